import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { aliceBy, listWhere, rulesSuite } from './env';

// Claims are written by the gateway with the Admin SDK, which the rules do not apply to.
const rules = rulesSuite({
  beforeEach: async (db) => {
    await setDoc(doc(db, 'claims/claim-a'), { uid: 'alice', status: 'draft' });
    await setDoc(doc(db, 'claims/claim-m'), { uid: 'mallory', status: 'signed' });
  },
});

describe('claims/{claimId}: reading', () => {
  it('lets the owner read their claim', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(rules.alice, 'claims/claim-a')));
    expect(snapshot.get('status')).toBe('draft');
  });

  it('refuses another signed-in user', async () => {
    await assertFails(getDoc(doc(rules.mallory, 'claims/claim-a')));
  });

  it('refuses an unauthenticated client', async () => {
    await assertFails(getDoc(doc(rules.nobody, 'claims/claim-a')));
  });

  it('lets the owner find their claims with a query on their uid, and nobody else’s', async () => {
    const mine = await assertSucceeds(listWhere(rules.alice, 'claims', 'uid', 'alice'));
    expect(mine.docs.map((d) => d.id)).toEqual(['claim-a']);
  });

  it('refuses a query for another user’s claims', async () => {
    await assertFails(listWhere(rules.mallory, 'claims', 'uid', 'alice'));
  });

  it('refuses a query not limited to the caller’s own claims', async () => {
    await assertFails(getDocs(collection(rules.alice, 'claims')));
  });

  it('refuses an unauthenticated query', async () => {
    await assertFails(listWhere(rules.nobody, 'claims', 'uid', 'alice'));
  });
});

describe('claims/{claimId}: a password sign-in before its email is confirmed', () => {
  const password = (emailVerified: boolean) => ({
    email: 'alice@example.com',
    email_verified: emailVerified,
    firebase: { sign_in_provider: 'password' },
  });

  it('cannot read the claim, by id or by query, until the email is confirmed', async () => {
    const unconfirmed = aliceBy(rules.env, password(false));
    await assertFails(getDoc(doc(unconfirmed, 'claims/claim-a')));
    await assertFails(listWhere(unconfirmed, 'claims', 'uid', 'alice'));
    await assertFails(getDoc(doc(unconfirmed, 'users/alice')));
  });

  it('reads the claim once the email is confirmed', async () => {
    const confirmed = aliceBy(rules.env, password(true));
    await assertSucceeds(getDoc(doc(confirmed, 'claims/claim-a')));
    await assertSucceeds(listWhere(confirmed, 'claims', 'uid', 'alice'));
  });

  it('leaves the guest who started the claim, and a sign-in link from the firm, their access', async () => {
    await assertSucceeds(getDoc(doc(rules.alice, 'claims/claim-a')));
    const link = aliceBy(rules.env, { firebase: { sign_in_provider: 'custom' } });
    await assertSucceeds(getDoc(doc(link, 'claims/claim-a')));
  });
});

describe('claims/{claimId}: writing', () => {
  it('refuses the owner creating, changing or deleting a claim', async () => {
    await assertFails(setDoc(doc(rules.alice, 'claims/claim-new'), { uid: 'alice', status: 'draft' }));
    await assertFails(updateDoc(doc(rules.alice, 'claims/claim-a'), { status: 'submitted' }));
    await assertFails(deleteDoc(doc(rules.alice, 'claims/claim-a')));
  });

  it('refuses another user and an unauthenticated client', async () => {
    await assertFails(updateDoc(doc(rules.mallory, 'claims/claim-a'), { uid: 'mallory' }));
    await assertFails(setDoc(doc(rules.nobody, 'claims/claim-x'), { uid: 'alice' }));
  });
});
