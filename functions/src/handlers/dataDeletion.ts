import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import type { CallContext } from '../context.js';
import {
  DATA_REQUESTS,
  dataRequestOf,
  deletionRequestId,
  storedDataRequest,
  type StoredDataRequest,
} from '../claims/dataRequests.js';
import { deleteSignInAccount, eraseAccountData } from '../claims/erasure.js';
import { parsePayload } from '../lib/errors.js';
import { rateLimited } from '../lib/outcomes.js';
import { HOUR, readLimits } from '../lib/rateLimit.js';
import { RETENTION, expiresAfter } from '../lib/retention.js';
import { auditRecord, writeAudit } from '../desk/audit.js';
import { requireStaff, type StaffCaller } from '../desk/access.js';
import { WorkspaceSchema, type Workspace } from '../../../contract/firms.js';
import {
  ApproveDataDeletionRequestSchema,
  ListDataRequestsRequestSchema,
  RequestDataDeletionRequestSchema,
} from '../../../contract/myData.js';
import type {
  ApproveDataDeletionData,
  ListDataRequestsData,
  RequestDataDeletionData,
} from '../../../contract/myData.js';
import type { ClaimStatus } from '../../../contract/responses.js';

/** The workspace a stored claim belongs to: claims from before it was recorded are the default one's. */
const workspaceOf = (data: unknown): Workspace => {
  const parsed = v.safeParse(WorkspaceSchema, (data as { workspace?: unknown } | undefined)?.workspace);
  return parsed.success ? parsed.output : 'Redress';
};

function requestNotFound(): HttpsError {
  // A request outside the caller's workspaces is answered as a missing one.
  return new HttpsError('not-found', 'No data request with this requestId is open to you.', {
    reason: 'data-request',
  });
}

/**
 * The caller as the desk knows them (a staff role and a second factor in this sign-in), or the
 * desk's refusal for anyone else, before anything is read (decision 178).
 */
function staffOf(ctx: CallContext): StaffCaller {
  return requireStaff(ctx);
}

/**
 * Extension (decision 184): the caller asks the firm to delete their data. One request per
 * account: asking again answers the one already open. It names the workspaces of the claimant's
 * claims (or the branding asked from, with none), so it reaches those teams at the desk.
 */
export async function requestDataDeletion(data: unknown, { uid, deps }: CallContext) {
  const { workspace } = parsePayload(RequestDataDeletionRequestSchema, data);
  const { db, now, limits } = deps;
  const ref = db.collection(DATA_REQUESTS).doc(deletionRequestId(uid));
  const outcome = await db.runTransaction(async (tx) => {
    const t = now();
    const existing = await tx.get(ref);
    const claims = await tx.get(db.collection('claims').where('uid', '==', uid));
    const counters = await readLimits(
      db,
      tx,
      [{ key: `deletion-uid-${uid}`, limit: limits.deletionRequestsPerUserPerHour, windowMs: HOUR }],
      t,
    );
    if (counters.refusal) return { kind: 'refused', refusal: counters.refusal } as const;
    counters.commit();
    if (existing.exists) return { kind: 'open', request: storedDataRequest(existing) } as const;
    const workspaces = [...new Set(claims.docs.map((claim) => workspaceOf(claim.data())))];
    const request: StoredDataRequest = {
      uid,
      kind: 'deletion',
      status: 'requested',
      requestedAt: t,
      workspaces: workspaces.length > 0 ? workspaces : [workspace],
      claimIds: claims.docs.map((claim) => claim.id),
    };
    tx.create(ref, request);
    return { kind: 'open', request } as const;
  });
  if (outcome.kind === 'refused') throw rateLimited('requests to delete your data', outcome.refusal);
  const result: RequestDataDeletionData = { request: dataRequestOf(ref.id, outcome.request) };
  return { data: result };
}

