import { assign, emit, fromPromise, setup } from 'xstate';
import type { StoredClaim } from '../../contract/claim';

/** One of the claimant's claims, with its id, as the page lists it. */
export interface ListedClaim {
  id: string;
  claim: StoredClaim;
}

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
}

/** Events: the page loads the list itself; each button sends one of these. */
export type YourClaimsEvent =
  | { type: 'user.retry' }
  /** Download the signed letter of authority of this claim. */
  | { type: 'user.download'; claimId: string }
  /** Carry on with this unfinished claim where it was left. */
  | { type: 'user.resume'; claimId: string };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';

/** The claim the claimant asked to resume, when it is theirs and not yet signed. */
function unfinished(claims: ListedClaim[], claimId: string): ListedClaim | undefined {
  return claims.find((c) => c.id === claimId && (c.claim.status === 'draft' || c.claim.status === 'checked'));
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

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
    loadClaims: fromPromise<ListedClaim[]>(notProvided('loadClaims')),
    fetchSignedCopy: fromPromise<SignedCopy, { claimId: string }>(notProvided('fetchSignedCopy')),
  },
  actions: {
    /** Hands the PDF to the browser as a download. */
    saveFile: (_, _copy: SignedCopy) => {},
  },
  guards: {
    isUnfinished: ({ context, event }) =>
      event.type === 'user.resume' && unfinished(context.claims, event.claimId) !== undefined,
  },
}).createMachine({
  id: 'yourClaims',
  context: { claims: [], problem: null, downloading: null, downloadProblem: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadClaims',
        onDone: { target: 'ready', actions: assign({ claims: ({ event }) => event.output, problem: null }) },
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
          on: {
            'user.download': {
              target: 'downloading',
              actions: assign({ downloading: ({ event }) => event.claimId, downloadProblem: null }),
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
              actions: assign({ downloading: null, downloadProblem: ({ event }) => messageOf(event.error) }),
            },
          },
        },
      },
    },
  },
});
