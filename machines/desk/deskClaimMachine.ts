import * as v from 'valibot';
import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
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
import type { RecordComplaintEventRequest } from '../../contract/requests';
import type { RecordComplaintEventData } from '../../contract/responses';
import { complaintMachine } from '../../contract/lifecycle/machine';
import { errorMessage, failureKind } from '../errors';
import { parseAmount } from './amount';
import { parseDetermination, type DeterminationField } from './determination';
import { checksOfClaim, readFigures, type FiguresField } from './determinationCheck';
import { complaintReplays, describeAction } from './deskClaimRules';
import {
  fieldIds,
  isFinalHandlerEvent,
  type ActionProblem,
  type DeskAction,
  type DeskClaimContext,
  type DeskClaimEvent,
  type DeskClaimInput,
} from './deskClaimTypes';

export type * from './deskClaimTypes';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/** A call that failed on the way may be sent again with its key; anything else was an answer. */
const TRANSIENT = ['network', 'timeout', 'unavailable'];

/** Whether the loaded claim's complaint accepts this handler event now (the gateway's acceptedEvents). */
function accepts(context: DeskClaimContext, complaintId: string, type: string): boolean {
  const complaint = context.claim?.complaints.find((c) => c.complaintId === complaintId);
  return complaint?.acceptedEvents.some((accepted) => accepted === type) ?? false;
}

const problemTarget = (action: DeskAction) =>
  action.kind === 'note' ? fieldIds.note : fieldIds.actions(action.complaintId);

export function actionProblemOf(action: DeskAction, error: unknown, transient: boolean): ActionProblem {
  return { message: errorMessage(error), target: problemTarget(action), retry: transient ? 'action' : null };
}

const actionOf = (context: DeskClaimContext): DeskAction => context.pending!.action;

/**
 * The desk's claim page (issue 29, decision 195): the claim as a handler works it, each complaint's
 * actions as its state allows them (the lifecycle machine's acceptedEvents, from the gateway), the
 * complaint letter, the signed letter and internal notes. Every gateway call is an actor supplied
 * by src/desk/claim/; each complaint's events are replayed through the lifecycle machine as a
 * child actor, so the live inspector shows the complaints beside this page.
 */
