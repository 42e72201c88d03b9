import { assign, fromPromise, setup } from 'xstate';
import {
  DATA_DELETION_WITHDRAW_REFUSAL,
  dataDeletionRefusal,
  dataDeletionRefusalOf,
  type DataDeletionRefusal,
} from '../../contract/dataRights';
import { claimantProblemOf } from '../../contract/failureWords';
import type { Workspace } from '../../contract/firms';
import type { DataRequest, MyData } from '../../contract/myData';

export interface MyDataContext {
  /** The brand's workspace: the firm the claimant contacts when trying again does not help. */
  workspace: Workspace;
  /** The copy the gateway made: the page shows it and the file is saved from it. */
  data: MyData | null;
  /** Why the copy could not be made, for the claimant. */
  problem: string | null;
  /** The claimant's open request to delete their data, once there is one. */
  deletion: DataRequest | null;
  /** Why the last request to delete (or to withdraw it) could not be sent, for the claimant. */
  deletionProblem: string | null;
  /**
   * Why this account may not ask (decision 248): a guest session, or no claim. Read from the copy,
   * or from the gateway's refusal; the page says it in the contract's words instead of offering
   * a request the gateway would refuse.
   */
  deletionRefusal: DataDeletionRefusal | null;
  /**
   * The last request that ended without deleting anything (decision 271): refused by the firm,
   * with the reason the claimant is shown, or withdrawn by the claimant. They may ask again.
   */
  closedRequest: DataRequest | null;
}

/** Events: the page loads the copy itself; each button sends one of these. */
export type MyDataEvent =
  /** Try again after the copy could not be made. */
  | { type: 'user.retry' }
  /** Save the copy as a file (JSON). */
  | { type: 'user.download' }
  /** "Ask us to delete my data": shows what is kept and what goes, and asks to confirm. */
  | { type: 'user.askDeletion' }
  /** Confirms the request to delete. */
  | { type: 'user.confirmDeletion' }
  /** Goes back without asking. */
  | { type: 'user.cancelDeletion' }
  /** "Withdraw my request": the open request, while the firm has not acted on it (decision 271). */
  | { type: 'user.withdrawDeletion' };

/** The open deletion request in a copy, if any: asked for, or approved and being carried out. */
export function openDeletion(data: MyData): DataRequest | null {
  return (
    data.dataRequests.find(
      (request) =>
        request.kind === 'deletion' && (request.status === 'requested' || request.status === 'approved'),
    ) ?? null
  );
}

/** The request in a copy that ended without a deletion (refused or withdrawn), if any. */
export function closedDeletion(data: MyData): DataRequest | null {
  return (
    data.dataRequests.find(
      (request) =>
        request.kind === 'deletion' && (request.status === 'refused' || request.status === 'withdrawn'),
    ) ?? null
  );
}

/** Why the copy's account may not ask for a deletion, as the gateway would answer it. */
export function deletionRefusalOfCopy(data: MyData): DataDeletionRefusal | null {
  const { account } = data;
  return dataDeletionRefusal({
    hasEmail: !account.guest && account.email !== null,
    claims: data.claims.length,
  });
}

const reasonOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { reason?: unknown }).reason : null;

/** The refusal a failed request names (`reason`), when it is one the page explains. */
const refusalOfError = (error: unknown): DataDeletionRefusal | null => dataDeletionRefusalOf(reasonOf(error));

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * "Your data": the copy of everything held about the claimant (made by the gateway), saved as a
 * file on request, and, beside it and never waiting on it (decision 271), the request to delete
 * it: asked, confirmed, sent, then shown as open and withdrawable until the firm acts on it; or,
 * for an account that may not ask (decision 248), why not. A request the firm refused is shown
 * with its reason, and the claimant may ask again. The gateway calls and the file are supplied by
 * src/.
 */
