import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import type { CallContext } from '../context.js';
import {
  DATA_REQUESTS,
  dataRequestOf,
  deletionRequestId,
  openRequestsPage,
  requestWorkspace,
  storedDataRequest,
  type StoredDataRequest,
} from '../claims/dataRequests.js';
import type { Deps } from '../context.js';
import {
  deletionDoneMail,
  deletionMailId,
  deletionReceivedMail,
  deletionRefusedMail,
} from '../mail/dataDeletion.js';
import { yourClaimsLink } from '../mail/yourClaimsLink.js';
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
  DATA_DELETION_WITHDRAW_REFUSAL,
  dataDeletionRefusal,
  deletionDueOn,
  isDeletionOverdue,
  type DataDeletionRefusal,
} from '../../../contract/dataRights.js';
import {
  ApproveDataDeletionRequestSchema,
  DATA_REQUESTS_PAGE_SIZE,
  ListDataRequestsRequestSchema,
  RefuseDataDeletionRequestSchema,
  type ApproveDataDeletionData,
  type ListDataRequestsData,
  type RefuseDataDeletionData,
} from '../../../contract/deskDataRequests.js';
import {
  RequestDataDeletionRequestSchema,
  WithdrawDataDeletionRequestSchema,
  type RequestDataDeletionData,
  type WithdrawDataDeletionData,
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

/** A request the claimant may make again: one they withdrew, or one the desk refused (decision 271). */
const CLOSED_WITHOUT_DELETING: readonly StoredDataRequest['status'][] = ['withdrawn', 'refused'];

/** Newest first, by when the claim was made: the request names the brand of the newest first. */
const newestFirst = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) =>
  Number(b.get('createdAt') ?? 0) - Number(a.get('createdAt') ?? 0);

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

/** What each email about a request carries: whose, where it goes, the brand, the link to Your claims. */
function mailInput(request: StoredDataRequest, requestId: string, email: string) {
  const workspace = requestWorkspace(request);
  return {
    uid: request.uid,
    email,
    requestId,
    workspace,
    requestedAt: request.requestedAt,
    yourClaims: yourClaimsLink(workspace),
  };
}

type MailDeps = Pick<Deps, 'providers'>;

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
    const before = existing.exists ? storedDataRequest(existing) : null;
    if (before && !CLOSED_WITHOUT_DELETING.includes(before.status)) {
      return { kind: 'open', request: before } as const;
    }
    const refusal = dataDeletionRefusal({ hasEmail: true, claims: claims.size });
    if (refusal) return { kind: 'refused', refusal } as const;
    const mine = [...claims.docs].sort(newestFirst);
    const request: StoredDataRequest = {
      uid,
      kind: 'deletion',
      status: 'requested',
      requestedAt: t,
      workspaces: [...new Set(mine.map((claim) => workspaceOf(claim.data())))],
      claimIds: mine.map((claim) => claim.id),
    };
    // A request withdrawn or refused is replaced by the new one (its refusal stays in the audit log).
    tx.set(ref, request);
    return { kind: 'open', request } as const;
  });
  if (outcome.kind === 'limited') throw rateLimited('requests to delete your data', outcome.refusal);
  if (outcome.kind === 'refused') throw deletionRefused(outcome.refusal);
  if (outcome.request.status === 'requested') {
    // Queued once a request (its id is the request's and its time): a retried call sends nothing new.
    await deps.providers.mail.send(
      deletionReceivedMail(mailInput(outcome.request, ref.id, ctx.caller.token?.email as string)),
    );
  }
  const result: RequestDataDeletionData = { request: dataRequestOf(ref.id, outcome.request) };
  return { data: result };
}

function notPending(): HttpsError {
  const { reason, message } = DATA_DELETION_WITHDRAW_REFUSAL;
  return new HttpsError('failed-precondition', message, { reason });
}

/**
 * Extension (decision 271): the caller withdraws their deletion request while the desk has not
 * acted on it; it leaves the desk's queue, and asking again makes a new one. Withdrawing again
 * answers the request as withdrawn; one approved, done or refused cannot be withdrawn.
 */
export async function withdrawDataDeletion(data: unknown, ctx: CallContext) {
  parsePayload(WithdrawDataDeletionRequestSchema, data);
  const { db, now } = ctx.deps;
  const ref = db.collection(DATA_REQUESTS).doc(deletionRequestId(ctx.uid));
  const request = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notPending();
    const stored = storedDataRequest(snapshot);
    if (stored.status === 'withdrawn') return stored;
    if (stored.status !== 'requested') throw notPending();
    const t = now();
    tx.update(ref, {
      status: 'withdrawn',
      withdrawnAt: t,
      expireAt: expiresAfter(t, RETENTION.dataRequestMs),
    });
    return { ...stored, status: 'withdrawn', withdrawnAt: t } satisfies StoredDataRequest;
  });
  const result: WithdrawDataDeletionData = { request: dataRequestOf(ref.id, request) };
  return { data: result };
}

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
