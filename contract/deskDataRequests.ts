// The desk's operations on claimants' data requests (decisions 184, 248 and 271): listing the queue
// with each request's due date, approving a deletion and refusing one with a reason. Apart from myData.ts, which the claimant's "Your data" page loads: that page
// carries none of them.
import * as v from 'valibot';
import { DELETION_REFUSAL_REASON_MAX } from './dataRights.js';
import { DataRequestSchema } from './myData.js';
import { ClaimStatusSchema } from './responses.js';

/** A data request's id, as requestDataDeletion answered it and listDataRequests lists it. */
export const DataRequestIdSchema = v.pipe(
  v.string('requestId must be a string'),
  v.regex(/^deletion-[A-Za-z0-9_-]{1,128}$/, 'requestId must be a data request’s id, like deletion-…'),
);

/** approveDataDeletion (extension, staff): a handler approves a claimant's deletion request. */
export const ApproveDataDeletionRequestSchema = v.object({ requestId: DataRequestIdSchema });
export type ApproveDataDeletionRequest = v.InferInput<typeof ApproveDataDeletionRequestSchema>;

/**
 * refuseDataDeletion (extension, staff, decision 271): a handler refuses a claimant's deletion
 * request, saying why in words the claimant is sent and shown (when their identity is in doubt,
 * for example). Surrounding spaces are not kept.
 */
export const RefuseDataDeletionRequestSchema = v.object({
  requestId: DataRequestIdSchema,
  reason: v.pipe(
    v.string('Say why the request is refused'),
    v.trim(),
    v.nonEmpty('Say why the request is refused: the claimant is sent these words'),
    v.maxLength(DELETION_REFUSAL_REASON_MAX, `Say why in ${DELETION_REFUSAL_REASON_MAX} characters or fewer`),
  ),
});
export type RefuseDataDeletionRequest = v.InferInput<typeof RefuseDataDeletionRequestSchema>;

/** refuseDataDeletion (extension, staff): the request as refused, with its reason. */
export const RefuseDataDeletionDataSchema = v.object({ request: DataRequestSchema });
export type RefuseDataDeletionData = v.InferOutput<typeof RefuseDataDeletionDataSchema>;

/** How many requests a page of listDataRequests holds (decision 248). */
export const DATA_REQUESTS_PAGE_SIZE = 25;

const NEXT_PAGE_MESSAGE = 'cursor must be the nextCursor of the page before';

/**
 * listDataRequests (extension, staff): a page of the open data requests of the caller's
 * workspaces; the next page with the `nextCursor` of the one before.
 */
export const ListDataRequestsRequestSchema = v.object({
  cursor: v.optional(
    v.pipe(v.string(NEXT_PAGE_MESSAGE), v.regex(/^[A-Za-z0-9_-]{1,600}$/, NEXT_PAGE_MESSAGE)),
  ),
});
export type ListDataRequestsRequest = v.InferInput<typeof ListDataRequestsRequestSchema>;

/**
 * approveDataDeletion (extension, staff): the request once carried out, and what was done: the
 * signed claims kept (with what the firm keeps), and what was removed.
 */
export const ApproveDataDeletionDataSchema = v.object({
  request: DataRequestSchema,
  kept: v.object({ signedClaims: v.array(v.string()) }),
  removed: v.object({
    account: v.boolean(),
    profile: v.boolean(),
    unsignedClaims: v.number(),
    savedJourney: v.boolean(),
    emails: v.number(),
  }),
});
export type ApproveDataDeletionData = v.InferOutput<typeof ApproveDataDeletionDataSchema>;

/**
 * listDataRequests (extension, staff): a page of the open requests filed under the caller's
 * workspaces, oldest first, and the cursor of the next page (null on the last).
 */
export const ListDataRequestsDataSchema = v.object({
  requests: v.array(
    v.object({
      ...DataRequestSchema.entries,
      /**
       * The last day to deal with it, YYYY-MM-DD: one calendar month from receipt
       * (contract/dataRights.ts, deletionDueOn; decision 271).
       */
      dueOn: v.pipe(v.string(), v.isoDate()),
      /** Whether its due day had passed when the page was read (isDeletionOverdue): the desk flags it. */
      overdue: v.boolean(),
      /** Those of the request's workspaces (its own and its claims') that the caller was granted. */
      workspaces: v.array(v.string()),
      /** The claimant's claims in the caller's workspaces, to open at the desk. */
      claims: v.array(
        v.object({ claimId: v.string(), reference: v.nullable(v.string()), status: ClaimStatusSchema }),
      ),
      /**
       * Whether every claim of the claimant is in the caller's workspaces, so the caller may approve
       * or refuse it.
       */
      canApprove: v.boolean(),
    }),
  ),
  /** Send back as `cursor` for the next page; null on the last page. */
  nextCursor: v.nullable(v.string()),
});
export type ListDataRequestsData = v.InferOutput<typeof ListDataRequestsDataSchema>;
