import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEFT_OUT_OF_EXPORT, MyDataSchema, type MyData } from '../../contract/myData';
import { LIMITS } from '../../functions/src/lib/rateLimit';
import { claimantWithData, guestDevice, plantStaffOnlyData, type ClaimantWithData } from './myDataSupport';
import { errorOf } from './support';

type Leaves = Map<string, unknown>;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Timestamp);

/** A moment as the copy writes it: stored as epoch milliseconds or a Timestamp. */
function moment(value: unknown): unknown {
  if (typeof value === 'number') return new Date(value).toISOString();
  if (value instanceof Timestamp) return value.toDate().toISOString();
  return value;
}

/** A document's fields by dotted path (a list is one value), each moment as the copy writes it. */
function leavesOf(data: Record<string, unknown>, prefix = '', into: Leaves = new Map()): Leaves {
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) leavesOf(value, path, into);
    else into.set(path, key === 'at' || key.endsWith('At') ? moment(value) : value);
  }
  return into;
}

const leftOut = (path: string, names: readonly string[]) =>
  names.some((name) => path === name || path.startsWith(`${name}.`));

/**
 * Compares what the claimant reads through the rules with what the copy holds: every field read is
 * in the copy with the same value unless the contract lists it as left out, and the copy holds no
 * field the claimant cannot read.
 */
function expectSameFields(
  readable: Record<string, unknown>,
  copied: Record<string, unknown>,
  notCopied: readonly string[],
) {
  const read = leavesOf(readable);
  const copy = leavesOf(copied);
  for (const [path, value] of read) {
    if (leftOut(path, notCopied)) expect(copy.has(path), `${path} is left out`).toBe(false);
    else expect(copy.get(path), path).toEqual(value);
  }
  expect([...copy.keys()].filter((path) => !read.has(path))).toEqual([]);
}

async function readThroughRules(firestore: Firestore, uid: string) {
  const profile = await getDoc(doc(firestore, `users/${uid}`));
  const claims = await getDocs(query(collection(firestore, 'claims'), where('uid', '==', uid)));
  const requests = await getDocs(query(collection(firestore, 'dataRequests'), where('uid', '==', uid)));
  const timelines = new Map(
    await Promise.all(
      claims.docs.map(async (claim) => {
        const mine = (name: string) =>
          getDocs(query(collection(firestore, `claims/${claim.id}/${name}`), where('uid', '==', uid)));
        const [complaints, events] = await Promise.all([mine('complaints'), mine('events')]);
        return [claim.id, { complaints: complaints.docs, events: events.docs }] as const;
      }),
    ),
  );
  return { profile, claims: claims.docs, requests: requests.docs, timelines };
}

