import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getDocs, query, setLogLevel, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
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
  return signedIn(env, 'alice', token);
}

/** A caller signed in as `uid` with these token claims; the emulator passes every claim to the rules. */
export function signedIn(env: RulesTestEnvironment, uid: string, token: Record<string, unknown>): Firestore {
  return env.authenticatedContext(uid, token).firestore() as unknown as Firestore;
}

/** A staff member signed in with both factors, their role and workspaces in the token. */
export function staffSignedIn(
  env: RulesTestEnvironment,
  uid: string,
  role: 'handler' | 'supervisor',
  workspaces: string[],
): Firestore {
  return signedIn(env, uid, {
    email: `${uid}@firm.example`,
    email_verified: true,
    role,
    workspaces,
    firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
  });
}

/** The gateway's writes, made with the Admin SDK, which the rules do not apply to. */
export type GatewayWrites = (db: Firestore) => Promise<unknown>;

/** A caller a test file names: a uid and the token claims they sign in with. */
interface Caller {
  uid: string;
  token: Record<string, unknown>;
}

export interface RulesSuiteOptions<Name extends string> {
  /** Written on an emptied database before each test. */
  beforeEach?: GatewayWrites;
  /** Written once, before the file's tests. */
  beforeAll?: GatewayWrites;
  /** More callers, by the name the tests use. */
  signedIn?: Record<Name, Caller>;
}

/** The environment and the callers a rules test file tries its rules with, ready once its tests run. */
export type RulesSuite<Name extends string> = {
  env: RulesTestEnvironment;
} & ReturnType<typeof callers> &
  Record<Name, Firestore>;

/**
 * One rules test file's environment: started before its tests, with the three kinds of caller
 * (`callers`) and any more it names, the gateway's writes made before each test or once, and the
 * database emptied and the environment closed after the tests.
 */
export function rulesSuite<Name extends string = never>(
  options: RulesSuiteOptions<Name> = {},
): RulesSuite<Name> {
  const suite = {} as RulesSuite<Name>;
  const write = (writes: GatewayWrites) =>
    suite.env.withSecurityRulesDisabled(async (context) => {
      await writes(context.firestore() as unknown as Firestore);
    });
  beforeAll(async () => {
    const env = await rulesEnvironment();
    Object.assign(suite, { env }, callers(env));
    for (const [name, { uid, token }] of Object.entries<Caller>(options.signedIn ?? {}))
      Object.assign(suite, { [name]: signedIn(env, uid, token) });
    if (options.beforeAll) await write(options.beforeAll);
  });
  const { beforeEach: each } = options;
  if (each)
    beforeEach(async () => {
      await suite.env.clearFirestore();
      await write(each);
    });
  afterAll(async () => {
    await suite.env.clearFirestore();
    await suite.env.cleanup();
  });
  return suite;
}

/** A list of a collection's documents whose `field` equals `value`: how the app asks for its own. */
export function listWhere(db: Firestore, path: string, field: string, value: unknown) {
  return getDocs(query(collection(db, path), where(field, '==', value)));
}

export function profileOf(uid: string, changes: Partial<UserProfile> = {}): Record<string, unknown> {
  return { ...blankProfile(uid), firstName: 'Alice', lastName: 'Example', ...changes };
}

// Refusals are the point of these tests; the SDK would log each one as a warning.
setLogLevel('silent');
