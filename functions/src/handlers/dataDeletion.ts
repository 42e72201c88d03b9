import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import type { CallContext } from '../context.js';
import {
  DATA_REQUESTS,
  dataRequestOf,
  deletionRequestId,
  openRequestsPage,
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
import { decodeCursor, encodeCursor, queryFingerprint } from '../desk/cursor.js';
import { emailNotConfirmed } from '../dispatch.js';
import { WorkspaceSchema, type Workspace } from '../../../contract/firms.js';
import {
  DATA_DELETION_REFUSALS,
  dataDeletionRefusal,
  type DataDeletionRefusal,
} from '../../../contract/dataRights.js';
import {
  ApproveDataDeletionRequestSchema,
  DATA_REQUESTS_PAGE_SIZE,
  ListDataRequestsRequestSchema,
  type ApproveDataDeletionData,
  type ListDataRequestsData,
} from '../../../contract/deskDataRequests.js';
import { RequestDataDeletionRequestSchema, type RequestDataDeletionData } from '../../../contract/myData.js';
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
 * The refusal of an account that may not ask (decision 248), in the claimant's words: a guest
 * session has no email address, and an account with no claim has nothing of a claim to delete.
 */
function deletionRefused(refusal: DataDeletionRefusal): HttpsError {
  const { reason, message } = DATA_DELETION_REFUSALS[refusal];
  return new HttpsError(refusal === 'noEmail' ? 'permission-denied' : 'failed-precondition', message, {
    reason,
  });
}

/** Whether the caller's token names an email address (a guest session's names none). */
const hasEmail = (ctx: CallContext) =>
  ctx.caller.signInProvider !== 'anonymous' && typeof ctx.caller.token?.email === 'string';

/**
 * Extension (decisions 184, 248): the caller asks the firm to delete their data. Only an account
 * with an email address, confirmed, and a claim may ask; the request names the workspaces of the
 * caller's own claims (never anything the caller sends), so it reaches those teams at the desk.
 * One request per account: asking again answers the one already open.
 */
export async function requestDataDeletion(data: unknown, ctx: CallContext) {
  const { uid, deps } = ctx;
  // Accepted for the app's earlier versions, which send the branding asked from; never read.
  parsePayload(RequestDataDeletionRequestSchema, data);
  // Refused before anything is read or counted: a guest session may be made by anyone, at will.
  if (!hasEmail(ctx)) throw deletionRefused('noEmail');
  if (!ctx.caller.emailVerified) throw emailNotConfirmed();
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
    if (counters.refusal) return { kind: 'limited', refusal: counters.refusal } as const;
    counters.commit();
    if (existing.exists) return { kind: 'open', request: storedDataRequest(existing) } as const;
    const refusal = dataDeletionRefusal({ hasEmail: true, claims: claims.size });
    if (refusal) return { kind: 'refused', refusal } as const;
    const request: StoredDataRequest = {
      uid,
      kind: 'deletion',
      status: 'requested',
      requestedAt: t,
      workspaces: [...new Set(claims.docs.map((claim) => workspaceOf(claim.data())))],
      claimIds: claims.docs.map((claim) => claim.id),
    };
    tx.create(ref, request);
    return { kind: 'open', request } as const;
  });
  if (outcome.kind === 'limited') throw rateLimited('requests to delete your data', outcome.refusal);
  if (outcome.kind === 'refused') throw deletionRefused(outcome.refusal);
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
 * A listed request as the caller may see it: its workspaces and claims only those the caller was
 * granted, and whether every one of them is (the caller may then approve it).
 */
async function listedRequest(
  db: Firestore,
  staff: StaffCaller,
  doc: QueryDocumentSnapshot,
): Promise<ListDataRequestsData['requests'][number]> {
  const request = storedDataRequest(doc);
  const claims = await db.collection('claims').where('uid', '==', request.uid).get();
  const workspaces = new Set<Workspace>([
    ...request.workspaces,
    ...claims.docs.map((claim) => workspaceOf(claim.data())),
  ]);
  const granted = (workspace: Workspace) => staff.workspaces.includes(workspace);
  return {
    ...dataRequestOf(doc.id, request),
    workspaces: [...workspaces].filter(granted),
    claims: claims.docs
      .filter((claim) => granted(workspaceOf(claim.data())))
      .map((claim) => ({
        claimId: claim.id,
        reference: (claim.get('submission.reference') as string | undefined) ?? null,
        status: claim.get('status') as ClaimStatus,
      })),
    canApprove: [...workspaces].every(granted),
  };
}

/**
 * Extension (decisions 184, 248), for the firm's staff: the open data requests filed under the
 * caller's workspaces, oldest first, a page at a time (each workspace read on its own, so requests
 * of others never push theirs off a page), with the claimant's claims in those workspaces to open
 * at the desk. Every page read is in the audit log with the workspaces it covered and its count.
 */
export async function listDataRequests(data: unknown, ctx: CallContext) {
  const staff = staffOf(ctx);
  const { cursor } = parsePayload(ListDataRequestsRequestSchema, data);
  const { db, now } = ctx.deps;
  const fingerprint = queryFingerprint({ list: DATA_REQUESTS, workspaces: [...staff.workspaces].sort() });
  const after = cursor ? decodeCursor(cursor, fingerprint) : null;
  const page = await openRequestsPage(db, staff.workspaces, after, DATA_REQUESTS_PAGE_SIZE);
  const requests = await Promise.all(page.docs.map((doc) => listedRequest(db, staff, doc)));
  const last = page.docs.at(-1);
  const result: ListDataRequestsData = {
    requests,
    nextCursor:
      page.more && last ? encodeCursor(storedDataRequest(last).requestedAt, last.id, fingerprint) : null,
  };
  await writeAudit(
    db,
    auditRecord(staff, now(), {
      action: 'dataRequests.list',
      workspaces: staff.workspaces,
      details: { page: cursor ? 'next' : 'first', results: requests.length },
    }),
  );
  return { data: result };
}
