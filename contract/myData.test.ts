import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signedClaim } from './fixtures/signedClaim';
import { blankProfile } from './profile';
import { DELETION_KEEPS, claimedAgreementsOnly } from './dataRights';
import { EXPORTED_FIELDS, LEFT_OUT_OF_EXPORT, MY_DATA_FORMAT, MyDataSchema } from './myData';
import { myDataOf, pickFields, type MyDataSources } from './myDataOf';
import { RETENTION_DAYS } from './retention';

const t = Date.UTC(2026, 0, 10, 9, 30);
/** A Firestore Timestamp as either SDK gives it. */
const timestamp = (ms: number) => ({ toMillis: () => ms, seconds: Math.floor(ms / 1000), nanoseconds: 0 });

const event = {
  complaintId: 'complaint-1',
  seq: 1,
  type: 'handler.send',
  data: {},
  at: t + 1000,
  by: { role: 'handler' },
  stateBefore: 'prepared',
  stateAfter: 'sent',
  claimStatus: 'in-progress',
  uid: 'uid-1',
  workspace: 'Redress',
  idempotencyKey: 'key-0000000000000001',
  requestHash: 'hash',
  after: { state: 'sent' },
};

const complaint = {
  complaintId: 'complaint-1',
  lender: 'Black Horse',
  agreements: [
    { lender: 'Black Horse', startDate: '2016-05-01', vehicle: 'Ford Focus', source: 'creditFile' },
  ],
  uid: 'uid-1',
  workspace: 'Redress',
  state: 'sent',
  signedAt: t,
  sentOn: '2026-01-10',
  dueOn: '2026-03-07',
  offerPence: null,
  paidPence: null,
  feePence: null,
  eventCount: 1,
  createdAt: t,
  updatedAt: t + 1000,
};

function sources(): MyDataSources {
  const claim = signedClaim();
  return {
    now: t + 5000,
    account: {
      userId: 'uid-1',
      email: 'jane@example.com',
      emailConfirmed: true,
      guest: false,
      createdAt: t - 1000,
      lastSignInAt: t,
    },
    profile: { ...blankProfile('uid-1'), firstName: 'Jane' },
    claims: [
      {
        id: 'claim-1',
        data: {
          ...claim,
          answers: { ...claim.answers, consents: { terms: true, letterOfAuthority: true, fees: true } },
          referral: { utmSource: 'newsletter' },
          checkId: 'bureau-123',
          submission: { reference: 'RDR-ABCD2345', idempotencyKey: 'key-1', requestHash: 'h' },
          // Something the desk might keep on a claim one day: not in the copy until it is named.
          searchKeys: ['example sw1a1aa'],
        },
        complaints: [{ id: 'complaint-1', data: complaint }],
        events: [{ id: 'key-0000000000000001', data: event }],
      },
      {
        id: 'claim-0',
        data: {
          uid: 'uid-1',
          status: 'checked',
          applicant: claim.applicant,
          createdAt: claim.createdAt - 86_400_000,
          updatedAt: claim.createdAt - 80_000_000,
          agreements: [],
          addresses: [],
          expireAt: timestamp(t + 30 * 86_400_000),
        },
        complaints: [],
        events: [],
      },
    ],
    savedJourney: { progress: '{"v":1}', savedAt: t - 10_000 },
    dataRequests: [
      {
        id: 'deletion-uid-1',
        data: {
          uid: 'uid-1',
          kind: 'deletion',
          status: 'requested',
          requestedAt: t,
          workspaces: ['Redress'],
        },
      },
    ],
  };
}

describe('the copy of a claimant’s data', () => {
  it('is what MyDataSchema describes: every time in ISO 8601, claims newest first', () => {
    const copy = myDataOf(sources());
    const parsed = v.safeParse(MyDataSchema, copy);
    expect(parsed.issues).toBeUndefined();
    expect(copy.format).toBe(MY_DATA_FORMAT);
    expect(copy.exportedAt).toBe(new Date(t + 5000).toISOString());
    expect(copy.claims.map((c) => c.claimId)).toEqual(['claim-1', 'claim-0']);
    expect(copy.claims[0]?.signature?.signedAt).toBe(new Date(signedClaim().signedAt).toISOString());
    expect(copy.claims[1]?.expireAt).toBe(new Date(t + 30 * 86_400_000).toISOString());
    expect(copy.savedJourney).toEqual({ savedAt: new Date(t - 10_000).toISOString(), progress: '{"v":1}' });
  });

  it('carries the answers with their consents, the referral, the complaints and the events', () => {
    const [claim] = myDataOf(sources()).claims;
    expect(claim?.answers?.consents).toEqual({ terms: true, letterOfAuthority: true, fees: true });
    expect(claim?.referral).toEqual({ utmSource: 'newsletter' });
    expect(claim?.submission).toEqual({ reference: 'RDR-ABCD2345' });
    expect(claim?.complaints).toEqual([
      {
        complaintId: 'complaint-1',
        lender: 'Black Horse',
        agreements: complaint.agreements,
        state: 'sent',
        sentOn: '2026-01-10',
        dueOn: '2026-03-07',
        offerPence: null,
        paidPence: null,
        feePence: null,
        createdAt: new Date(t).toISOString(),
        updatedAt: new Date(t + 1000).toISOString(),
      },
    ]);
    expect(claim?.events).toEqual([
      {
        eventId: 'key-0000000000000001',
        complaintId: 'complaint-1',
        seq: 1,
        type: 'handler.send',
        data: {},
        at: new Date(t + 1000).toISOString(),
        by: { role: 'handler' },
        stateBefore: 'prepared',
        stateAfter: 'sent',
        claimStatus: 'in-progress',
      },
    ]);
  });

  it('leaves out the technical keys, the staff’s ids and any field it does not name', () => {
    const text = JSON.stringify(myDataOf(sources()));
    for (const absent of ['bureau-123', 'key-1', '"h"', 'staff-7', 'hash', 'searchKeys', 'example sw1a1aa']) {
      expect(text, absent).not.toContain(absent);
    }
    const [request] = myDataOf(sources()).dataRequests;
    expect(request).toEqual({
      requestId: 'deletion-uid-1',
      kind: 'deletion',
      status: 'requested',
      requestedAt: new Date(t).toISOString(),
    });
  });

  it('names no field both as exported and as left out', () => {
    for (const kind of Object.keys(EXPORTED_FIELDS) as (keyof typeof EXPORTED_FIELDS)[]) {
      const exported = new Set<string>(EXPORTED_FIELDS[kind]);
      for (const field of Object.keys(LEFT_OUT_OF_EXPORT[kind]))
        expect(exported.has(field), field).toBe(false);
    }
  });

  it('picks a field inside another by its dotted name', () => {
    expect(pickFields({ a: { b: 1, c: 2 }, d: 3 }, ['a.b', 'x.y'])).toEqual({ a: { b: 1 } });
  });
});

describe('what a deletion keeps', () => {
  it('keeps the agreements a signed claim is about, and says for how long', () => {
    expect(claimedAgreementsOnly([{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['c', 'a'])).toEqual([
      { id: 'a' },
      { id: 'c' },
    ]);
    expect(DELETION_KEEPS.why).toContain(`${RETENTION_DAYS.signedClaimYears} years`);
  });
});
