import * as v from 'valibot';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  DeskAddNoteRequestSchema,
  type DeskAddNoteData,
  type DeskAddNoteRequest,
  type DeskClaimData,
  type DeskPdf,
  type DeskSendComplaintData,
  type DeskSendComplaintRequest,
  type DeskSignedLetterData,
} from '../../contract/desk';
import type { DeskCheckDeterminationData, DeskCheckDeterminationRequest } from '../../contract/deskCheck';
import type { DeskUploadLenderResponseData, LetterFile } from '../../contract/letters';
import type { RecordComplaintEventRequest } from '../../contract/requests';
import type { RecordComplaintEventData } from '../../contract/responses';
import { complaintMachine } from '../../contract/lifecycle/machine';
import { errorMessage, failureKind } from '../errors';
import { parseAmount } from './amount';
import { parseDetermination } from './determination';
import { readFigures } from './determinationCheck';
import { complaintReplays } from './deskClaimRules';
import { uploadProblem } from './deskClaimUpload';
import {
  fieldIds,
  isFinalHandlerEvent,
  type ActionProblem,
  type DeskAction,
  type DeskClaimContext,
  type DeskClaimEvent,
  type DeskClaimInput,
  type LetterUpload,
} from './deskClaimTypes';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/** A call that failed on the way may be sent again with its key; anything else was an answer. */
const TRANSIENT = ['network', 'timeout', 'unavailable'];

/** Whether the loaded claim's complaint accepts this handler event now (the gateway's acceptedEvents). */
function accepts(context: DeskClaimContext, complaintId: string, type: string): boolean {
  const complaint = context.claim?.complaints.find((c) => c.complaintId === complaintId);
  return complaint?.acceptedEvents.some((accepted) => accepted === type) ?? false;
}

const problemTarget = (action: DeskAction) =>
  action.kind === 'note'
    ? fieldIds.note
    : action.kind === 'upload'
      ? fieldIds.letter(action.complaintId)
      : fieldIds.actions(action.complaintId);

/** What the upload actor is given: the chosen file, which it reads and sends with the key. */
export interface UploadLetterInput {
  claimId: string;
  complaintId: string;
  idempotencyKey: string;
  file: LetterUpload;
}

export function actionProblemOf(action: DeskAction, error: unknown, transient: boolean): ActionProblem {
  return { message: errorMessage(error), target: problemTarget(action), retry: transient ? 'action' : null };
}

/** The action on its way (a state that calls the gateway has one). */
export const actionOf = (context: DeskClaimContext): DeskAction => context.pending!.action;

/** What every call about one complaint carries: the claim, the complaint and the action's key. */
export function complaintCall(context: DeskClaimContext, complaintId: string) {
  return { claimId: context.claimId, complaintId, idempotencyKey: context.pending!.idempotencyKey };
}

/**
 * The claim page's named actors, actions and guards (decision 268): the region files
 * (deskClaimActions.ts, deskClaimDetermination.ts, deskClaimNotes.ts) and the machine
 * (deskClaimMachine.ts) build on this.
 */
