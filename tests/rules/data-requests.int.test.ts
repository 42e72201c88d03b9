import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { aliceBy, listWhere, rulesSuite } from './env';

const REQUEST = 'dataRequests/deletion-alice';
const request = {
  uid: 'alice',
  kind: 'deletion',
  status: 'requested',
  requestedAt: 1,
  workspaces: ['Redress'],
  claimIds: ['claim-a'],
};

const rules = rulesSuite({
  signedIn: {
    handler: {
      uid: 'staff-handler',
      token: {
        role: 'handler',
        workspaces: ['Redress'],
        email_verified: true,
        firebase: { sign_in_provider: 'password' },
      },
    },
  },
  // The gateway writes these with the Admin SDK, which the rules do not apply to.
  beforeEach: async (db) => {
    await setDoc(doc(db, REQUEST), request);
    await setDoc(doc(db, 'audit/entry-1'), { action: 'approveDataDeletion', subjectUid: 'alice' });
    await setDoc(doc(db, 'claims/claim-a/notes/note-1'), { uid: 'alice', text: 'internal' });
    await setDoc(doc(db, 'claims/claim-a/determinationChecks/complaint-1'), { flagged: true });
    await setDoc(doc(db, 'emulator/clock'), { offsetMs: 0 });
  },
});

describe('dataRequests/{requestId}: a claimant’s request about their data', () => {
  it('lets the claimant read their own request, by id and by a query on their uid', async () => {
    expect((await assertSucceeds(getDoc(doc(rules.alice, REQUEST)))).get('status')).toBe('requested');
    const mine = await assertSucceeds(listWhere(rules.alice, 'dataRequests', 'uid', 'alice'));
    expect(mine.docs.map((d) => d.id)).toEqual(['deletion-alice']);
  });

  it('refuses another user, an unauthenticated client, the owner’s unconfirmed password sign-in and a list of all', async () => {
    const unconfirmed = aliceBy(rules.env, {
      email: 'alice@example.com',
      email_verified: false,
      firebase: { sign_in_provider: 'password' },
    });
    for (const who of [rules.mallory, rules.nobody, unconfirmed, rules.handler])
      await assertFails(getDoc(doc(who, REQUEST)));
    await assertFails(getDocs(collection(rules.alice, 'dataRequests')));
    await assertFails(listWhere(rules.mallory, 'dataRequests', 'uid', 'alice'));
  });

  it('leaves writing to the gateway: nobody makes, changes or deletes a request', async () => {
    for (const who of [rules.alice, rules.mallory, rules.nobody, rules.handler]) {
      await assertFails(setDoc(doc(who, 'dataRequests/deletion-new'), { ...request, uid: 'alice' }));
      await assertFails(updateDoc(doc(who, REQUEST), { status: 'completed' }));
      await assertFails(deleteDoc(doc(who, REQUEST)));
    }
  });
});

describe('what only the firm’s staff keep', () => {
  it('shows no client the audit log, a claim’s internal notes or its determination checks, the claimant included', async () => {
    for (const who of [rules.alice, rules.mallory, rules.nobody]) {
      await assertFails(getDoc(doc(who, 'audit/entry-1')));
      await assertFails(getDocs(collection(who, 'audit')));
      await assertFails(getDoc(doc(who, 'claims/claim-a/notes/note-1')));
      await assertFails(getDoc(doc(who, 'claims/claim-a/determinationChecks/complaint-1')));
      await assertFails(getDocs(collection(who, 'claims/claim-a/determinationChecks')));
    }
  });

  it('lets no client read or move the emulators’ service clock (decision 261)', async () => {
    for (const who of [rules.alice, rules.mallory, rules.nobody, rules.handler]) {
      await assertFails(getDoc(doc(who, 'emulator/clock')));
      await assertFails(setDoc(doc(who, 'emulator/clock'), { offsetMs: 86_400_000 }));
    }
  });
});
