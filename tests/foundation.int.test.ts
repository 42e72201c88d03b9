import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callGateway, clientApp, emulatorHost, projectId, signInAnonymously } from './support/emulators';

describe('the local stack', () => {
  it('gives an anonymous sign-in a uid from the Auth emulator', async () => {
    const { auth, dispose } = clientApp();
    const credential = await signInAnonymously(auth);
    expect(credential.user.uid).toMatch(/^\w{20,}$/);
    expect(credential.user.isAnonymous).toBe(true);
    await dispose();
  });

  it('answers a gateway call from a signed-in client and refuses an unknown function name', async () => {
    const { app, auth, dispose } = clientApp();
    const { user } = await signInAnonymously(auth);
    const ok = await callGateway(app, 'ping', {});
    expect(ok.data).toEqual({ data: { ok: true, uid: user.uid } });
    const refused = await callGateway(app, 'noSuchFunction', {}).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'functions/not-found' });
    expect((refused as Error).message).toMatch(/^Unknown function name\. /);
    await dispose();
  });

  it('refuses a gateway call without a signed-in user', async () => {
    const { app, dispose } = clientApp();
    await expect(callGateway(app, 'ping', {})).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    await dispose();
  });
});

describe('Firestore emulator with the rules loaded', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    const { host, port } = emulatorHost('FIRESTORE_EMULATOR_HOST');
    env = await initializeTestEnvironment({
      projectId,
      firestore: { host, port, rules: readFileSync('firestore.rules', 'utf8') },
    });
  });
  afterAll(async () => {
    await env.clearFirestore();
    await env.cleanup();
  });

  it('round-trips the owner’s profile and refuses another user’s read', async () => {
    const address = { addressLine1: '', addressLine2: '', city: '', postcode: '' };
    const profile = {
      id: 'alice',
      userId: 'alice',
      firstName: 'Alice',
      middleName: '',
      lastName: 'Example',
      email: '',
      phoneNumber: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      postcode: '',
      previousAddress: address,
      previousPreviousAddress: address,
    };
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(setDoc(doc(alice, 'users/alice'), profile));
    const read = await assertSucceeds(getDoc(doc(alice, 'users/alice')));
    expect(read.data()).toEqual(profile);
    const mallory = env.authenticatedContext('mallory').firestore();
    await assertFails(getDoc(doc(mallory, 'users/alice')));
  });
});
