import { assign, emit, fromPromise, setup } from 'xstate';
import type { StoredClaim } from '../../contract/claim';
import { isUnsignedStatus } from '../../contract/claimStatus';
import { claimantRefusal, refusalOf, type RefusedClaim } from '../../contract/claimantRefusals';
import {
  canCancel,
  canDecide,
  lastDayToCancelOf,
  msUntilOffersChange,
  type ClaimantComplaint,
  type OfferDecision,
} from './timeline';

/** One of the claimant's claims, with its id, as the page lists it. */
export interface ListedClaim {
  id: string;
  claim: StoredClaim;
  /** Once submitted: one complaint per lender, with the events the claimant may see. */
  complaints?: ClaimantComplaint[];
}

/** The claims as read, and the moment they were read: what the claimant may do is decided at it. */
export interface LoadedClaims {
  claims: ListedClaim[];
  at: number;
}

/** A decision on an offer, or a cancellation, on its way to the gateway. */
export type ClaimantAction =
  | { type: OfferDecision; claimId: string; complaintId: string }
  | { type: 'claimant.cancel'; claimId: string };

/** The signed copy of a claim, ready to be saved as a file. */
export interface SignedCopy {
  fileName: string;
  /** The PDF, base64. */
  pdf: string;
}

export interface YourClaimsContext {
  claims: ListedClaim[];
  /** Why the claims could not be read, for the claimant. */
  problem: string | null;
  /** The claim whose signed copy is being fetched. */
  downloading: string | null;
  /** Why the last download failed, for the claimant. */
  downloadProblem: string | null;
  /** When the claims were read (epoch ms). */
  at: number;
  /** The claim whose cancellation is waiting for the claimant's confirmation. */
  confirmingCancel: string | null;
  /** The decision on an offer waiting for the claimant's confirmation. */
  confirmingDecision: Extract<ClaimantAction, { type: OfferDecision }> | null;
  /** The action on its way to the gateway, then the last one done. */
  action: ClaimantAction | null;
  /** Why the last action failed, for the claimant. */
  actionProblem: string | null;
  /** What the last action did, for the claimant. */
  notice: string | null;
}

/** What the page says once an action is recorded. */
export const ACTION_NOTICES: Record<ClaimantAction['type'], string> = {
  'claimant.acceptOffer': 'You accepted the offer. We tell the lender and let you know when it pays.',
  'claimant.declineOffer': 'You declined the offer. We will tell you what we can do next.',
  'claimant.acceptDetermination':
    'You accepted the determination. We tell the lender and let you know when it pays.',
  'claimant.disputeDetermination':
    'You disputed the determination. We take your complaint to the Financial Ombudsman Service and tell you when we have.',
  'claimant.cancel': 'Your claim is cancelled. You pay nothing. We have emailed you a confirmation.',
};

/** Events: the page loads the list itself; each button sends one of these. */
export type YourClaimsEvent =
  | { type: 'user.retry' }
  /** Download the signed letter of authority of this claim. */
  | { type: 'user.download'; claimId: string }
  /** Carry on with this unfinished claim where it was left. */
  | { type: 'user.resume'; claimId: string }
  /** Accept or decline the offer on one complaint: asks for confirmation first. */
  | { type: 'user.decide'; decision: OfferDecision; claimId: string; complaintId: string }
  | { type: 'user.confirmDecision' }
  /** "No, go back": the offer stays as it was. */
  | { type: 'user.keepOffer' }
  /** The page is shown again (the tab or window came back into view) at this moment (epoch ms). */
  | { type: 'page.shown'; at: number }
  /** Cancel this claim: asks for confirmation first. */
  | { type: 'user.cancel'; claimId: string }
  | { type: 'user.confirmCancel' }
  | { type: 'user.keepClaim' };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';

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
  claims: ListedClaim[],
  action: ClaimantAction | { type: 'signedCopy'; claimId: string },
): RefusedClaim {
  const listed = claims.find((c) => c.id === action.claimId);
  const complaints = listed?.complaints ?? [];
  return {
    ask: action.type,
    workspace: listed?.claim.workspace ?? 'Redress',
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
    /** The page starts the claim journey again from this claim, at the step it reached. */
    emitted: {} as { type: 'yourClaims.resume'; claim: ListedClaim },
  },
  actors: {
    loadClaims: fromPromise<LoadedClaims>(notProvided('loadClaims')),
    fetchSignedCopy: fromPromise<SignedCopy, { claimId: string }>(notProvided('fetchSignedCopy')),
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
  context: {
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
  },
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
        onError: { target: 'failed', actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
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
                    refusedClaim(context.claims, context.action as ClaimantAction),
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
              target: 'idle',
              actions: assign({
                claims: ({ event }) => event.output.claims,
                at: ({ event }) => event.output.at,
              }),
            },
            // A refusal's sentence stays: it says more than the failed reading.
            onError: {
              target: 'idle',
              actions: assign({
                actionProblem: ({ context, event }) => context.actionProblem ?? messageOf(event.error),
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
                    refusedClaim(context.claims, { type: 'signedCopy', claimId: context.downloading ?? '' }),
                  ),
              }),
            },
          },
        },
      },
    },
  },
});
