import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Bytes, collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesSuite } from './env';

// The letters on a claim (decision 272) are the gateway's: a file's metadata and its chunks, under
// the claim. Its owner reads the claim, never the files; its staff neither.
const FILE = 'claims/claim-a/files/lender-response-complaint-1-abc';
const CHUNK = `${FILE}/chunks/000`;

const rules = rulesSuite({
  signedIn: {
    aliceConfirmed: {
      uid: 'alice',
      token: { email_verified: true, firebase: { sign_in_provider: 'password' } },
    },
    // A handler of the claim's workspace, signed in with both factors.
    handler: {
      uid: 'handler-redress',
      token: {
        email_verified: true,
        role: 'handler',
        workspaces: ['Redress'],
        firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
      },
    },
  },
  beforeAll: async (db) => {
    await setDoc(doc(db, 'claims/claim-a'), { uid: 'alice', status: 'in-progress', workspace: 'Redress' });
    await setDoc(doc(db, FILE), {
      fileName: 'response-RDR-ABCD2345-black-horse.pdf',
      contentType: 'application/pdf',
      size: 3,
      sha256: '00',
      storedAt: 1_790_000_000_000,
      chunks: 1,
      metadata: { kind: 'lender-response', complaintId: 'complaint-1', lender: 'Black Horse' },
    });
    await setDoc(doc(db, CHUNK), { bytes: Bytes.fromUint8Array(new Uint8Array([1, 2, 3])) });
  },
});

describe('the letters on a claim: the gateway’s, read through it only', () => {
  it('lets the claim’s owner read the claim, but not its letters or their bytes', async () => {
    await assertSucceeds(getDoc(doc(rules.alice, 'claims/claim-a')));
    for (const owner of [rules.alice, rules.aliceConfirmed]) {
      await assertFails(getDoc(doc(owner, FILE)));
      await assertFails(getDoc(doc(owner, CHUNK)));
      await assertFails(getDocs(collection(owner, 'claims/claim-a/files')));
      await assertFails(getDocs(collection(owner, `${FILE}/chunks`)));
    }
  });

  it('gives the claim’s workspace staff, another account and no sign-in no read either', async () => {
    for (const who of [rules.handler, rules.mallory, rules.nobody]) {
      await assertFails(getDoc(doc(who, FILE)));
      await assertFails(getDoc(doc(who, CHUNK)));
      await assertFails(getDocs(collection(who, 'claims/claim-a/files')));
    }
  });

  it('lets no client add, change or delete a letter or its bytes', async () => {
    for (const who of [rules.alice, rules.aliceConfirmed, rules.handler, rules.mallory]) {
      await assertFails(setDoc(doc(who, 'claims/claim-a/files/forged'), { fileName: 'forged.pdf' }));
      await assertFails(setDoc(doc(who, CHUNK), { bytes: Bytes.fromUint8Array(new Uint8Array([9])) }));
      await assertFails(deleteDoc(doc(who, FILE)));
    }
  });
});