/**
 * Extension (decision 184), for the firm's staff: a case handler or supervisor approves a
 * deletion request of a claimant all of whose claims are in their workspaces. The approval is in
 * the audit log; then everything but the signed claims' case record is removed, the sign-in
 * account deleted and the request marked completed. Approving a request again finishes one that
 * stopped half-way, and answers a completed one as it was.
 */
export async function approveDataDeletion(data: unknown, ctx: CallContext) {
  const staff = staffOf(ctx);
  const { requestId } = parsePayload(ApproveDataDeletionRequestSchema, data);
  const { db, now } = ctx.deps;
  const ref = db.collection(DATA_REQUESTS).doc(requestId);

  const approved = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw requestNotFound();
    const request = storedDataRequest(snapshot);
    const claims = await tx.get(db.collection('claims').where('uid', '==', request.uid));
    const workspaces = new Set<Workspace>([
      ...request.workspaces,
      ...claims.docs.map((claim) => workspaceOf(claim.data())),
    ]);
    if (![...workspaces].every((workspace) => staff.workspaces.includes(workspace))) throw requestNotFound();
    if (request.status !== 'requested') return request;
    const t = now();
    const next: StoredDataRequest = { ...request, status: 'approved', approvedAt: t };
    tx.update(ref, { status: next.status, approvedAt: t });
    writeAudit(
      db,
      auditRecord(staff, t, {
        action: 'dataRequest.approve',
        workspaces: [...workspaces],
        details: { requestId, subjectUid: request.uid, claimIds: claims.docs.map((claim) => claim.id) },
      }),
      tx,
    );
    return next;
  });

  const done = approved.status === 'completed';
  const erased = await eraseAccountData(db, approved.uid, now());
  const account = done ? false : await deleteSignInAccount(approved.uid);
  const completedAt = approved.completedAt ?? now();
  if (!done) {
    await ref.update({
      status: 'completed',
      completedAt,
      // The record that the request was met holds nothing but the account's id; it is kept as long
      // as the firm's case records.
      expireAt: expiresAfter(completedAt, RETENTION.dataRequestMs),
    });
  }
  const result: ApproveDataDeletionData = {
    request: dataRequestOf(requestId, { ...approved, status: 'completed', completedAt }),
    kept: { signedClaims: erased.signedClaims },
    removed: {
      account,
      profile: erased.profile,
      unsignedClaims: erased.unsignedClaims,
      savedJourney: erased.savedJourney,
      emails: erased.emails,
    },
  };
  return { data: result };
}

/**
 * Extension (decision 184), for the firm's staff: the open data requests that touch the caller's
 * workspaces, oldest first, with the claimant's claims in those workspaces to open at the desk.
 */
export async function listDataRequests(data: unknown, ctx: CallContext) {
  const staff = staffOf(ctx);
  parsePayload(ListDataRequestsRequestSchema, data);
  const { db } = ctx.deps;
  const open = await db
    .collection(DATA_REQUESTS)
    .where('status', 'in', ['requested', 'approved'])
    .orderBy('requestedAt')
    .limit(200)
    .get();
  const mine = open.docs.filter((doc) =>
    storedDataRequest(doc).workspaces.some((workspace) => staff.workspaces.includes(workspace)),
  );
  const requests = await Promise.all(
    mine.map(async (doc) => {
      const request = storedDataRequest(doc);
      const claims = await db.collection('claims').where('uid', '==', request.uid).get();
      const workspaces = new Set<Workspace>([
        ...request.workspaces,
        ...claims.docs.map((claim) => workspaceOf(claim.data())),
      ]);
      return {
        ...dataRequestOf(doc.id, request),
        workspaces: [...workspaces],
        claims: claims.docs
          .filter((claim) => staff.workspaces.includes(workspaceOf(claim.data())))
          .map((claim) => ({
            claimId: claim.id,
            reference: (claim.get('submission.reference') as string | undefined) ?? null,
            status: claim.get('status') as ClaimStatus,
          })),
        canApprove: [...workspaces].every((workspace) => staff.workspaces.includes(workspace)),
      };
    }),
  );
  const result: ListDataRequestsData = { requests };
  return { data: result };
}