export const myDataMachine = setup({
  types: {
    context: {} as MyDataContext,
    events: {} as MyDataEvent,
    /** The brand's workspace: the firm the claimant contacts about a failure. */
    input: {} as { workspace: Workspace },
    tags: {} as 'busy' | 'confirming' | 'refused' | 'withdrawing',
  },
  actors: {
    loadMyData: fromPromise<MyData>(notProvided('loadMyData')),
    requestDeletion: fromPromise<DataRequest>(notProvided('requestDeletion')),
    withdrawDeletion: fromPromise<DataRequest>(notProvided('withdrawDeletion')),
  },
  actions: {
    /** Hands the copy to the browser as a file. */
    saveFile: (_, _data: MyData) => {},
  },
  guards: {
    hasOpenDeletion: ({ context }) => context.deletion !== null,
    isRefused: ({ context }) => context.deletionRefusal !== null,
    isRefusal: ({ event }) => refusalOfError((event as { error?: unknown }).error) !== null,
    isNotPending: ({ event }) =>
      reasonOf((event as { error?: unknown }).error) === DATA_DELETION_WITHDRAW_REFUSAL.reason,
  },
}).createMachine({
  id: 'myData',
  context: ({ input }) => ({
    workspace: input.workspace,
    data: null,
    problem: null,
    deletion: null,
    deletionProblem: null,
    deletionRefusal: null,
    closedRequest: null,
  }),
  type: 'parallel',
  states: {
    /** The copy: made by the gateway, which may fail or be limited, without holding up the request. */
    copy: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadMyData',
            onDone: {
              target: 'ready',
              actions: assign({
                data: ({ event }) => event.output,
                // What the claimant has done on this page since is newer than the copy.
                deletion: ({ context, event }) => context.deletion ?? openDeletion(event.output),
                closedRequest: ({ context, event }) => context.closedRequest ?? closedDeletion(event.output),
                deletionRefusal: ({ context, event }) =>
                  context.deletionRefusal ?? deletionRefusalOfCopy(event.output),
                problem: null,
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({ problem: ({ context, event }) => claimantProblemOf(event.error, context) }),
            },
          },
        },
        failed: {
          on: { 'user.retry': 'loading' },
        },
        ready: {
          on: {
            'user.download': {
              actions: { type: 'saveFile', params: ({ context }) => context.data as MyData },
            },
          },
        },
      },
    },
    /** The request to delete: offered from the start, whether or not the copy has loaded. */
    deletion: {
      initial: 'idle',
      states: {
        idle: {
          // Once the copy shows an open request, or an account that may not ask, say so.
          always: [
            { guard: 'hasOpenDeletion', target: 'deletionRequested' },
            { guard: 'isRefused', target: 'deletionRefused' },
          ],
          on: {
            'user.askDeletion': {
              target: 'confirmingDeletion',
              actions: assign({ deletionProblem: null }),
            },
          },
        },
        confirmingDeletion: {
          tags: ['confirming'],
          on: {
            'user.confirmDeletion': 'requestingDeletion',
            'user.cancelDeletion': { target: 'idle', actions: assign({ deletionProblem: null }) },
          },
        },
        requestingDeletion: {
          tags: ['busy', 'confirming'],
          invoke: {
            src: 'requestDeletion',
            onDone: {
              target: 'deletionRequested',
              actions: assign({
                deletion: ({ event }) => event.output,
                deletionProblem: null,
                closedRequest: null,
              }),
            },
            onError: [
              {
                // The gateway's refusal of this account: asking again would be refused again.
                guard: 'isRefusal',
                target: 'deletionRefused',
                actions: assign({
                  deletionRefusal: ({ event }) => refusalOfError(event.error),
                  deletionProblem: null,
                }),
              },
              {
                target: 'confirmingDeletion',
                actions: assign({
                  deletionProblem: ({ context, event }) => claimantProblemOf(event.error, context),
                }),
              },
            ],
          },
        },
        deletionRequested: {
          on: {
            'user.withdrawDeletion': {
              target: 'withdrawingDeletion',
              actions: assign({ deletionProblem: null }),
            },
          },
        },
        withdrawingDeletion: {
          tags: ['busy', 'withdrawing'],
          invoke: {
            src: 'withdrawDeletion',
            onDone: {
              target: 'idle',
              actions: assign({
                deletion: null,
                closedRequest: ({ event }) => event.output,
                deletionProblem: null,
              }),
            },
            onError: [
              {
                // The firm has acted on it meanwhile: it can no longer be withdrawn.
                guard: 'isNotPending',
                target: 'deletionRequested',
                actions: assign({ deletionProblem: DATA_DELETION_WITHDRAW_REFUSAL.message }),
              },
              {
                target: 'deletionRequested',
                actions: assign({
                  deletionProblem: ({ context, event }) => claimantProblemOf(event.error, context),
                }),
              },
            ],
          },
        },
        /** This account may not ask: the page says why, and offers no request. */
        deletionRefused: { tags: ['refused'] },
      },
    },
  },
});
