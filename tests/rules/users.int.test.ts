import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_FIELD_MAX } from '../../contract/profile';
import { listWhere, profileOf, rulesSuite } from './env';

const rules = rulesSuite();
beforeEach(() => rules.env.clearFirestore());

const seedAlice = () =>
  rules.env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), 'users/alice'), profileOf('alice')),
  );

const oversized = 'x'.repeat(PROFILE_FIELD_MAX + 1);
const address = { addressLine1: '1 High Street', addressLine2: '', city: 'Leeds', postcode: 'LS1 1AA' };

/** Profiles the rules must refuse, each for one reason. */
const badProfiles: [string, Record<string, unknown>][] = [
  ['an extra field', profileOf('alice', { isAdmin: true } as never)],
  ['a missing field', (({ middleName: _, ...rest }) => rest)(profileOf('alice'))],
  ['a number where a string belongs', profileOf('alice', { phoneNumber: 7700900123 } as never)],
  ['null where a string belongs', profileOf('alice', { email: null } as never)],
  ['an oversized name', profileOf('alice', { firstName: oversized })],
  [
    'an oversized postcode inside a previous address',
    profileOf('alice', { previousAddress: { ...address, postcode: oversized } }),
  ],
  [
    'a previous address with an extra key',
    profileOf('alice', { previousAddress: { ...address, country: 'UK' } as never }),
  ],
  [
    'a previous address missing a key',
    profileOf('alice', {
      previousPreviousAddress: { addressLine1: '', addressLine2: '', city: '' } as never,
    }),
  ],
  ['a previous address that is a string', profileOf('alice', { previousAddress: '1 High Street' as never })],
  [
    'a previous address with a number in it',
    profileOf('alice', { previousAddress: { ...address, addressLine2: 2 } as never }),
  ],
  ['an id that is not the owner', profileOf('alice', { id: 'mallory' })],
  ['a userId that is not the owner', profileOf('alice', { userId: 'mallory' })],
];

describe('users/{uid}: reading', () => {
  it('lets the owner read their profile', async () => {
    await seedAlice();
    const snapshot = await assertSucceeds(getDoc(doc(rules.alice, 'users/alice')));
    expect(snapshot.data()).toEqual(profileOf('alice'));
  });

  it('refuses another signed-in user, even a guest session', async () => {
    await seedAlice();
    await assertFails(getDoc(doc(rules.mallory, 'users/alice')));
  });

  it('refuses an unauthenticated client', async () => {
    await seedAlice();
    await assertFails(getDoc(doc(rules.nobody, 'users/alice')));
  });

  it('refuses listing profiles, even a query for one’s own', async () => {
    await seedAlice();
    await assertFails(getDocs(collection(rules.alice, 'users')));
    await assertFails(listWhere(rules.alice, 'users', 'userId', 'alice'));
  });
});

describe('users/{uid}: creating', () => {
  it('lets the owner create the blank profile and one filled to the length cap', async () => {
    await assertSucceeds(setDoc(doc(rules.alice, 'users/alice'), profileOf('alice', { firstName: '' })));
    const atCap = 'x'.repeat(PROFILE_FIELD_MAX);
    await assertSucceeds(
      setDoc(
        doc(rules.alice, 'users/alice'),
        profileOf('alice', { firstName: atCap, previousAddress: { ...address, city: atCap } }),
      ),
    );
  });

  it('refuses another user creating it', async () => {
    await assertFails(setDoc(doc(rules.mallory, 'users/alice'), profileOf('alice')));
  });

  it('refuses an unauthenticated client', async () => {
    await assertFails(setDoc(doc(rules.nobody, 'users/alice'), profileOf('alice')));
  });

  it.each(badProfiles)('refuses a profile with %s', async (_reason, profile) => {
    await assertFails(setDoc(doc(rules.alice, 'users/alice'), profile));
  });
});

describe('users/{uid}: updating', () => {
  it('lets the owner change their fields, including a whole previous address', async () => {
    await seedAlice();
    await assertSucceeds(
      updateDoc(doc(rules.alice, 'users/alice'), { firstName: 'Alicia', previousAddress: address }),
    );
    const snapshot = await getDoc(doc(rules.alice, 'users/alice'));
    expect(snapshot.get('firstName')).toBe('Alicia');
    expect(snapshot.get('previousAddress')).toEqual(address);
  });

  it('refuses another user', async () => {
    await seedAlice();
    await assertFails(updateDoc(doc(rules.mallory, 'users/alice'), { firstName: 'Mallory' }));
  });

  it('refuses an unauthenticated client', async () => {
    await seedAlice();
    await assertFails(updateDoc(doc(rules.nobody, 'users/alice'), { firstName: 'Nobody' }));
  });

  it.each<[string, Record<string, unknown>]>([
    ['an extra field', { role: 'admin' }],
    ['a wrong type', { lastName: ['Example'] }],
    ['an oversized string', { email: `${oversized}@example.com` }],
    ['a changed id', { id: 'mallory', userId: 'mallory' }],
    ['one key of a previous address alone', { 'previousAddress.city': oversized }],
    [
      'a previous address that loses a key',
      { previousAddress: { addressLine1: '', city: '', postcode: '' } },
    ],
  ])('refuses an update with %s', async (_reason, changes) => {
    await seedAlice();
    await assertFails(updateDoc(doc(rules.alice, 'users/alice'), changes));
  });

  it('refuses deleting a profile, even by its owner', async () => {
    await seedAlice();
    await assertFails(deleteDoc(doc(rules.alice, 'users/alice')));
  });
});