export const deskClaimMachine = setup({
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
  },
}).createMachine({
  id: 'deskClaim',
  context: ({ input }) => ({
    ...input,
    claim: null,
    problem: null,
    actionCount: 0,
    pending: null,
    actionProblem: null,
    confirming: null,
    fieldErrors: {},
    checks: {},
    notice: null,
    downloadProblem: null,
    replays: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadClaim',
        input: ({ context }) => ({ claimId: context.claimId }),
        onDone: {
          target: 'loaded',
          actions: [
            assign(({ context, event }) => ({
              claim: event.output,
              checks: checksOfClaim(event.output),
              problem: null,
              replays: context.replays + 1,
            })),
            'replayComplaints',
          ],
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { target: 'failed', actions: assign({ problem: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    /** No submitted claim with this id in the handler's workspaces: another's reads as missing. */
    notFound: {},
    failed: {
      on: { 'user.retry': 'loading' },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.retry': [
              { guard: 'retriesAction', target: 'acting', actions: assign({ actionProblem: null }) },
              { guard: 'retriesReload', target: 'refreshing', actions: assign({ actionProblem: null }) },
            ],
            'user.downloadSignedLetter': {
              target: 'downloading',
              actions: assign({ downloadProblem: null }),
            },
            'user.sendComplaint': {
              guard: 'canSend',
              target: 'acting',
              actions: {
                type: 'startAction',
                params: ({ event }) => ({ kind: 'send', complaintId: event.complaintId }),
              },
            },
            'user.recordEvent': [
              {
                guard: and(['canRecord', 'isFinal']),
                target: 'confirming',
                actions: assign(({ event }) => ({
                  confirming: {
                    complaintId: event.complaintId,
                    type: event.event as 'handler.withdraw' | 'handler.close',
                  },
                  actionProblem: null,
                  notice: null,
                })),
              },
              {
                guard: 'canRecord',
                target: 'acting',
                actions: {
                  type: 'startAction',
                  params: ({ event }) => ({
                    kind: 'record',
                    complaintId: event.complaintId,
                    event: { type: event.event },
                  }),
                },
              },
            ],
            'user.recordAmount': [
              {
                guard: and(['canRecord', 'isAmountValid']),
                target: 'acting',
                actions: {
                  type: 'startAction',
                  params: ({ event }) => {
                    const parsed = parseAmount(event.event, event.amount);
                    // The guard has checked it.
                    const pence = parsed.ok ? parsed.pence : 0;
                    return {
                      kind: 'record',
                      complaintId: event.complaintId,
                      event:
                        event.event === 'handler.recordOffer'
                          ? { type: event.event, offerPence: pence }
                          : { type: event.event, amountPence: pence },
                    };
                  },
                },
              },
              {
                guard: 'canRecord',
                actions: assign(({ event }) => {
                  const parsed = parseAmount(event.event, event.amount);
                  return {
                    fieldErrors: parsed.ok
                      ? {}
                      : { [fieldIds.amount(event.complaintId, event.event)]: parsed.message },
                    notice: null,
                    actionProblem: null,
                  };
                }),
              },
            ],
            'user.checkDetermination': [
              {
                guard: and(['hasDeterminedSum', 'areFiguresValid']),
                target: 'acting',
                actions: {
                  type: 'startAction',
                  params: ({ event }) => {
                    const read = readFigures(event.typed);
                    // The guard has checked it.
                    if (!read.ok) throw new Error('Figures the guard refused');
                    return {
                      kind: 'check',
                      complaintId: event.complaintId,
                      figures: read.figures,
                      settlementOn: read.settlement,
                    };
                  },
                },
              },
              {
                guard: 'hasDeterminedSum',
                actions: assign(({ event }) => {
                  const read = readFigures(event.typed);
                  const errors = read.ok ? {} : read.errors;
                  return {
                    fieldErrors: Object.fromEntries(
                      Object.entries(errors).map(([field, message]) => [
                        fieldIds.figures(event.complaintId, field as FiguresField),
                        message,
                      ]),
                    ),
                    notice: null,
                    actionProblem: null,
                  };
                }),
              },
            ],
            'user.recordDetermination': [
              {
                guard: and(['canRecord', 'isDeterminationValid']),
                target: 'acting',
                actions: {
                  type: 'startAction',
                  params: ({ event }) => {
                    const parsed = parseDetermination(event.typed);
                    // The guard has checked it.
                    if (!parsed.ok) throw new Error('A determination the guard refused');
                    return { kind: 'record', complaintId: event.complaintId, event: parsed.event };
                  },
                },
              },
              {
                guard: 'canRecord',
                actions: assign(({ event }) => {
                  const parsed = parseDetermination(event.typed);
                  const errors = parsed.ok ? {} : parsed.errors;
                  return {
                    fieldErrors: Object.fromEntries(
                      Object.entries(errors).map(([field, message]) => [
                        fieldIds.determination(event.complaintId, field as DeterminationField),
                        message,
                      ]),
                    ),
                    notice: null,
                    actionProblem: null,
                  };
                }),
              },
            ],
            'user.addNote': [
              {
                guard: 'isNoteValid',
                target: 'acting',
                actions: {
                  type: 'startAction',
                  params: ({ event }) => ({ kind: 'note', text: event.text.trim() }),
                },
              },
              {
                actions: assign(({ event }) => {
                  const parsed = v.safeParse(DeskAddNoteRequestSchema.entries.text, event.text);
                  return {
                    fieldErrors: { [fieldIds.note]: parsed.issues?.[0]?.message ?? 'Enter the note' },
                    notice: null,
                    actionProblem: null,
                  };
                }),
              },
            ],
          },
        },
        /** "Are you sure?" before withdrawing or closing a complaint: nothing is sent yet. */
        confirming: {
          on: {
            'user.confirm': [
              {
                guard: 'canConfirm',
                target: 'acting',
                actions: {
                  type: 'startAction',
                  params: ({ context }) => ({
                    kind: 'record',
                    complaintId: context.confirming!.complaintId,
                    event: { type: context.confirming!.type },
                  }),
                },
              },
              { target: 'idle', actions: assign({ confirming: null }) },
            ],
            'user.cancelConfirm': { target: 'idle', actions: assign({ confirming: null }) },
          },
        },
        /** The action's call; which one it is decides the actor. */
        acting: {
          tags: ['busy'],
          always: [
            { guard: 'pendingIsSend', target: 'sending' },
            { guard: 'pendingIsRecord', target: 'recording' },
            { guard: 'pendingIsCheck', target: 'checking' },
            { target: 'noting' },
          ],
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'sendComplaint',
            input: ({ context }) => {
              const action = actionOf(context) as Extract<DeskAction, { kind: 'send' }>;
              return {
                claimId: context.claimId,
                complaintId: action.complaintId,
                idempotencyKey: context.pending!.idempotencyKey,
              };
            },
            onDone: {
              target: 'refreshing',
              actions: [
                { type: 'saveFile', params: ({ event }) => event.output.letter },
                assign(({ context, event }) => ({
                  notice: describeAction(context.claim, actionOf(context), event.output.letter.fileName),
                  pending: null,
                })),
              ],
            },
            onError: [
              { guard: 'isTransient', target: 'idle', actions: 'keepForRetry' },
              { target: 'idle', actions: 'refused' },
            ],
          },
        },
        recording: {
          tags: ['busy'],
          invoke: {
            src: 'recordEvent',
            input: ({ context }) => {
              const action = actionOf(context) as Extract<DeskAction, { kind: 'record' }>;
              return {
                claimId: context.claimId,
                complaintId: action.complaintId,
                idempotencyKey: context.pending!.idempotencyKey,
                event: action.event,
              };
            },
            onDone: {
              target: 'refreshing',
              actions: assign(({ context }) => ({
                notice: describeAction(context.claim, actionOf(context)),
                pending: null,
              })),
            },
            onError: [
              { guard: 'isTransient', target: 'idle', actions: 'keepForRetry' },
              { target: 'idle', actions: 'refused' },
            ],
          },
        },
        noting: {
          tags: ['busy'],
          invoke: {
            src: 'addNote',
            input: ({ context }) => ({
              claimId: context.claimId,
              idempotencyKey: context.pending!.idempotencyKey,
              text: (actionOf(context) as Extract<DeskAction, { kind: 'note' }>).text,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                notice: describeAction(context.claim, actionOf(context)),
                pending: null,
                claim: context.claim && {
                  ...context.claim,
                  notes: [event.output.note, ...context.claim.notes],
                },
              })),
            },
            onError: [
              { guard: 'isTransient', target: 'idle', actions: 'keepForRetry' },
              { target: 'idle', actions: 'refused' },
            ],
          },
        },
        /** The determination checked by the gateway, which keeps the check with the complaint. */
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'checkDetermination',
            input: ({ context }) => {
              const { complaintId, figures, settlementOn } = actionOf(context) as Extract<
                DeskAction,
                { kind: 'check' }
              >;
              return { claimId: context.claimId, complaintId, figures, settlementOn };
            },
            onDone: {
              target: 'refreshing',
              actions: assign(({ context }) => ({
                notice: describeAction(context.claim, actionOf(context)),
                pending: null,
              })),
            },
            onError: [
              { guard: 'isTransient', target: 'idle', actions: 'keepForRetry' },
              { target: 'idle', actions: 'refused' },
            ],
          },
        },
        /** The claim read again, so the page shows the complaint as the gateway now holds it. */
        refreshing: {
          tags: ['busy'],
          invoke: {
            src: 'loadClaim',
            input: ({ context }) => ({ claimId: context.claimId }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  claim: event.output,
                  checks: checksOfClaim(event.output),
                  replays: context.replays + 1,
                })),
                'replayComplaints',
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({
                actionProblem: {
                  message: `It was recorded, but the claim could not be read again: ${errorMessage(event.error)}`,
                  target: 'claim-title',
                  retry: 'reload' as const,
                },
              })),
            },
          },
        },
        downloading: {
          tags: ['busy'],
          invoke: {
            src: 'fetchSignedLetter',
            input: ({ context }) => ({ claimId: context.claimId }),
            onDone: {
              target: 'idle',
              actions: { type: 'saveFile', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: assign({ downloadProblem: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
  },
});
