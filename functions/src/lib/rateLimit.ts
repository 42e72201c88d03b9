import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { STAFF_LIMIT_KINDS, type StaffLimitKind } from '../../../contract/staff.js';

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
  wanted: readonly Limit[],
  now: number,
): Promise<{
  refusal: RateLimitRefusal | null;
  /** Each counter's count with this event, when all have room. */
  counts: number[];
  commit: (only?: (limit: Limit) => boolean) => void;
}> {
  const limits = applicable(wanted);
  const refs = limits.map((limit) => db.collection('rateLimits').doc(limit.key));
  const snaps = refs.length > 0 ? await tx.getAll(...refs) : [];
  const next: CounterDoc[] = [];
  for (const [index, limit] of limits.entries()) {
    const current = snaps[index]?.data() as CounterDoc | undefined;
    const counter = nextCounter(current, limit.windowMs, now);
    if (counter.count > limit.limit) {
      return {
        refusal: { key: limit.key, retryAfterMs: counter.windowStart + limit.windowMs - now },
        counts: [],
        commit: () => {},
      };
    }
    next.push(counter);
  }
  return {
    refusal: null,
    counts: next.map((counter) => counter.count),
    commit: (only = () => true) =>
      refs.forEach((ref, index) => {
        const counter = next[index];
        const limit = limits[index];
        if (!counter || !limit || !only(limit)) return;
        // Firestore's TTL policy on rateLimits.expireAt removes a counter once its window is over.
        const expireAt = Timestamp.fromMillis(counter.windowStart + (limits[index]?.windowMs ?? DAY));
        tx.set(ref, { ...counter, updatedAt: now, expireAt });
      }),
  };
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** Every limit the gateway applies (docs/gateway.md, "Rate limits"). `Infinity` turns one off. */
export interface GatewayLimits {
  textsPerUserPerHour: number;
  textsPerNumberPerHour: number;
  textsPerNumberPerDay: number;
  textsPerEmailPerHour: number;
  textsPerEmailPerDay: number;
  checksPerUserPerHour: number;
  /** Credit searches from one IP address an hour, across every account. */
  checksPerClientPerHour: number;
  userExistsPerUserPerHour: number;
  userExistsPerNumberPerHour: number;
  userExistsPerEmailPerHour: number;
  userExistsPerClientPerHour: number;
  contactChangesPerUserPerHour: number;
  /** Sign-in links asked for (sendSignInLink, decision 265): per caller, per address, per IP. */
  signInLinksPerUserPerHour: number;
  signInLinksPerEmailPerHour: number;
  signInLinksPerClientPerHour: number;
  /** Copies of their data ("Download my data") one account may ask for in an hour. */
  dataExportsPerUserPerHour: number;
  /** Requests to delete their data one account may send in an hour. */
  deletionRequestsPerUserPerHour: number;
  /** The deployment's budget of paid calls a day, across every caller. */
  paidChecksPerDay: number;
  paidTextsPerDay: number;
  /** Each staff member's hourly desk limits (desk/limits.ts, decision 245). */
  staff: Record<StaffLimitKind, number>;
}

/**
 * The staff limits' defaults, an hour each: a handler working claims all day opens one every
 * minute or two and pages through lists more often; a signed letter is downloaded for a lender
 * that asks for it. Reaching one is a sign of bulk reading, not of a working day (decision 245).
 */
export const STAFF_LIMIT_DEFAULTS: Record<StaffLimitKind, number> = {
  claimsOpened: 60,
  signedLetters: 20,
  complaintLetters: 60,
  listPages: 300,
};

/** The deployment's settings for the staff limits (functions/.env.<project>); `off` lifts one. */
export const STAFF_LIMIT_SETTINGS: Record<StaffLimitKind, string> = {
  claimsOpened: 'REDRESS_STAFF_CLAIMS_OPENED_PER_HOUR',
  signedLetters: 'REDRESS_STAFF_SIGNED_LETTERS_PER_HOUR',
  complaintLetters: 'REDRESS_STAFF_COMPLAINT_LETTERS_PER_HOUR',
  listPages: 'REDRESS_STAFF_LIST_PAGES_PER_HOUR',
};

/** The limits, in one place so docs/gateway.md can quote them. */
export const LIMITS: GatewayLimits = {
  textsPerUserPerHour: 5,
  textsPerNumberPerHour: 5,
  textsPerNumberPerDay: 10,
  textsPerEmailPerHour: 5,
  textsPerEmailPerDay: 10,
  checksPerUserPerHour: 10,
  checksPerClientPerHour: 30,
  userExistsPerUserPerHour: 10,
  userExistsPerNumberPerHour: 10,
  userExistsPerEmailPerHour: 10,
  userExistsPerClientPerHour: 60,
  contactChangesPerUserPerHour: 10,
  signInLinksPerUserPerHour: 5,
  signInLinksPerEmailPerHour: 5,
  signInLinksPerClientPerHour: 30,
  dataExportsPerUserPerHour: 10,
  deletionRequestsPerUserPerHour: 5,
  paidChecksPerDay: 5000,
  paidTextsPerDay: 5000,
  staff: STAFF_LIMIT_DEFAULTS,
};

function limitFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim() === 'off') return Number.POSITIVE_INFINITY;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/**
 * The limits a deployment sets in its environment: `REDRESS_CLIENT_LIMITS=off` lifts the per-IP
 * limits (the local stack and its tests, where every call comes from 127.0.0.1), and
 * `REDRESS_PAID_CHECKS_PER_DAY` / `REDRESS_PAID_TEXTS_PER_DAY` set the daily budgets, and
 * `REDRESS_STAFF_*_PER_HOUR` (STAFF_LIMIT_SETTINGS) the staff members' hourly desk limits.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): GatewayLimits {
  const clientOff = env.REDRESS_CLIENT_LIMITS?.trim() === 'off';
  return {
    ...LIMITS,
    checksPerClientPerHour: clientOff ? Number.POSITIVE_INFINITY : LIMITS.checksPerClientPerHour,
    userExistsPerClientPerHour: clientOff ? Number.POSITIVE_INFINITY : LIMITS.userExistsPerClientPerHour,
    signInLinksPerClientPerHour: clientOff ? Number.POSITIVE_INFINITY : LIMITS.signInLinksPerClientPerHour,
    paidChecksPerDay: limitFrom(env.REDRESS_PAID_CHECKS_PER_DAY, LIMITS.paidChecksPerDay),
    paidTextsPerDay: limitFrom(env.REDRESS_PAID_TEXTS_PER_DAY, LIMITS.paidTextsPerDay),
    staff: Object.fromEntries(
      STAFF_LIMIT_KINDS.map((kind) => [
        kind,
        limitFrom(env[STAFF_LIMIT_SETTINGS[kind]], STAFF_LIMIT_DEFAULTS[kind]),
      ]),
    ) as Record<StaffLimitKind, number>,
  };
}

/** Limits with `Infinity` (turned off) left out, so no counter is kept for them. */
export function applicable(limits: readonly Limit[]): Limit[] {
  return limits.filter((limit) => Number.isFinite(limit.limit));
}

const BUDGET_SHARDS = 8;

/**
 * Spends one unit of a day's budget for paid calls (credit searches, texts) across every caller.
 * The count is spread over shards so busy days do not queue on one document; the check reads
 * them outside a transaction, so a burst may pass the budget by the number of calls in flight.
 * Returns false, spending nothing, when the day's budget is used up.
 */
export async function spendBudget(
  db: Firestore,
  name: 'checks' | 'texts',
  budget: number,
  now: number,
): Promise<boolean> {
  if (!Number.isFinite(budget)) return true;
  const day = Math.floor(now / DAY);
  const refs = Array.from({ length: BUDGET_SHARDS }, (_, shard) =>
    db.collection('rateLimits').doc(`budget-${name}-${day}-${shard}`),
  );
  const snaps = await db.getAll(...refs);
  const spent = snaps.reduce((sum, snap) => sum + ((snap.get('count') as number | undefined) ?? 0), 0);
  if (spent >= budget) return false;
  await refs[randomInt(BUDGET_SHARDS)]?.set(
    { count: FieldValue.increment(1), expireAt: Timestamp.fromMillis((day + 2) * DAY) },
    { merge: true },
  );
  return true;
}
