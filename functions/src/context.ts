import type { Firestore } from 'firebase-admin/firestore';
import type { GatewayLimits } from './lib/rateLimit.js';
import type { AccountLookup } from './lib/tokenCurrent.js';
import type { Providers } from './providers/types.js';

/** What a handler works with; built once per instance in index.ts, replaced in tests. */
export interface Deps {
  db: Firestore;
  providers: Providers;
  now: () => number;
  /**
   * The clock Firebase Authentication sets a token's times by, for comparing with them (a staff
   * sign-in's age); `now` when not given. The two differ only where a browser test moved the
   * service's clock on the emulators (decision 261), which the sign-in service does not follow.
   */
  tokenNow?: () => number;
  limits: GatewayLimits;
  /** Keyed hash of a personal value for counter ids (lib/hashing.ts), keyed by the deployment's secret. */
  pseudonym: (kind: string, value: string) => string;
  /** The caller's account as Firebase Authentication holds it now (lib/tokenCurrent.ts). */
  accounts: AccountLookup;
}

/** Where a call comes from, for the limits that hold across accounts. */
export interface Client {
  /** The caller's IP address as the platform saw it; null when unknown. */
  ip: string | null;
}

/** How the caller signed in, from the ID token's claims (never from the payload). */
export interface Caller {
  /** `firebase.sign_in_provider`: 'anonymous', 'password', 'custom', … */
  signInProvider: string;
  /** `email_verified`: the account's address has been confirmed by its owner. */
  emailVerified: boolean;
  /**
   * The ID token's claims as the platform verified them: the staff role and workspaces
   * (lib/staff.ts) and `firebase.sign_in_second_factor` are read from here. Absent when a test
   * calls a handler without one, which the desk treats as no staff role.
   */
  token?: Readonly<Record<string, unknown>>;
}

/** A password sign-in whose email has not been confirmed: the rule the app's session follows too. */
export { isUnconfirmedPasswordSignIn } from '../../contract/signIn.js';

export interface CallContext {
  /** From `request.auth` only, never from the payload. */
  uid: string;
  deps: Deps;
  client: Client;
  caller: Caller;
}

export type Handler = (data: unknown, ctx: CallContext) => Promise<unknown>;
