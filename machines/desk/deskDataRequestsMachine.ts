import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import {
  RefuseDataDeletionRequestSchema,
  type ApproveDataDeletionData,
  type ApproveDataDeletionRequest,
  type ListDataRequestsData,
  type ListDataRequestsRequest,
  type RefuseDataDeletionData,
  type RefuseDataDeletionRequest,
} from '../../contract/deskDataRequests';
import { errorMessage, failureKind } from '../errors';
import { listProblem } from './listErrors';

/** One open request as the desk lists it (listDataRequests). */
export type DeskDataRequest = ListDataRequestsData['requests'][number];

/** Why approving a request did not finish, shown by that request. */
export interface ApprovalProblem {
  requestId: string;
  message: string;
  /** The call failed on the way: "Try again" sends the same approval again. */
  retry: boolean;
}

export interface DeskDataRequestsContext {
  /** The pages read so far, oldest first. */
  requests: DeskDataRequest[];
  /** Where the next page starts, or null when the last page has been read (decision 248). */
  nextCursor: string | null;
  /** The gateway's own message when the requests could not be read. */
  problem: string | null;
  /** Why the next page could not be read; "Show more requests" tries again. */
  moreProblem: string | null;
  /** The request whose approval is waiting for "Yes, delete the data". */
  confirming: string | null;
  /**
   * The approval under way or failed on the way. The request's id is its idempotency key: the
   * gateway carries out an approval once, and approving again answers the same result.
   */
  pending: { requestId: string } | null;
  approvalProblem: ApprovalProblem | null;
  /** What the gateway did for each request approved on this page. */
  approved: Record<string, ApproveDataDeletionData>;
  /**
   * The refusal being written for one request (decision 271): the reason as typed, and why it
   * cannot be sent as it is (the contract's message), shown by its field.
   */
  refusing: { requestId: string; reason: string; error: string | null } | null;
  /** The refusal under way or failed on the way: "Try again" sends the same one again. */
  pendingRefusal: RefuseDataDeletionRequest | null;
  refusalProblem: ApprovalProblem | null;
  /** Each request refused on this page, as the gateway answered it. */
  refused: Record<string, RefuseDataDeletionData>;
}