export const deskClaimSetup = setup({
  types: {
    context: {} as DeskClaimContext,
    events: {} as DeskClaimEvent,
    input: {} as DeskClaimInput,
    tags: {} as 'busy',
  },
  actors: {
    loadClaim: fromPromise<DeskClaimData, { claimId: string }>(notProvided('loadClaim')),
    sendComplaint: fromPromise<DeskSendComplaintData, DeskSendComplaintRequest>(notProvided('sendComplaint')),
    recordEvent: fromPromise<RecordComplaintEventData, RecordComplaintEventRequest>(
      notProvided('recordEvent'),
    ),
    addNote: fromPromise<DeskAddNoteData, DeskAddNoteRequest>(notProvided('addNote')),
    checkDetermination: fromPromise<DeskCheckDeterminationData, DeskCheckDeterminationRequest>(
      notProvided('checkDetermination'),
    ),
    fetchSignedLetter: fromPromise<DeskSignedLetterData, { claimId: string }>(
      notProvided('fetchSignedLetter'),
    ),
    uploadLetter: fromPromise<DeskUploadLenderResponseData, UploadLetterInput>(notProvided('uploadLetter')),
    fetchLetter: fromPromise<LetterFile, { claimId: string; letterId: string }>(notProvided('fetchLetter')),
    complaint: complaintMachine,
  },
  actions: {
    /** Hands a PDF the gateway made to the browser as a download. */
    saveFile: (_, _file: Pick<DeskPdf, 'fileName' | 'pdf'>) => {},
    /** Starting an action: its key is made here, once; every later try of it carries the same key. */
    startAction: assign(({ context }, action: DeskAction) => ({
      pending: { action, idempotencyKey: `${context.keyPrefix}-${context.actionCount + 1}` },
      actionCount: context.actionCount + 1,
      actionProblem: null,
      fieldErrors: {},
      notice: null,
      confirming: null,
    })),
    /** A call that failed on the way: the action stays, with its key, for "Try again". */
    keepForRetry: assign(({ context, event }) => ({
      actionProblem: actionProblemOf(actionOf(context), 'error' in event ? event.error : undefined, true),
    })),
    /** The gateway answered no: its message is shown and the action is dropped. */
    refused: assign(({ context, event }) => ({
      actionProblem: actionProblemOf(actionOf(context), 'error' in event ? event.error : undefined, false),
      pending: null,
    })),
    /** Each complaint's recorded events, replayed by the lifecycle machine as a child actor. */
    replayComplaints: enqueueActions(({ context, enqueue }) => {
      for (const child of complaintReplays(context.claim, context.replays - 1)) enqueue.stopChild(child.id);
      for (const child of complaintReplays(context.claim, context.replays)) {
        enqueue.spawnChild('complaint', { id: child.id, input: child.input });
        for (const event of child.events) enqueue.sendTo(child.id, event);
      }
    }),
  },
  guards: {
    isNotFound: ({ event }) => 'error' in event && failureKind(event.error) === 'not-found',
    isTransient: ({ event }) => 'error' in event && TRANSIENT.includes(failureKind(event.error)),
    canSend: ({ context, event }) =>
      event.type === 'user.sendComplaint' && accepts(context, event.complaintId, 'handler.send'),
    canRecord: ({ context, event }) =>
      ((event.type === 'user.recordEvent' || event.type === 'user.recordAmount') &&
        accepts(context, event.complaintId, event.event)) ||
      (event.type === 'user.recordDetermination' &&
        accepts(context, event.complaintId, 'handler.recordDetermination')),
    isFinal: ({ event }) => event.type === 'user.recordEvent' && isFinalHandlerEvent(event.event),
    /** The final event waiting for confirmation is still accepted by its complaint. */
    canConfirm: ({ context }) =>
      context.confirming !== null &&
      accepts(context, context.confirming.complaintId, context.confirming.type),
    isAmountValid: ({ event }) =>
      event.type === 'user.recordAmount' && parseAmount(event.event, event.amount).ok,
    /** The complaint has a determination of redress with its sum: the one thing a check compares. */
    hasDeterminedSum: ({ context, event }) =>
      event.type === 'user.checkDetermination' &&
      typeof context.claim?.complaints.find((c) => c.complaintId === event.complaintId)?.determination
        ?.amountPence === 'number',
    areFiguresValid: ({ event }) => event.type === 'user.checkDetermination' && readFigures(event.typed).ok,
    isDeterminationValid: ({ event }) =>
      event.type === 'user.recordDetermination' && parseDetermination(event.typed).ok,
    isNoteValid: ({ event }) =>
      event.type === 'user.addNote' && v.safeParse(DeskAddNoteRequestSchema.entries.text, event.text).success,
    retriesAction: ({ context }) => context.actionProblem?.retry === 'action' && context.pending !== null,
    retriesReload: ({ context }) => context.actionProblem?.retry === 'reload',
    pendingIsSend: ({ context }) => context.pending?.action.kind === 'send',
    pendingIsRecord: ({ context }) => context.pending?.action.kind === 'record',
    pendingIsCheck: ({ context }) => context.pending?.action.kind === 'check',
    pendingIsUpload: ({ context }) => context.pending?.action.kind === 'upload',
    /** A file is chosen, and the page's own checks of it pass (deskClaimLetters.ts). */
    canUpload: ({ event }) => event.type === 'user.uploadLetter' && uploadProblem(event.file) === null,
  },
});
