import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { signInWithEmailAndPassword } from 'firebase/auth';
import type { CollectionReference, DocumentReference, Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_DELETION_REFUSALS, KEPT_ON_A_SIGNED_CLAIM } from '../../contract/dataRights';
import {
  ApproveDataDeletionDataSchema,
  ListDataRequestsDataSchema,
  type ApproveDataDeletionData,
} from '../../contract/deskDataRequests';
import { RequestDataDeletionDataSchema } from '../../contract/myData';
import { FIRMS } from '../../contract/firms';
import { RETENTION_DAYS } from '../../contract/retention';
import { DELETION_DONE_SUBJECT, deletionMailId } from '../../functions/src/mail/dataDeletion';
import { lenderRowsOf } from '../desk/claims';
import { callGateway, clientApp } from '../support/emulators';
import { claimantWithData, guestDevice, type ClaimantWithData } from './myDataSupport';
import { staffCaller } from './staff';
import { adminApp, adminDb, checkedClaim, errorOf, type Caller } from './support';

/**
 * The sandbox's own records stand for the providers' systems (the text message service's outbox,
 * the credit reference agency's files and searches): Redress does not keep them in production.
 */
const PROVIDERS = new Set(['sandboxOutbox', 'sandboxCreditFiles', 'sandboxCreditSearches']);

/** Every string in a document, by dotted path (a list's items by index). */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (typeof value === 'object' && value !== null && !('toMillis' in value)) {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/**
 * Where any of the values appears in the whole database (every collection, every document and
 * every subcollection, also under documents that no longer exist), as `path:field`.
 */
async function findEverywhere(values: readonly string[]): Promise<string[]> {
  const db = adminDb();
  const wanted = values.map((value) => value.toLowerCase());
  const holds = (text: string) => wanted.some((value) => text.toLowerCase().includes(value));
  const hits: string[] = [];
  const visit = async (collection: CollectionReference) => {
    const refs: DocumentReference[] = await collection.listDocuments();
    for (let start = 0; start < refs.length; start += 300) {
      const batch = refs.slice(start, start + 300);
      const snaps = batch.length > 0 ? await db.getAll(...batch) : [];
      for (const snap of snaps) {
        if (holds(snap.id)) hits.push(`${snap.ref.path}:(id)`);
        for (const [field, text] of strings(snap.data() ?? {})) {
          if (holds(text)) hits.push(`${snap.ref.path}:${field}`);
        }
      }
      for (const ref of batch) for (const sub of await ref.listCollections()) await visit(sub);
    }
  };
  for (const collection of await db.listCollections()) {
    if (!PROVIDERS.has(collection.id)) await visit(collection);
  }
  return hits.sort();
}

const approve = (who: Caller, requestId: string) => who.call('approveDataDeletion', { requestId });

/** An account with a confirmed email address and a password, and no claim, signed in with them. */
async function registeredWithoutClaim(): Promise<Caller & { dispose: () => Promise<void> }> {
  const email = `no.claim.${randomUUID()}@example.com`;
  const password = 'three random words together';
  await getAuth(adminApp()).createUser({ email, password, emailVerified: true });
  const { app, auth, dispose } = clientApp();
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return { uid: user.uid, call: async (name, data) => (await callGateway(app, name, data)).data, dispose };
}

/** A refusal's message as the app's gateway client reads it: without the SDK's " [403]". */
const sentence = (error: { message: string }) => error.message.replace(/ \[\d+\]$/, '');

describe('who may ask us to delete their data', () => {
  it('refuses a guest session, even one with a claim, in the claimant’s words, and records nothing', async () => {
    const { caller } = await guestDevice();
    await checkedClaim(caller);
    const refused = await errorOf(caller.call('requestDataDeletion', { workspace: 'SGUK' }));
    expect(refused).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: DATA_DELETION_REFUSALS.noEmail.reason },
    });
    expect(sentence(refused)).toBe(DATA_DELETION_REFUSALS.noEmail.message);
    expect((await adminDb().doc(`dataRequests/deletion-${caller.uid}`).get()).exists).toBe(false);
  });

  it('refuses an account with a confirmed email address but no claim, and records nothing', async () => {
    const account = await registeredWithoutClaim();
    try {
      const refused = await errorOf(account.call('requestDataDeletion', {}));
      expect(refused).toMatchObject({
        code: 'functions/failed-precondition',
        details: { reason: DATA_DELETION_REFUSALS.noClaim.reason },
      });
      expect(sentence(refused)).toBe(DATA_DELETION_REFUSALS.noClaim.message);
      expect((await adminDb().doc(`dataRequests/deletion-${account.uid}`).get()).exists).toBe(false);
    } finally {
      await account.dispose();
    }
  });
});

