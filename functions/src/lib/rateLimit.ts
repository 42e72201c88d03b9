import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** A counter: at most `limit` events per `windowMs` for one key (a uid or a pseudonymised number). */
export interface Limit {
  key: string;
  limit: number;
  windowMs: number;
}

interface CounterDoc {
  windowStart: number;
  count: number;
}

/** Fixed windows: the count resets when a window has passed; pure so it is unit-tested. */
export function nextCounter(current: CounterDoc | undefined, windowMs: number, now: number): CounterDoc {
  if (!current || now - current.windowStart >= windowMs) return { windowStart: now, count: 1 };
  return { windowStart: current.windowStart, count: current.count + 1 };
}

export interface RateLimitRefusal {
  key: string;
  retryAfterMs: number;
}

/**
 * Reads every counter in the transaction; when all have room, returns a commit that counts one
 * more event on each. Reads and writes are split because a Firestore transaction reads first.
 */
export async function readLimits(
  db: Firestore,
  tx: Transaction,
  limits: readonly Limit[],
  now: number,
): Promise<{ refusal: RateLimitRefusal | null; commit: () => void }> {
  const refs = limits.map((limit) => db.collection('rateLimits').doc(limit.key));
  const snaps = refs.length > 0 ? await tx.getAll(...refs) : [];
  const next: CounterDoc[] = [];
  for (const [index, limit] of limits.entries()) {
    const current = snaps[index]?.data() as CounterDoc | undefined;
    const counter = nextCounter(current, limit.windowMs, now);
    if (counter.count > limit.limit) {
      return {
        refusal: { key: limit.key, retryAfterMs: counter.windowStart + limit.windowMs - now },
        commit: () => {},
      };
    }
    next.push(counter);
  }
  return {
    refusal: null,
    commit: () => refs.forEach((ref, index) => tx.set(ref, { ...next[index], updatedAt: now })),
  };
}

export const HOUR = 60 * 60 * 1000;

/** The limits, in one place so docs/gateway.md can quote them. */
export const LIMITS = {
  textsPerNumberPerHour: 5,
  textsPerUserPerHour: 5,
  checksPerUserPerHour: 10,
  userExistsPerUserPerHour: 10,
  userExistsPerNumberPerHour: 10,
  contactChangesPerUserPerHour: 10,
} as const;
