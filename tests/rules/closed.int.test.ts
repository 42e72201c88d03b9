import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { callers, profileOf, rulesEnvironment } from './env';

let env: RulesTestEnvironment;
let alice: Firestore;
let nobody: Firestore;

beforeAll(async () => {
  env = await rulesEnvironment();
  ({ alice, nobody } = callers(env));
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'passcodes/alice-claim-a'), { uid: 'alice', code: '123456' });
    // The confirmation email names its owner, who still may not read it: it carries the signed copy.
    await setDoc(doc(context.firestore(), 'mail/claim-submitted-claim-a'), {
      uid: 'alice',
      to: 'alice@example.com',
      message: { subject: 'Your claim', text: '', html: '' },
    });
  });
});
afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

// The gateway's own collections, a nested path under a profile, and a name nobody has used yet.
const closedPaths = [
  'passcodes/alice-claim-a',
  'rateLimits/alice',
  'outbox/message-1',
  'sandboxOutbox/text-1',
  'mail/claim-submitted-claim-a',
  'idempotency/key-1',
  'users/alice/private/notes',
  'anything/else',
];

describe('everything else is closed', () => {
  it.each(closedPaths)('refuses reading %s, even to the signed-in user it concerns', async (path) => {
    await assertFails(getDoc(doc(alice, path)));
    await assertFails(getDoc(doc(nobody, path)));
  });

  it.each(closedPaths)('refuses writing %s', async (path) => {
    await assertFails(setDoc(doc(alice, path), { uid: 'alice' }));
    await assertFails(setDoc(doc(nobody, path), { uid: 'alice' }));
  });

  it('refuses listing a closed collection', async () => {
    await assertFails(getDocs(collection(alice, 'passcodes')));
  });

  it('refuses the owner listing their own emails', async () => {
    await assertFails(getDocs(query(collection(alice, 'mail'), where('uid', '==', 'alice'))));
  });

  it('refuses a profile written under another collection name', async () => {
    await assertFails(setDoc(doc(alice, 'profiles/alice'), profileOf('alice')));
  });
});
