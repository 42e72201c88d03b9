import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import type { CallContext } from '../context.js';
import {
  DATA_REQUESTS,
  dataRequestOf,
  deletionRequestId,
  requestWorkspace,
  storedDataRequest,
  type StoredDataRequest,
} from '../claims/dataRequests.js';
import { deletionReceivedMail } from '../mail/dataDeletion.js';
import { yourClaimsLink } from '../mail/yourClaimsLink.js';
import { parsePayload } from '../lib/errors.js';
import { rateLimited } from '../lib/outcomes.js';
import { HOUR, readLimits } from '../lib/rateLimit.js';
import { RETENTION, expiresAfter } from '../lib/retention.js';
import { emailNotConfirmed } from '../dispatch.js';
import { WorkspaceSchema, type Workspace } from '../../../contract/firms.js';
import {
  DATA_DELETION_REFUSALS,
  DATA_DELETION_WITHDRAW_REFUSAL,
  dataDeletionRefusal,
  type DataDeletionRefusal,
} from '../../../contract/dataRights.js';
import {
  RequestDataDeletionRequestSchema,
  WithdrawDataDeletionRequestSchema,
  type RequestDataDeletionData,
  type WithdrawDataDeletionData,
} from '../../../contract/myData.js';

/** The workspace a stored claim belongs to: claims from before it was recorded are the default one's. */
export const workspaceOf = (data: unknown): Workspace => {
  const parsed = v.safeParse(WorkspaceSchema, (data as { workspace?: unknown } | undefined)?.workspace);
  return parsed.success ? parsed.output : 'Redress';
};

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
export const newestFirst = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) =>
  Number(b.get('createdAt') ?? 0) - Number(a.get('createdAt') ?? 0);

/** What each email about a request carries: whose, where it goes, the brand, the link to Your claims. */
export function mailInput(request: StoredDataRequest, requestId: string, email: string) {
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
