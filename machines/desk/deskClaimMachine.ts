import { assign } from 'xstate';
import { errorMessage } from '../errors';
import { actionEvents, confirmingState, recordingState, sendingState } from './deskClaimActions';
import { checkingState, determinationEvents } from './deskClaimDetermination';
import { downloadingLetterState, letterEvents, uploadingState } from './deskClaimLetters';
import { downloadingState, noteEvents, notingState, signedLetterEvents } from './deskClaimNotes';
import { deskClaimSetup } from './deskClaimSetup';
import { checksOfClaim } from './determinationCheck';

export type * from './deskClaimTypes';
export { actionProblemOf } from './deskClaimSetup';

/**
 * The desk's claim page (issue 29, decision 195): the claim as a handler works it, each complaint's
 * actions as its state allows them (the lifecycle machine's acceptedEvents, from the gateway), the
 * complaint letter, the signed letter, internal notes and the claim's letters (decision 275). Every
 * gateway call is an actor supplied by src/desk/adapters/deskClaimActors.ts; each complaint's
 * events are replayed through the lifecycle machine as a child actor, so the live inspector shows
 * the complaints beside this page.
 */
export const deskClaimMachine = deskClaimSetup.createMachine({
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
    downloadingLetter: null,
    letterProblem: null,
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
            ...signedLetterEvents,
            ...actionEvents,
            ...determinationEvents,
            ...noteEvents,
            ...letterEvents,
          },
        },
        confirming: confirmingState,
        /** The action's call; which one it is decides the actor. */
        acting: {
          tags: ['busy'],
          always: [
            { guard: 'pendingIsSend', target: 'sending' },
            { guard: 'pendingIsRecord', target: 'recording' },
            { guard: 'pendingIsCheck', target: 'checking' },
            { guard: 'pendingIsUpload', target: 'uploading' },
            { target: 'noting' },
          ],
        },
        sending: sendingState,
        recording: recordingState,
        noting: notingState,
        checking: checkingState,
        uploading: uploadingState,
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
        downloading: downloadingState,
        downloadingLetter: downloadingLetterState,
      },
    },
  },
});