describe('"Ask us to delete my data": a deletion request, once approved, leaves no personal data outside what the firm keeps', () => {
  let claimant: ClaimantWithData;
  let handler: Caller;
  let requestId: string;
  let before: Record<string, unknown>;
  let rowsBefore: (Record<string, unknown> | 'missing')[];
  let lendersBefore: string[];

  beforeAll(async () => {
    claimant = await claimantWithData();
    handler = claimant.handler;
    before = (await adminDb().doc(`claims/${claimant.signedClaimId}`).get()).data() ?? {};
    lendersBefore = (before.search as { lenders: string[] }).lenders;
    ({ rows: rowsBefore } = await lenderRowsOf(claimant.signedClaimId));
  }, 120_000);

  it('records one request, for the workspace of the claimant’s claims (never the one sent), that the desk lists', async () => {
    const first = v.parse(
      v.object({ data: RequestDataDeletionDataSchema }),
      await claimant.caller.call('requestDataDeletion', { workspace: 'SGUK' }),
    ).data.request;
    requestId = first.requestId;
    expect(first).toMatchObject({
      requestId: `deletion-${claimant.caller.uid}`,
      kind: 'deletion',
      status: 'requested',
    });
    const again = v.parse(
      v.object({ data: RequestDataDeletionDataSchema }),
      await claimant.caller.call('requestDataDeletion', {}),
    ).data.request;
    expect(again).toEqual(first);

    const stored = (await adminDb().doc(`dataRequests/${requestId}`).get()).data();
    // The claims are the default workspace's: the request goes to its team, not the branding asked from.
    expect(stored).toMatchObject({ uid: claimant.caller.uid, status: 'requested', workspaces: ['Redress'] });

    const listed = v
      .parse(v.object({ data: ListDataRequestsDataSchema }), await handler.call('listDataRequests', {}))
      .data.requests.find((request) => request.requestId === requestId);
    expect(listed).toMatchObject({ status: 'requested', canApprove: true, workspaces: ['Redress'] });
    expect(listed?.claims.map((claim) => claim.claimId).sort()).toEqual(
      [claimant.signedClaimId, claimant.unsignedClaimId].sort(),
    );
    expect(listed?.claims.find((claim) => claim.claimId === claimant.signedClaimId)?.reference).toMatch(
      /^RDR-/,
    );
    const elsewhere = await staffCaller('handler', ['SGUK']);
    const theirs = (await elsewhere.call('listDataRequests', {})) as {
      data: { requests: { requestId: string }[] };
    };
    expect(theirs.data.requests.map((request) => request.requestId)).not.toContain(requestId);
  });

  it('cannot be approved by the claimant, nor by a handler of another workspace; nothing changes', async () => {
    const byClaimant = await errorOf(approve(claimant.caller, requestId));
    expect(byClaimant).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'staff-only' },
    });
    const elsewhere = await staffCaller('supervisor', ['SGUK', 'Complex365']);
    const byOtherTeam = await errorOf(approve(elsewhere, requestId));
    expect(byOtherTeam).toMatchObject({ code: 'functions/not-found', details: { reason: 'data-request' } });
    expect((await adminDb().doc(`dataRequests/${requestId}`).get()).get('status')).toBe('requested');
    expect((await adminDb().doc(`users/${claimant.caller.uid}`).get()).exists).toBe(true);
    expect((await getAuth(adminApp()).getUser(claimant.caller.uid)).email).toBe(claimant.personal.email);
  });

  it('once a handler approves it, keeps only the signed claim’s case record and logs who approved', async () => {
    const requestedAt = (await adminDb().doc(`dataRequests/${requestId}`).get()).get('requestedAt') as number;
    const held = await findEverywhere(Object.values(claimant.personal));
    // Before: the profile, both claims, the saved journey and the emails hold them.
    expect(held.some((hit) => hit.startsWith(`users/${claimant.caller.uid}:`))).toBe(true);
    expect(held.some((hit) => hit.startsWith(`progress/${claimant.caller.uid}:`))).toBe(true);
    expect(held.some((hit) => hit.startsWith('mail/'))).toBe(true);

    const { data } = v.parse(
      v.object({ data: ApproveDataDeletionDataSchema }),
      await approve(handler, requestId),
    );
    expect(data.request).toMatchObject({ requestId, status: 'completed' });
    expect(data.kept.signedClaims).toEqual([claimant.signedClaimId]);
    expect(data.removed).toMatchObject({
      account: true,
      profile: true,
      unsignedClaims: 1,
      savedJourney: true,
    });
    expect(data.removed.emails).toBeGreaterThanOrEqual(2);

    // The personal data left anywhere is on the signed claim, in the fields the firm keeps, and the
    // address the email saying it is done goes to (decision 271), until that email expires.
    const left = await findEverywhere(Object.values(claimant.personal));
    const kept = new Set<string>(KEPT_ON_A_SIGNED_CLAIM);
    const doneMail = deletionMailId('done', requestId, requestedAt);
    const outside = left.filter((hit) => {
      const [path, field = ''] = hit.split(':');
      if (path === `mail/${doneMail}` && field === 'to') return false;
      return path !== `claims/${claimant.signedClaimId}` || !kept.has(field.split('.')[0] ?? '');
    });
    expect(outside).toEqual([]);
    const done = (await adminDb().doc(`mail/${doneMail}`).get()).data() as {
      to: string;
      message: { subject: string; text: string };
    };
    expect(done).toMatchObject({
      to: claimant.personal.email,
      message: { subject: DELETION_DONE_SUBJECT },
    });
    expect(done.message.text).toContain(FIRMS.Redress.legalEntity);
    expect(done.message.text).not.toMatch(/sign in to|\/form\/claims/i);
    // What the firm keeps: the names, email, mobile and address the claim was signed with, and the signature.
    expect(left).toEqual(
      expect.arrayContaining([
        `claims/${claimant.signedClaimId}:applicant.firstName`,
        `claims/${claimant.signedClaimId}:applicant.lastName`,
        `claims/${claimant.signedClaimId}:applicant.email`,
        `claims/${claimant.signedClaimId}:applicant.phoneNumber`,
        `claims/${claimant.signedClaimId}:answers.currentAddress.addressLine1`,
        `claims/${claimant.signedClaimId}:signature.name`,
      ]),
    );

    const claim = (await adminDb().doc(`claims/${claimant.signedClaimId}`).get()).data() ?? {};
    const chosen = (before.answers as { agreementIds: string[] }).agreementIds;
    expect(Object.keys(claim).filter((field) => !kept.has(field))).toEqual([]);
    expect(claim).toMatchObject({
      applicant: before.applicant,
      answers: before.answers,
      signature: before.signature,
      submission: before.submission,
      status: before.status,
    });
    expect((claim.agreements as { id: string }[]).map((a) => a.id)).toEqual(chosen);
    expect(claim.accountDeletedAt).toEqual(expect.any(Number));
    // Without its search fields the claim is no longer found by lender: it has left its lenders'
    // lists (decision 293), and stays in its workspace's, whose entries hold no personal data.
    expect(rowsBefore.length).toBeGreaterThan(0);
    expect(rowsBefore.every((row) => row !== 'missing')).toBe(true);
    const rows = await lenderRowsOf(claimant.signedClaimId, lendersBefore);
    expect(rows.expected).toEqual([]);
    expect(rows.rows).toEqual(lendersBefore.map(() => 'missing'));
    // The complaint and its events stay with the claim.
    expect((await adminDb().collection(`claims/${claimant.signedClaimId}/events`).get()).size).toBe(3);

    await expect(getAuth(adminApp()).getUser(claimant.caller.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    expect((await adminDb().doc(`claims/${claimant.unsignedClaimId}`).get()).exists).toBe(false);

    const request = (await adminDb().doc(`dataRequests/${requestId}`).get()).data() as {
      status: string;
      uid: string;
      completedAt: number;
      expireAt: Timestamp;
    };
    expect(request).toMatchObject({ status: 'completed', uid: claimant.caller.uid });
    const years = (request.expireAt.toMillis() - request.completedAt) / (365 * 86_400_000);
    expect(years).toBe(RETENTION_DAYS.dataRequestYears);

    const audit = await adminDb().collection('audit').where('details.requestId', '==', requestId).get();
    expect(audit.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        action: 'dataRequest.approve',
        uid: handler.uid,
        role: 'handler',
        outcome: 'ok',
        details: { requestId, subjectUid: claimant.caller.uid, claimIds: expect.any(Array) as unknown },
      }),
    ]);
  });

  it('answers a second approval as the first, removing nothing more and logging nothing more', async () => {
    const { data } = (await approve(handler, requestId)) as { data: ApproveDataDeletionData };
    expect(data.request.status).toBe('completed');
    expect(data.kept.signedClaims).toEqual([claimant.signedClaimId]);
    expect(data.removed).toEqual({
      account: false,
      profile: false,
      unsignedClaims: 0,
      savedJourney: false,
      emails: 0,
    });
    const audit = await adminDb().collection('audit').where('details.requestId', '==', requestId).get();
    expect(audit.size).toBe(1);
  });
});
