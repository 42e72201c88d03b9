import { assign, fromPromise, setup } from 'xstate';
import {
  dataDeletionRefusal,
  dataDeletionRefusalOf,
  type DataDeletionRefusal,
} from '../../contract/dataRights';
import type { DataRequest, MyData } from '../../contract/myData';

export interface MyDataContext {
  /** The copy the gateway made: the page shows it and the file is saved from it. */
  data: MyData | null;
  /** Why the copy could not be made, for the claimant. */
  problem: string | null;
  /** The claimant's open request to delete their data, once there is one. */
  deletion: DataRequest | null;
  /** Why the last request to delete could not be sent, for the claimant. */
  deletionProblem: string | null;
  /**
   * Why this account may not ask (decision 248): a guest session, or no claim. Read from the copy,
   * or from the gateway's refusal; the page says it in the contract's words instead of offering
   * a request the gateway would refuse.
   */
  deletionRefusal: DataDeletionRefusal | null;
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
  | { type: 'user.cancelDeletion' };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';

/** The open deletion request in a copy, if any. */
export function openDeletion(data: MyData): DataRequest | null {
  return (
    data.dataRequests.find((request) => request.kind === 'deletion' && request.status !== 'completed') ?? null
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

/** The refusal a failed request names (`reason`), when it is one the page explains. */
const refusalOfError = (error: unknown): DataDeletionRefusal | null =>
  dataDeletionRefusalOf(
    typeof error === 'object' && error !== null ? (error as { reason?: unknown }).reason : null,
  );

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * "Your data": the copy of everything held about the claimant (made by the gateway), saved as a
 * file on request, and the request to delete it: asked, confirmed, sent, then shown as open; or,
 * for an account that may not ask (decision 248), why not. The gateway calls and the file are
 * supplied by src/.
 */
export const myDataMachine = setup({
  types: {
    context: {} as MyDataContext,
    events: {} as MyDataEvent,
    tags: {} as 'busy' | 'confirming' | 'refused',
  },
  actors: {
    loadMyData: fromPromise<MyData>(notProvided('loadMyData')),
    requestDeletion: fromPromise<DataRequest>(notProvided('requestDeletion')),
  },
  actions: {
    /** Hands the copy to the browser as a file. */
    saveFile: (_, _data: MyData) => {},
  },
  guards: {
    hasOpenDeletion: ({ context }) => context.deletion !== null,
    isRefused: ({ context }) => context.deletionRefusal !== null,
    isRefusal: ({ event }) => refusalOfError((event as { error?: unknown }).error) !== null,
  },
}).createMachine({
  id: 'myData',
  context: { data: null, problem: null, deletion: null, deletionProblem: null, deletionRefusal: null },
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
            deletion: ({ event }) => openDeletion(event.output),
            deletionRefusal: ({ event }) => deletionRefusalOfCopy(event.output),
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
      on: {
        'user.download': {
          actions: { type: 'saveFile', params: ({ context }) => context.data as MyData },
        },
      },
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'hasOpenDeletion', target: 'deletionRequested' },
            { guard: 'isRefused', target: 'deletionRefused' },
            { target: 'idle' },
          ],
        },
        idle: {
          on: {
            'user.askDeletion': { target: 'confirmingDeletion', actions: assign({ deletionProblem: null }) },
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
              actions: assign({ deletion: ({ event }) => event.output, deletionProblem: null }),
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
                actions: assign({ deletionProblem: ({ event }) => messageOf(event.error) }),
              },
            ],
          },
        },
        deletionRequested: {},
        /** This account may not ask: the page says why, and offers no request. */
        deletionRefused: { tags: ['refused'] },
      },
    },
  },
});
