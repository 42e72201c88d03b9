import { assign } from 'xstate';
import { errorMessage } from '../errors';
import { describeAction } from './deskClaimRules';
import { actionOf, complaintCall, deskClaimSetup } from './deskClaimSetup';
import { fieldIds, type DeskAction } from './deskClaimTypes';
import { LETTER_NOT_CHOSEN_MESSAGE, uploadProblem } from './deskClaimUpload';

export { LETTER_EMPTY_MESSAGE, LETTER_NOT_CHOSEN_MESSAGE, uploadProblem } from './deskClaimUpload';

// The claim's letters (decision 275): the lender's final response uploaded to a sent complaint, and
// each letter downloaded. Targets name the states of the loaded page (deskClaimMachine.ts).

type Upload = Extract<DeskAction, { kind: 'upload' }>;

/** "Upload" and "Download" on the loaded page. */
export const letterEvents = deskClaimSetup.createStateConfig({
  on: {
    'user.uploadLetter': [
      {
        guard: 'canUpload',
        target: 'acting',
        actions: {
          type: 'startAction',
          // The guard has found a file.
          params: ({ event }) => ({ kind: 'upload', complaintId: event.complaintId, file: event.file! }),
        },
      },
      {
        actions: assign(({ event }) => ({
          fieldErrors: {
            [fieldIds.letter(event.complaintId)]: uploadProblem(event.file) ?? LETTER_NOT_CHOSEN_MESSAGE,
          },
          notice: null,
          actionProblem: null,
        })),
      },
    ],
    'user.downloadLetter': {
      target: 'downloadingLetter',
      actions: assign(({ event }) => ({ downloadingLetter: event.letterId, letterProblem: null })),
    },
  },
}).on;

/** The file sent to the gateway, which checks it again and keeps it; the claim is read again. */
export const uploadingState = deskClaimSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    src: 'uploadLetter',
    input: ({ context }) => {
      const { complaintId, file } = actionOf(context) as Upload;
      return { ...complaintCall(context, complaintId), file };
    },
    onDone: {
      target: 'refreshing',
      actions: assign(({ context, event }) => ({
        notice: describeAction(context.claim, actionOf(context), event.output.letter.fileName),
        pending: null,
        claim: context.claim && {
          ...context.claim,
          letters: [...context.claim.letters, event.output.letter],
        },
      })),
    },
    onError: [
      { guard: 'isTransient', target: 'idle', actions: 'keepForRetry' },
      {
        // Refused (too large, not a PDF, not readable, not sent): its sentence beside the file input.
        target: 'idle',
        actions: assign(({ context, event }) => ({
          fieldErrors: {
            [fieldIds.letter((actionOf(context) as Upload).complaintId)]: errorMessage(event.error),
          },
          pending: null,
        })),
      },
    ],
  },
});

/** One letter fetched and handed to the browser as a download. */
export const downloadingLetterState = deskClaimSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    src: 'fetchLetter',
    input: ({ context }) => ({ claimId: context.claimId, letterId: context.downloadingLetter ?? '' }),
    onDone: {
      target: 'idle',
      actions: [
        { type: 'saveFile', params: ({ event }) => event.output },
        assign({ downloadingLetter: null }),
      ],
    },
    onError: {
      target: 'idle',
      actions: assign({
        downloadingLetter: null,
        letterProblem: ({ event }) => errorMessage(event.error),
      }),
    },
  },
});
