import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { blankProfile } from '../../contract/profile';
import { ProfileStoreError } from '../../src/adapters/profile';
import { admin, closeDevices, device } from './support';

// Refused requests are expected here; the SDK would log each one.
setLogLevel('silent');
afterEach(() => closeDevices());
afterAll(async () => {
  const { firestore } = admin();
  await firestore.recursiveDelete(firestore.collection('users'));
});

async function rejection(promise: Promise<unknown>): Promise<ProfileStoreError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProfileStoreError);
  return error as ProfileStoreError;
}

const address = { addressLine1: '2 Mill Lane', addressLine2: 'Flat 1', city: 'York', postcode: 'YO1 7HH' };

describe('the profile store', () => {
  it('reads nothing for a new guest, then creates the blank profile and reads it back', async () => {
    const { auth, profiles } = device();
    const { uid } = await auth.signInAnonymously();
    expect(await profiles.read(uid)).toBeNull();
    const created = await profiles.readOrCreate(uid);
    expect(created).toEqual(blankProfile(uid));
    expect(created.previousAddress).toEqual({ addressLine1: '', addressLine2: '', city: '', postcode: '' });
    expect(await profiles.read(uid)).toEqual(created);
    expect(await profiles.readOrCreate(uid)).toEqual(created);
  });

  it('saves changed fields and returns the whole profile as stored', async () => {
    const { auth, profiles } = device();
    const { uid } = await auth.signInAnonymously();
    await profiles.create(uid);
    const updated = await profiles.update(uid, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      previousAddress: address,
    });
    expect(updated).toEqual({
      ...blankProfile(uid),
      firstName: 'Ada',
      lastName: 'Lovelace',
      previousAddress: address,
    });
    expect(await profiles.read(uid)).toEqual(updated);
  });

  it('refuses a change with an unknown field or an oversized value before writing anything', async () => {
    const { auth, profiles } = device();
    const { uid } = await auth.signInAnonymously();
    await profiles.create(uid);
    const extra = await rejection(profiles.update(uid, { nickname: 'Ada' } as never));
    expect(extra.kind).toBe('invalid-document');
    const oversized = await rejection(profiles.update(uid, { city: 'x'.repeat(201) }));
    expect(oversized.detail).toBe('city');
    expect(await profiles.read(uid)).toEqual(blankProfile(uid));
  });

  it('rejects a malformed stored document on read, naming the fields but not their values', async () => {
    const { auth, profiles } = device();
    const { uid } = await auth.signInAnonymously();
    await admin()
      .firestore.doc(`users/${uid}`)
      .set({ ...blankProfile(uid), firstName: 42, previousAddress: { city: 'Secret Town' } });
    const error = await rejection(profiles.read(uid));
    expect(error.kind).toBe('invalid-document');
    expect(error.message).toBe('Your saved details could not be read. Enter them again.');
    expect(error.detail).toContain('firstName');
    expect(error.detail).toContain('previousAddress');
    expect(`${error.message} ${error.detail}`).not.toContain('Secret Town');
  });

  it('rejects a stored document whose ids belong to someone else', async () => {
    const { auth, profiles } = device();
    const { uid } = await auth.signInAnonymously();
    await admin().firestore.doc(`users/${uid}`).set(blankProfile('someone-else'));
    expect((await rejection(profiles.read(uid))).kind).toBe('invalid-document');
  });

  it('is refused another user’s profile', async () => {
    const owner = device();
    const { uid } = await owner.auth.signInAnonymously();
    await owner.profiles.create(uid);
    const stranger = device();
    await stranger.auth.signInAnonymously();
    expect((await rejection(stranger.profiles.read(uid))).kind).toBe('permission-denied');
    expect((await rejection(stranger.profiles.update(uid, { firstName: 'Mallory' }))).kind).toBe(
      'permission-denied',
    );
  });
});
