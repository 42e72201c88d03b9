// The desk's side of data deletion (decisions 184, 248, 271): listing the requests, approving and
// refusing them. The claimant's side, asking and withdrawing, is in dataDeletion.ts.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallContext } from '../context.js';
import {
  DATA_REQUESTS,
  dataRequestOf,
  openRequestsPage,
  storedDataRequest,
  type StoredDataRequest,
} from '../claims/dataRequests.js';
import type { Deps } from '../context.js';
import { deletionDoneMail, deletionMailId, deletionRefusedMail } from '../mail/dataDeletion.js';
import { deleteSignInAccount, eraseAccountData } from '../claims/erasure.js';
import { parsePayload } from '../lib/errors.js';
import { RETENTION, expiresAfter } from '../lib/retention.js';
import { auditRecord, writeAudit } from '../desk/audit.js';
import { requireStaff, type StaffCaller } from '../desk/access.js';
import { decodeCursor, encodeCursor, queryFingerprint } from '../desk/cursor.js';
import type { Workspace } from '../../../contract/firms.js';
import { deletionDueOn, isDeletionOverdue } from '../../../contract/dataRights.js';
import {
  ApproveDataDeletionRequestSchema,
  DATA_REQUESTS_PAGE_SIZE,
  ListDataRequestsRequestSchema,
  RefuseDataDeletionRequestSchema,
  type ApproveDataDeletionData,
  type ListDataRequestsData,
  type RefuseDataDeletionData,
} from '../../../contract/deskDataRequests.js';
import type { ClaimStatus } from '../../../contract/responses.js';
import { mailInput, newestFirst, workspaceOf } from './dataDeletion.js';

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
 * The address to write to about a request: the sign-in account's, or, once it is gone (a deletion
 * that stopped half-way), the one a signed claim was made with. Null when neither is known.
 */
async function addressOf(db: Firestore, uid: string): Promise<string | null> {
  const { getAuth } = await import('firebase-admin/auth');
  const user = await getAuth()
    .getUser(uid)
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
      throw error;
    });
  if (user?.email) return user.email;
  const claims = await db.collection('claims').where('uid', '==', uid).get();
  const signed = claims.docs.sort(newestFirst).find((claim) => claim.get('submission') !== undefined);
  const email: unknown = signed?.get('applicant.email');
  return typeof email === 'string' && email !== '' ? email : null;
}

type MailDeps = Pick<Deps, 'providers'>;

function notOpen(): HttpsError {
  return new HttpsError(
    'failed-precondition',
    'This request is no longer waiting for the desk: it was approved, withdrawn or done. Reload the list.',
    { reason: 'data-request-not-open' },
  );
}

/** The claimant's claims and the workspaces of the request and of them: who may act on it. */
async function requestWorkspaces(
  tx: FirebaseFirestore.Transaction,
  db: Firestore,
  request: StoredDataRequest,
) {
  const claims = await tx.get(db.collection('claims').where('uid', '==', request.uid));
  const workspaces = new Set<Workspace>([
    ...request.workspaces,
    ...claims.docs.map((claim) => workspaceOf(claim.data())),
  ]);
  return { claims, workspaces: [...workspaces] };
}

/**
 * Extension (decision 271), for the firm's staff: a case handler or supervisor of every one of the
 * claimant's workspaces refuses a deletion request still waiting, with a reason the claimant is
 * emailed and shown on Your data. The refusal is in the audit log, as an approval is (the reason
 * is not: it is the claimant's, and kept with the request). Refusing again answers it as refused.
 */
export async function refuseDataDeletion(data: unknown, ctx: CallContext) {
  const staff = staffOf(ctx);
  const { requestId, reason } = parsePayload(RefuseDataDeletionRequestSchema, data);
  const { db, now } = ctx.deps;
  const ref = db.collection(DATA_REQUESTS).doc(requestId);
  const outcome = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw requestNotFound();
    const request = storedDataRequest(snapshot);
    const { claims, workspaces } = await requestWorkspaces(tx, db, request);
    if (!workspaces.every((workspace) => staff.workspaces.includes(workspace))) throw requestNotFound();
    if (request.status === 'refused') return { request, fresh: false };
    if (request.status !== 'requested') throw notOpen();
    const t = now();
    tx.update(ref, {
      status: 'refused',
      refusedAt: t,
      refusalReason: reason,
      expireAt: expiresAfter(t, RETENTION.dataRequestMs),
    });
    writeAudit(
      db,
      auditRecord(staff, t, {
        action: 'dataRequest.refuse',
        workspaces,
        details: { requestId, subjectUid: request.uid, claimIds: claims.docs.map((claim) => claim.id) },
      }),
      tx,
    );
    const refused: StoredDataRequest = { ...request, status: 'refused', refusedAt: t, refusalReason: reason };
    return { request: refused, fresh: true };
  });
  const { request } = outcome;
  if (outcome.fresh) await tellRefused(db, ctx.deps, requestId, request);
  const result: RefuseDataDeletionData = { request: dataRequestOf(requestId, request) };
  return { data: result };
}

/** Emails the claimant the desk's refusal and its reason, to the account's address. */
async function tellRefused(db: Firestore, deps: MailDeps, requestId: string, request: StoredDataRequest) {
  const email = await addressOf(db, request.uid);
  if (email === null || request.refusedAt === undefined || request.refusalReason === undefined) return;
  await deps.providers.mail.send(
    deletionRefusedMail({
      ...mailInput(request, requestId, email),
      refusedAt: request.refusedAt,
      reason: request.refusalReason,
    }),
  );
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
    if (request.status === 'withdrawn' || request.status === 'refused') throw notOpen();
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
  const doneMailId = deletionMailId('done', requestId, approved.requestedAt);
  const erased = await eraseAccountData(db, approved.uid, now(), [doneMailId]);
  const completedAt = approved.completedAt ?? now();
  if (!done) {
    // Written before the sign-in account goes, which holds the address (decision 271).
    const email = await addressOf(db, approved.uid);
    if (email !== null) {
      await ctx.deps.providers.mail.send(
        deletionDoneMail({ ...mailInput(approved, requestId, email), completedAt }),
      );
    }
  }
  const account = done ? false : await deleteSignInAccount(approved.uid);
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
  at: number,
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
    dueOn: deletionDueOn(request.requestedAt),
    overdue: isDeletionOverdue(request.requestedAt, at),
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
  const at = now();
  const requests = await Promise.all(page.docs.map((doc) => listedRequest(db, staff, doc, at)));
  const last = page.docs.at(-1);
  const result: ListDataRequestsData = {
    requests,
    nextCursor:
      page.more && last ? encodeCursor(storedDataRequest(last).requestedAt, last.id, fingerprint) : null,
  };
  await writeAudit(
    db,
    auditRecord(staff, at, {
      action: 'dataRequests.list',
      workspaces: staff.workspaces,
      details: { page: cursor ? 'next' : 'first', results: requests.length },
    }),
  );
  return { data: result };
}
