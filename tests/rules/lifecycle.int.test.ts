import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { recordComplaintEventIn } from '../../functions/src/claims/complaintEvents';
import { adminDb } from '../gateway/support';
import { aliceBy, listWhere, rulesSuite } from './env';

const EVENT = 'claims/claim-a/events/key-0000000000000001';
const COMPLAINT = 'claims/claim-a/complaints/complaint-1';

const event = {
  complaintId: 'complaint-1',
  seq: 1,
  type: 'handler.send',
  data: {},
  at: 1,
  by: { role: 'handler' },
  stateBefore: 'prepared',
  stateAfter: 'sent',
  claimStatus: 'in-progress',
  uid: 'alice',
  workspace: 'Redress',
};

/** The firm's staff, by the custom claims a handler's and a supervisor's tokens carry. */
const firmStaff = (role: string) => ({
  uid: `staff-${role}`,
  token: { role, workspaces: ['Redress'], email_verified: true, firebase: { sign_in_provider: 'password' } },
});

const rules = rulesSuite({
  signedIn: { handler: firmStaff('handler'), supervisor: firmStaff('supervisor') },
  // The gateway writes these with the Admin SDK, which the rules do not apply to.
  beforeEach: async (db) => {
    await setDoc(doc(db, 'claims/claim-a'), { uid: 'alice', status: 'in-progress' });
    await setDoc(doc(db, COMPLAINT), { uid: 'alice', workspace: 'Redress', state: 'sent' });
    await setDoc(doc(db, EVENT), event);
  },
});

describe('a claim’s complaints and events: reading', () => {
  it('lets the claim’s owner read its complaints and events, by id and by a query on their uid', async () => {
    expect((await assertSucceeds(getDoc(doc(rules.alice, COMPLAINT)))).get('state')).toBe('sent');
    expect((await assertSucceeds(getDoc(doc(rules.alice, EVENT)))).get('stateAfter')).toBe('sent');
    const events = await assertSucceeds(listWhere(rules.alice, 'claims/claim-a/events', 'uid', 'alice'));
    expect(events.size).toBe(1);
    await assertSucceeds(listWhere(rules.alice, 'claims/claim-a/complaints', 'uid', 'alice'));
  });

  it('refuses another user, an unauthenticated client, and the owner’s unconfirmed password sign-in', async () => {
    const unconfirmed = aliceBy(rules.env, {
      email: 'alice@example.com',
      email_verified: false,
      firebase: { sign_in_provider: 'password' },
    });
    for (const who of [rules.mallory, rules.nobody, unconfirmed]) {
      await assertFails(getDoc(doc(who, COMPLAINT)));
      await assertFails(getDoc(doc(who, EVENT)));
    }
    await assertFails(getDocs(collection(rules.mallory, 'claims/claim-a/events')));
    await assertFails(listWhere(rules.mallory, 'claims/claim-a/events', 'uid', 'alice'));
  });
});

describe('who recorded an event, as the claimant reads it', () => {
  it('names the staff member’s role, never their uid, which only the staff-only audit log holds', async () => {
    const staffUid = 'staff-uid-5b0e1c';
    const at = Date.UTC(2026, 0, 14, 10);
    await adminDb().doc('claims/claim-b').set({ uid: 'alice', status: 'submitted', workspace: 'Redress' });
    await adminDb()
      .doc('claims/claim-b/complaints/complaint-1')
      .set({
        complaintId: 'complaint-1',
        lender: 'Black Horse',
        agreements: [],
        uid: 'alice',
        workspace: 'Redress',
        state: 'prepared',
        signedAt: at - 60_000,
        sentOn: null,
        dueOn: null,
        offerPence: null,
        paidPence: null,
        feePence: null,
        eventCount: 0,
        createdAt: at - 60_000,
        updatedAt: at - 60_000,
      });
    // The gateway's own writer, as recordComplaintEvent and deskSendComplaint call it.
    const staff = { uid: staffUid, role: 'handler' as const, workspaces: ['Redress' as const] };
    await recordComplaintEventIn(adminDb(), () => at, {
      claimId: 'claim-b',
      complaintId: 'complaint-1',
      eventId: 'key-send-0000000001',
      requestHash: 'hash',
      event: { type: 'handler.send' },
      recordedBy: () => ({ role: staff.role }),
      auditAs: staff,
    });

    const events = await assertSucceeds(listWhere(rules.alice, 'claims/claim-b/events', 'uid', 'alice'));
    expect(events.docs.map((d) => d.get('by') as unknown)).toEqual([{ role: 'handler' }]);
    const complaint = await assertSucceeds(getDoc(doc(rules.alice, 'claims/claim-b/complaints/complaint-1')));
    const readable = JSON.stringify([...events.docs.map((d) => d.data()), complaint.data()]);
    expect(readable).not.toContain(staffUid);
    // The uid is in the audit log, which no client reads.
    const audit = await adminDb().collection('audit').where('claimId', '==', 'claim-b').get();
    expect(audit.docs.map((d) => d.get('uid') as unknown)).toEqual([staffUid]);
    await assertFails(getDoc(doc(rules.alice, `audit/${audit.docs[0]!.id}`)));
  });
});

describe('a claim’s complaints and events: writing', () => {
  it('keeps events append-only for the gateway: nobody, staff included, adds, changes or deletes one', async () => {
    for (const who of [rules.alice, rules.mallory, rules.nobody, rules.handler, rules.supervisor]) {
      await assertFails(setDoc(doc(who, 'claims/claim-a/events/key-0000000000000002'), { ...event, seq: 2 }));
      await assertFails(updateDoc(doc(who, EVENT), { stateAfter: 'paid' }));
      await assertFails(setDoc(doc(who, EVENT), { ...event, stateAfter: 'paid' }));
      await assertFails(deleteDoc(doc(who, EVENT)));
    }
  });

  it('leaves a complaint’s state to the gateway: nobody, staff included, writes one', async () => {
    for (const who of [rules.alice, rules.mallory, rules.nobody, rules.handler, rules.supervisor]) {
      await assertFails(updateDoc(doc(who, COMPLAINT), { state: 'paid' }));
      await assertFails(setDoc(doc(who, 'claims/claim-a/complaints/complaint-2'), { uid: 'alice' }));
      await assertFails(deleteDoc(doc(who, COMPLAINT)));
    }
  });
});
