import * as v from 'valibot';
import { assign } from 'xstate';
import { DeskAddNoteRequestSchema } from '../../contract/desk';
import { errorMessage } from '../errors';
import { describeAction } from './deskClaimRules';
import { actionOf, deskClaimSetup } from './deskClaimSetup';
import { fieldIds, type DeskAction } from './deskClaimTypes';

// The claim's papers: internal notes, newest first, and the signed letter of authority as a
// download. Targets name the states of the loaded page (deskClaimMachine.ts).

/** "Download the signed letter" on the loaded page. */
export const signedLetterEvents = deskClaimSetup.createStateConfig({
  on: {
    'user.downloadSignedLetter': {
      target: 'downloading',
      actions: assign({ downloadProblem: null }),
    },
  },
}).on;

/** The signed letter fetched and handed to the browser as a download. */
export const downloadingState = deskClaimSetup.createStateConfig({
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
});

/** "Add note" on the loaded page: the note checked here before it is sent. */
export const noteEvents = deskClaimSetup.createStateConfig({
  on: {
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
}).on;

/** The note added; the page shows it first without reading the claim again. */
export const notingState = deskClaimSetup.createStateConfig({
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
});
