import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { listWhere, profileOf, rulesSuite } from './env';

const rules = rulesSuite({
  beforeAll: async (db) => {
    await setDoc(doc(db, 'passcodes/alice-claim-a'), { uid: 'alice', code: '123456' });
    // The confirmation email names its owner, who still may not read it: it carries the signed copy.
    await setDoc(doc(db, 'mail/claim-submitted-claim-a'), {
      uid: 'alice',
      to: 'alice@example.com',
      message: { subject: 'Your claim', text: '', html: '' },
    });
  },
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
    await assertFails(getDoc(doc(rules.alice, path)));
    await assertFails(getDoc(doc(rules.nobody, path)));
  });

  it.each(closedPaths)('refuses writing %s', async (path) => {
    await assertFails(setDoc(doc(rules.alice, path), { uid: 'alice' }));
    await assertFails(setDoc(doc(rules.nobody, path), { uid: 'alice' }));
  });

  it('refuses listing a closed collection', async () => {
    await assertFails(getDocs(collection(rules.alice, 'passcodes')));
  });

  it('refuses the owner listing their own emails', async () => {
    await assertFails(listWhere(rules.alice, 'mail', 'uid', 'alice'));
  });

  it('refuses a profile written under another collection name', async () => {
    await assertFails(setDoc(doc(rules.alice, 'profiles/alice'), profileOf('alice')));
  });
});