export type DeskDataRequestsEvent =
  /** "Try again" after the requests could not be read. */
  | { type: 'user.retry' }
  /** "Show more requests": the next page, added below those shown. */
  | { type: 'user.showMore' }
  /** "Approve the deletion" on one request: asks for confirmation first. */
  | { type: 'user.approve'; requestId: string }
  /** "Yes, delete the data" on the confirmation. */
  | { type: 'user.confirmApprove' }
  /** "No, go back" on the confirmation. */
  | { type: 'user.cancelApprove' }
  /** "Try again" after an approval failed on the way. */
  | { type: 'user.retryApprove' }
  /** "Refuse the request" on one request: opens the reason's field. */
  | { type: 'user.refuse'; requestId: string }
  /** The reason typed, as the claimant will read it. */
  | { type: 'user.changeRefusalReason'; reason: string }
  /** "Refuse and tell the claimant": sends the refusal once its reason is given. */
  | { type: 'user.confirmRefuse' }
  /** "Cancel" on the refusal. */
  | { type: 'user.cancelRefuse' }
  /** "Try again" after a refusal failed on the way. */
  | { type: 'user.retryRefuse' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/** A call that failed on the way may be sent again; anything else was the gateway's answer. */
const TRANSIENT = ['network', 'timeout', 'unavailable'];

const UNREADABLE = 'The data requests could not be read. Try again.';
const MORE_UNREADABLE = 'The next requests could not be read. Try again.';

/** The requests shown with a page added: one already shown (approved meanwhile, say) stays as it is. */
function withPage(shown: DeskDataRequest[], page: DeskDataRequest[]): DeskDataRequest[] {
  const known = new Set(shown.map((request) => request.requestId));
  return [...shown, ...page.filter((request) => !known.has(request.requestId))];
}

/**
 * Whether a listed request may be approved or refused here now: the gateway says so, and it is
 * still waiting (not done, refused or withdrawn).
 */
export function canApproveNow(context: DeskDataRequestsContext, requestId: string): boolean {
  const request = context.requests.find((r) => r.requestId === requestId);
  return (
    request !== undefined &&
    request.canApprove &&
    (request.status === 'requested' || request.status === 'approved') &&
    !(requestId in context.approved) &&
    !(requestId in context.refused)
  );
}

/** Why a refusal's reason cannot be sent as typed (the contract's rule), or null when it can. */
export function refusalReasonError(reason: string): string | null {
  const parsed = v.safeParse(RefuseDataDeletionRequestSchema.entries.reason, reason);
  return parsed.success ? null : (parsed.issues[0]?.message ?? 'Say why the request is refused');
}

/** A request as the gateway answered it after an approval or a refusal. */
const withAnswer = (
  requests: DeskDataRequest[],
  requestId: string,
  answer: { request: Partial<DeskDataRequest> },
) =>
  requests.map((request) => (request.requestId === requestId ? { ...request, ...answer.request } : request));

/**
 * The desk's data requests (decisions 184, 214, 248 and 271): the open deletion requests of the
 * staff member's workspaces, a page at a time ("Show more requests" adds the next), each with its
 * one-month due day, approved only after "Are you sure?" or refused with a reason the claimant is
 * told, one at a time; an approval or refusal that failed on the way is offered again for the same
 * request, one the gateway refused shows its message. What the gateway did is kept to show by the
 * request.
 */
export const deskDataRequestsMachine = setup({
  types: {
    context: {} as DeskDataRequestsContext,
    events: {} as DeskDataRequestsEvent,
    tags: {} as 'busy' | 'approving' | 'refusing' | 'loadingMore',
  },
  actors: {
    listDataRequests: fromPromise<ListDataRequestsData, ListDataRequestsRequest>(
      notProvided('listDataRequests'),
    ),
    approveDataDeletion: fromPromise<ApproveDataDeletionData, ApproveDataDeletionRequest>(
      notProvided('approveDataDeletion'),
    ),
    refuseDataDeletion: fromPromise<RefuseDataDeletionData, RefuseDataDeletionRequest>(
      notProvided('refuseDataDeletion'),
    ),
  },
  guards: {
    canApprove: ({ context, event }) =>
      event.type === 'user.approve' && canApproveNow(context, event.requestId),
    isConfirming: ({ context }) => context.confirming !== null,
    hasMore: ({ context }) => context.nextCursor !== null,
    canRetry: ({ context }) => context.approvalProblem?.retry === true && context.pending !== null,
    canRefuse: ({ context, event }) =>
      event.type === 'user.refuse' && canApproveNow(context, event.requestId),
    reasonGiven: ({ context }) =>
      context.refusing !== null && refusalReasonError(context.refusing.reason) === null,
    canRetryRefusal: ({ context }) =>
      context.refusalProblem?.retry === true && context.pendingRefusal !== null,
    isTransient: ({ event }) => TRANSIENT.includes(failureKind((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'deskDataRequests',
  context: {
    requests: [],
    nextCursor: null,
    problem: null,
    moreProblem: null,
    confirming: null,
    pending: null,
    approvalProblem: null,
    approved: {},
    refusing: null,
    pendingRefusal: null,
    refusalProblem: null,
    refused: {},
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'listDataRequests',
        input: {},
        onDone: {
          target: 'ready',
          actions: assign({
            requests: ({ event }) => event.output.requests,
            nextCursor: ({ event }) => event.output.nextCursor,
            problem: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ problem: ({ event }) => listProblem(event.error, UNREADABLE) }),
        },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.approve': {
              guard: 'canApprove',
              target: 'confirming',
              actions: assign({
                confirming: ({ event }) => event.requestId,
                approvalProblem: null,
                pending: null,
              }),
            },
            'user.retryApprove': { guard: 'canRetry', target: 'approving' },
            'user.showMore': { guard: 'hasMore', target: 'loadingMore' },
            'user.refuse': {
              guard: 'canRefuse',
              target: 'writingRefusal',
              actions: assign({
                refusing: ({ event }) => ({ requestId: event.requestId, reason: '', error: null }),
                refusalProblem: null,
                pendingRefusal: null,
              }),
            },
            'user.retryRefuse': { guard: 'canRetryRefusal', target: 'sendingRefusal' },
          },
        },
        /** The reason's field is open by one request (decision 271). */
        writingRefusal: {
          on: {
            'user.changeRefusalReason': {
              actions: assign({
                refusing: ({ context, event }) =>
                  context.refusing && { ...context.refusing, reason: event.reason, error: null },
              }),
            },
            'user.confirmRefuse': [
              {
                guard: 'reasonGiven',
                target: 'sendingRefusal',
                actions: assign({
                  pendingRefusal: ({ context }) => ({
                    requestId: context.refusing!.requestId,
                    reason: context.refusing!.reason.trim(),
                  }),
                }),
              },
              {
                actions: assign({
                  refusing: ({ context }) =>
                    context.refusing && {
                      ...context.refusing,
                      error: refusalReasonError(context.refusing.reason),
                    },
                }),
              },
            ],
            'user.cancelRefuse': { target: 'idle', actions: assign({ refusing: null }) },
          },
        },
        sendingRefusal: {
          tags: ['busy', 'refusing'],
          entry: assign({ refusalProblem: null }),
          invoke: {
            src: 'refuseDataDeletion',
            input: ({ context }) => context.pendingRefusal!,
            onDone: {
              target: 'idle',
              actions: assign({
                refused: ({ context, event }) => ({
                  ...context.refused,
                  [context.pendingRefusal!.requestId]: event.output,
                }),
                requests: ({ context, event }) =>
                  withAnswer(context.requests, context.pendingRefusal!.requestId, event.output),
                pendingRefusal: null,
                refusing: null,
              }),
            },
            onError: [
              {
                guard: 'isTransient',
                target: 'idle',
                actions: assign({
                  refusalProblem: ({ context, event }) => ({
                    requestId: context.pendingRefusal!.requestId,
                    message: errorMessage(event.error),
                    retry: true,
                  }),
                }),
              },
              {
                target: 'idle',
                actions: assign({
                  refusalProblem: ({ context, event }) => ({
                    requestId: context.pendingRefusal!.requestId,
                    message: errorMessage(event.error),
                    retry: false,
                  }),
                  pendingRefusal: null,
                  refusing: null,
                }),
              },
            ],
          },
        },
        loadingMore: {
          tags: ['busy', 'loadingMore'],
          entry: assign({ moreProblem: null }),
          invoke: {
            src: 'listDataRequests',
            input: ({ context }) => ({ cursor: context.nextCursor! }),
            onDone: {
              target: 'idle',
              actions: assign({
                requests: ({ context, event }) => withPage(context.requests, event.output.requests),
                nextCursor: ({ event }) => event.output.nextCursor,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({ moreProblem: ({ event }) => listProblem(event.error, MORE_UNREADABLE) }),
            },
          },
        },
        confirming: {
          on: {
            'user.approve': {
              guard: 'canApprove',
              actions: assign({ confirming: ({ event }) => event.requestId }),
            },
            'user.cancelApprove': { target: 'idle', actions: assign({ confirming: null }) },
            'user.confirmApprove': {
              guard: 'isConfirming',
              target: 'approving',
              actions: assign({
                pending: ({ context }) => ({ requestId: context.confirming! }),
                confirming: null,
              }),
            },
          },
        },
        approving: {
          tags: ['busy', 'approving'],
          entry: assign({ approvalProblem: null }),
          invoke: {
            src: 'approveDataDeletion',
            input: ({ context }) => ({ requestId: context.pending!.requestId }),
            onDone: {
              target: 'idle',
              actions: assign({
                approved: ({ context, event }) => ({
                  ...context.approved,
                  [context.pending!.requestId]: event.output,
                }),
                requests: ({ context, event }) =>
                  withAnswer(context.requests, context.pending!.requestId, event.output),
                pending: null,
              }),
            },
            onError: [
              {
                guard: 'isTransient',
                target: 'idle',
                actions: assign({
                  approvalProblem: ({ context, event }) => ({
                    requestId: context.pending!.requestId,
                    message: errorMessage(event.error),
                    retry: true,
                  }),
                }),
              },
              {
                target: 'idle',
                actions: assign({
                  approvalProblem: ({ context, event }) => ({
                    requestId: context.pending!.requestId,
                    message: errorMessage(event.error),
                    retry: false,
                  }),
                  pending: null,
                }),
              },
            ],
          },
        },
      },
    },
  },
});