describe('exportMyData: "Download my data" returns everything the rules let the claimant read and nothing else', () => {
  let claimant: ClaimantWithData;
  let copy: MyData;
  let marker: string;

  beforeAll(async () => {
    claimant = await claimantWithData();
    await claimant.caller.call('requestDataDeletion', { workspace: 'Redress' });
    marker = await plantStaffOnlyData(claimant.signedClaimId, claimant.caller.uid);
    copy = ((await claimant.caller.call('exportMyData', {})) as { data: MyData }).data;
  }, 120_000);

  it('answers in the contract’s shape', () => {
    expect(v.safeParse(MyDataSchema, copy).issues).toBeUndefined();
  });

  it('holds each claim’s fields as the claimant reads them, but for the ones the contract leaves out', async () => {
    const { claims } = await readThroughRules(claimant.firestore, claimant.caller.uid);
    expect(copy.claims.map((c) => c.claimId).sort()).toEqual(claims.map((c) => c.id).sort());
    for (const claim of claims) {
      const {
        claimId,
        complaints: _complaints,
        events: _events,
        ...copied
      } = copy.claims.find((c) => c.claimId === claim.id) ?? ({} as MyData['claims'][number]);
      expect(claimId).toBe(claim.id);
      expectSameFields(claim.data(), copied, [
        ...Object.keys(LEFT_OUT_OF_EXPORT.claim),
        // A field only the desk uses, planted on the claim: the copy names what it carries.
        'search',
      ]);
    }
  });

  it('lists these fields of a submitted claim, and these of an unfinished one', () => {
    const fields = (claimId: string) =>
      Object.keys(copy.claims.find((c) => c.claimId === claimId) ?? {}).sort();
    expect(fields(claimant.signedClaimId)).toEqual([
      'addresses',
      'agreementRoutes',
      'agreements',
      'answers',
      'applicant',
      'checkedAt',
      'claimId',
      'complaints',
      'confirmationQueuedAt',
      'createdAt',
      'events',
      'referral',
      'signature',
      'signedAt',
      'status',
      'submission',
      'submittedAt',
      'updatedAt',
      'workspace',
    ]);
    expect(fields(claimant.unsignedClaimId)).toEqual([
      'addresses',
      'agreements',
      'applicant',
      'checkedAt',
      'claimId',
      'complaints',
      'createdAt',
      'events',
      'expireAt',
      'status',
      'updatedAt',
    ]);
    const signed = copy.claims.find((c) => c.claimId === claimant.signedClaimId);
    expect(signed?.answers?.consents).toEqual({ terms: true, letterOfAuthority: true, fees: true });
    expect(signed?.referral).toMatchObject({
      utmSource: 'newsletter',
      utmCampaign: claimant.personal.campaign,
    });
  });

  it('holds the complaints and the events the claimant can see, without the staff’s ids', async () => {
    const { timelines } = await readThroughRules(claimant.firestore, claimant.caller.uid);
    const signed = copy.claims.find((c) => c.claimId === claimant.signedClaimId);
    const timeline = timelines.get(claimant.signedClaimId);
    expect(signed?.complaints).toHaveLength(timeline?.complaints.length ?? -1);
    for (const complaint of timeline?.complaints ?? []) {
      const copied = signed?.complaints.find((c) => c.complaintId === complaint.id);
      expectSameFields(complaint.data(), copied ?? {}, Object.keys(LEFT_OUT_OF_EXPORT.complaint));
    }
    expect(signed?.events.map((e) => e.type)).toEqual([
      'handler.send',
      'handler.recordOffer',
      'claimant.acceptOffer',
    ]);
    expect(Object.keys(signed?.events[0] ?? {}).sort()).toEqual([
      'at',
      'by',
      'claimStatus',
      'complaintId',
      'data',
      'eventId',
      'seq',
      'stateAfter',
      'stateBefore',
      'type',
    ]);
    for (const event of timeline?.events ?? []) {
      const { eventId, ...copied } = signed?.events.find((e) => e.eventId === event.id) ?? { eventId: '' };
      expect(eventId).toBe(event.id);
      expectSameFields(event.data(), copied, Object.keys(LEFT_OUT_OF_EXPORT.event));
    }
    expect(JSON.stringify(copy)).not.toContain(claimant.handler.uid);
  });

  it('holds the profile, the data requests, the saved journey and the account as the claimant reads them', async () => {
    const { profile, requests } = await readThroughRules(claimant.firestore, claimant.caller.uid);
    expect(copy.profile).toEqual(profile.data());
    expect(copy.profile?.firstName).toBe(claimant.personal.firstName);
    expect(requests).toHaveLength(1);
    for (const request of requests) {
      const { requestId, ...copied } = copy.dataRequests.find((r) => r.requestId === request.id) ?? {
        requestId: '',
      };
      expect(requestId).toBe(request.id);
      expectSameFields(request.data(), copied, Object.keys(LEFT_OUT_OF_EXPORT.dataRequest));
    }
    const saved = (await claimant.caller.call('resumeProgress', {})) as {
      data: { progress: string; savedAt: number };
    };
    expect(copy.savedJourney).toEqual({
      progress: saved.data.progress,
      savedAt: new Date(saved.data.savedAt).toISOString(),
    });
    const user = claimant.auth.currentUser;
    expect(copy.account).toEqual({
      userId: user?.uid,
      email: user?.email,
      emailConfirmed: true,
      guest: false,
      createdAt: new Date(user?.metadata.creationTime ?? '').toISOString(),
      lastSignInAt: new Date(user?.metadata.lastSignInTime ?? '').toISOString(),
    });
  });

  it('holds nothing the claimant cannot read: no internal note, no audit entry, no search key', async () => {
    await expect(
      getDocs(collection(claimant.firestore, `claims/${claimant.signedClaimId}/notes`)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(collection(claimant.firestore, 'audit'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(JSON.stringify(copy)).not.toContain(marker);
  });
});

describe('exportMyData limits', () => {
  it(`makes ${LIMITS.dataExportsPerUserPerHour} copies an hour for one account, then says when to try again`, async () => {
    const { caller } = await guestDevice();
    for (let n = 0; n < LIMITS.dataExportsPerUserPerHour; n += 1) {
      const { data } = (await caller.call('exportMyData', {})) as { data: MyData };
      expect(data.claims).toEqual([]);
      expect(data.account).toMatchObject({ userId: caller.uid, guest: true, email: null });
    }
    const refused = await errorOf(caller.call('exportMyData', {}));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.message).toMatch(/^Too many copies of your data\. Try again in \d+ minutes?\./);
  });
});
