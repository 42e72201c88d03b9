import type { Firestore } from 'firebase-admin/firestore';
import type { Providers } from './providers/types.js';

/** What a handler works with; built once per instance in index.ts, replaced in tests. */
export interface Deps {
  db: Firestore;
  providers: Providers;
  now: () => number;
}

export interface CallContext {
  /** From `request.auth` only, never from the payload. */
  uid: string;
  deps: Deps;
}

export type Handler = (data: unknown, ctx: CallContext) => Promise<unknown>;
