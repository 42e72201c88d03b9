import { assign, emit, fromPromise, setup } from 'xstate';
import { isUnsignedStatus } from '../../contract/claimStatus';
import {
  claimantProblemOf,
  claimantRefusal,
  refusalOf,
  type RefusedAsk,
  type RefusedClaim,
} from '../../contract/claimantRefusals';
import type { Workspace } from '../../contract/firms';
import type { ClaimLetter } from '../../contract/letters';
import { canCancel, canDecide, lastDayToCancelOf, msUntilOffersChange } from './timeline';
import type {
  ClaimantAction,
  ListedClaim,
  LoadedClaims,
  SignedCopy,
  YourClaimsContext,
  YourClaimsEvent,
} from './yourClaimsTypes';
import { ACTION_NOTICES } from './yourClaimsTypes';

export type * from './yourClaimsTypes';
export { ACTION_NOTICES } from './yourClaimsTypes';

/**
 * Why the claims could not be read (decision 283): a service failure in the claimant's words with
 * the brand's firm, as no claim has been read; the claims store's own message otherwise, which it
 * words for the claimant.
 */
const readingProblem = (error: unknown, workspace: Workspace) => claimantProblemOf(error, { workspace });

/** The claim the claimant asked to resume, when it is theirs and not yet signed. */
function unfinished(claims: ListedClaim[], claimId: string): ListedClaim | undefined {
  return claims.find((c) => c.id === claimId && isUnsignedStatus(c.claim.status));
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

const complaintsOf = (claims: ListedClaim[], claimId: string) =>
  claims.find((c) => c.id === claimId)?.complaints ?? [];

/** A page shown again after this long re-reads the claims: they or the day may have changed. */
export const STALE_AFTER_MS = 60_000;

/** What the page knows of the claim an action was refused on, for the claimant's sentence. */
function refusedClaim(
  { claims, workspace }: Pick<YourClaimsContext, 'claims' | 'workspace'>,
  action: ClaimantAction | { type: Extract<RefusedAsk, 'signedCopy' | 'letter'>; claimId: string },
): RefusedClaim {
  const listed = claims.find((c) => c.id === action.claimId);
  const complaints = listed?.complaints ?? [];
  return {
    ask: action.type,
    workspace: listed?.claim.workspace ?? workspace,
    reference: listed?.claim.submission?.reference ?? null,
    lender:
      'complaintId' in action
        ? (complaints.find((c) => c.complaintId === action.complaintId)?.lender ?? null)
        : null,
    lastDayToCancel: lastDayToCancelOf(complaints),
  };
}
/**
 * "Your claims": the signed-in claimant's claims, the signed copy of each signed one, and a way
 * back into an unfinished one. Reading, downloading and saving are supplied by src/; resuming is
 * announced to the page, which starts the journey.
 */
export const yourClaimsMachine = setup({
  types: {
    context: {} as YourClaimsContext,
    events: {} as YourClaimsEvent,
    /** The brand's workspace: the firm the claimant contacts before a claim is read. */
    input: {} as { workspace: Workspace },
    /** The page starts the claim journey again from this claim, at the step it reached. */
    emitted: {} as { type: 'yourClaims.resume'; claim: ListedClaim },
  },
  actors: {
    loadClaims: fromPromise<LoadedClaims>(notProvided('loadClaims')),
    fetchSignedCopy: fromPromise<SignedCopy, { claimId: string }>(notProvided('fetchSignedCopy')),
    /** The letters on every claim of the claimant (decision 275). */
    loadLetters: fromPromise<ClaimLetter[]>(notProvided('loadLetters')),
    fetchLetter: fromPromise<SignedCopy, { claimId: string; letterId: string }>(notProvided('fetchLetter')),
    /** Records the claimant's decision or cancellation through the gateway. */
    recordAction: fromPromise<void, ClaimantAction>(notProvided('recordAction')),
  },
  actions: {
    /** Hands the PDF to the browser as a download. */
    saveFile: (_, _copy: SignedCopy) => {},
  },
  guards: {
    isUnfinished: ({ context, event }) =>
      event.type === 'user.resume' && unfinished(context.claims, event.claimId) !== undefined,
    /** The complaint machine accepts this decision in the complaint's state, when the claims were read. */
    canDecide: ({ context, event }) =>
      event.type === 'user.decide' &&
      canDecide(
        complaintsOf(context.claims, event.claimId).find((c) => c.complaintId === event.complaintId),
        event.decision,
        context.at,
      ),
    /** Every open complaint of the claim still accepts `claimant.cancel`: within the 14 days. */
    canCancel: ({ context, event }) =>
      event.type === 'user.cancel' && canCancel(complaintsOf(context.claims, event.claimId), context.at),
    /** The page comes back into view a while after the claims were read. */
    isStale: ({ context, event }) => event.type === 'page.shown' && event.at - context.at >= STALE_AFTER_MS,
  },
  delays: {
    /** Until the clock alone changes what the page offers (the end of a last day to cancel). */
    untilOffersChange: ({ context }) =>
      msUntilOffersChange(
        context.claims.map((c) => c.complaints ?? []),
        context.at,
      ),
  },
}).createMachine({
  id: 'yourClaims',
  context: ({ input }) => ({
    workspace: input.workspace,
    claims: [],
    problem: null,
    downloading: null,
    downloadProblem: null,
    at: 0,
    confirmingCancel: null,
    confirmingDecision: null,
    action: null,
    actionProblem: null,
    notice: null,
    letters: null,
    lettersProblem: null,
    downloadingLetter: null,
    letterProblem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadClaims',
        onDone: {
          target: 'ready',
          actions: assign({
            claims: ({ event }) => event.output.claims,
            at: ({ event }) => event.output.at,
            problem: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            problem: ({ context, event }) => readingProblem(event.error, context.workspace),
          }),
        },
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      // The letters are listed apart from the claims (the gateway, not the claims' own reading):
      // each time the claims are read again, and never holding up the claims.
      invoke: {
        src: 'loadLetters',
        onDone: { actions: assign({ letters: ({ event }) => event.output, lettersProblem: null }) },
        onError: {
          actions: assign({
            lettersProblem: ({ context, event }) =>
              claimantRefusal(refusalOf(event.error), refusedClaim(context, { type: 'letter', claimId: '' })),
          }),
        },
      },
      on: {
        'user.resume': {
          guard: 'isUnfinished',
          actions: emit(({ context, event }) => ({
            type: 'yourClaims.resume' as const,
            // The guard has found it.
            claim: unfinished(context.claims, event.claimId) as ListedClaim,
          })),
        },
      },
      states: {
        idle: {
          // Read again when the day passes or the page comes back into view: what the claimant may
          // do is decided at the moment of reading, and the gateway decides at the moment of asking.
          after: { untilOffersChange: 'refreshing' },
          on: {
            'page.shown': { guard: 'isStale', target: 'refreshing' },
            'user.download': {
              target: 'downloading',
              actions: assign({ downloading: ({ event }) => event.claimId, downloadProblem: null }),
            },
            'user.downloadLetter': {
              target: 'downloadingLetter',
              actions: assign({
                downloadingLetter: ({ event }) => ({ claimId: event.claimId, letterId: event.letterId }),
                letterProblem: null,
              }),
            },
            'user.decide': {
              guard: 'canDecide',
              target: 'confirmingDecision',
              actions: assign({
                confirmingDecision: ({ event }) => ({
                  type: event.decision,
                  claimId: event.claimId,
                  complaintId: event.complaintId,
                }),
                actionProblem: null,
                notice: null,
              }),
            },
            'user.cancel': {
              guard: 'canCancel',
              target: 'confirmingCancel',
              actions: assign({
                confirmingCancel: ({ event }) => event.claimId,
                actionProblem: null,
                notice: null,
              }),
            },
          },
        },
        /** "Are you sure?": nothing is sent until the claimant confirms. */
        confirmingCancel: {
          on: {
            'user.confirmCancel': {
              target: 'recording',
              actions: assign({
                action: ({ context }) => ({
                  type: 'claimant.cancel' as const,
                  claimId: context.confirmingCancel ?? '',
                }),
                confirmingCancel: null,
              }),
            },
            'user.keepClaim': { target: 'idle', actions: assign({ confirmingCancel: null }) },
          },
        },
        /** "Are you sure?" for accepting or declining an offer: nothing is sent until confirmed. */
        confirmingDecision: {
          on: {
            'user.confirmDecision': {
              target: 'recording',
              actions: assign({
                action: ({ context }) => context.confirmingDecision,
                confirmingDecision: null,
              }),
            },
            'user.keepOffer': { target: 'idle', actions: assign({ confirmingDecision: null }) },
          },
        },
        recording: {
          tags: ['busy'],
          invoke: {
            src: 'recordAction',
            input: ({ context }) => context.action as ClaimantAction,
            onDone: {
              target: 'refreshing',
              actions: assign({
                notice: ({ context }) => (context.action ? ACTION_NOTICES[context.action.type] : null),
              }),
            },
            // Refused: the claimant's sentence for the refusal (never the gateway's words), and the
            // claims read again, so the page offers only what the claim now allows.
            onError: {
              target: 'refreshing',
              actions: assign({
                actionProblem: ({ context, event }) =>
                  claimantRefusal(
                    refusalOf(event.error),
                    refusedClaim(context, context.action as ClaimantAction),
                  ),
                action: null,
              }),
            },
          },
        },
        /** The claims read again, so the timeline shows what was recorded or what changed. */
        refreshing: {
          tags: ['busy'],
          invoke: {
            src: 'loadClaims',
            onDone: {
              // Into the page again, so the letters are listed again too.
              target: '#yourClaims.ready',
              reenter: true,
              actions: assign({
                claims: ({ event }) => event.output.claims,
                at: ({ event }) => event.output.at,
              }),
            },
            // A refusal's sentence stays: it says more than the failed reading.
            onError: {
              target: 'idle',
              actions: assign({
                actionProblem: ({ context, event }) =>
                  context.actionProblem ?? readingProblem(event.error, context.workspace),
              }),
            },
          },
        },
        downloading: {
          tags: ['busy'],
          invoke: {
            src: 'fetchSignedCopy',
            input: ({ context }) => ({ claimId: context.downloading ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'saveFile', params: ({ event }) => event.output },
                assign({ downloading: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                downloading: null,
                downloadProblem: ({ context, event }) =>
                  claimantRefusal(
                    refusalOf(event.error),
                    refusedClaim(context, { type: 'signedCopy', claimId: context.downloading ?? '' }),
                  ),
              }),
            },
          },
        },
        /** One letter fetched and handed to the browser as a download (decision 275). */
        downloadingLetter: {
          tags: ['busy'],
          invoke: {
            src: 'fetchLetter',
            input: ({ context }) => context.downloadingLetter ?? { claimId: '', letterId: '' },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'saveFile', params: ({ event }) => event.output },
                assign({ downloadingLetter: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                downloadingLetter: null,
                letterProblem: {
                  letterId: context.downloadingLetter?.letterId ?? '',
                  message: claimantRefusal(
                    refusalOf(event.error),
                    refusedClaim(context, {
                      type: 'letter',
                      claimId: context.downloadingLetter?.claimId ?? '',
                    }),
                  ),
                },
              })),
            },
          },
        },
      },
    },
  },
});
