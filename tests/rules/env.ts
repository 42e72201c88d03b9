import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { blankProfile, type UserProfile } from '../../contract/profile';
import { emulatorHost, projectId } from '../support/emulators';

/** A rules test environment with firestore.rules loaded explicitly from the repository. */
export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const { host, port } = emulatorHost('FIRESTORE_EMULATOR_HOST');
  return initializeTestEnvironment({
    projectId,
    firestore: { host, port, rules: readFileSync(path.resolve('firestore.rules'), 'utf8') },
  });
}

/** The three kinds of caller every rule is tried with. */
export function callers(env: RulesTestEnvironment) {
  return {
    // The guest who started the claim (the common case); aliceBy() gives her other sign-ins.
    alice: aliceBy(env, { firebase: { sign_in_provider: 'anonymous' } }),
    // A guest session is signed in as well: it must be treated as a stranger to alice's data.
    mallory: env
      .authenticatedContext('mallory', { firebase: { sign_in_provider: 'anonymous' } })
      .firestore() as unknown as Firestore,
    nobody: env.unauthenticatedContext().firestore() as unknown as Firestore,
  };
}

/** Alice signed in another way: a password (with or without a confirmed email) or a sign-in link. */
export function aliceBy(env: RulesTestEnvironment, token: Record<string, unknown>): Firestore {
  return env.authenticatedContext('alice', token).firestore() as unknown as Firestore;
}

export function profileOf(uid: string, changes: Partial<UserProfile> = {}): Record<string, unknown> {
  return { ...blankProfile(uid), firstName: 'Alice', lastName: 'Example', ...changes };
}

// Refusals are the point of these tests; the SDK would log each one as a warning.
setLogLevel('silent');
