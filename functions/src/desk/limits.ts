import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { DESK_REFUSALS, limitMessage, type StaffLimitKind } from '../../../contract/staff.js';
import type { CallContext } from '../context.js';
import { LOG_ALERTS } from '../lib/alerts.js';
import { HOUR, readLimits } from '../lib/rateLimit.js';
import { auditRecord, writeAudit } from './audit.js';
import type { StaffCaller } from './access.js';

/** The desk operations that count towards a staff member's hourly limits, and which limit each counts. */
export const STAFF_LIMITED_OPERATIONS: Readonly<Record<string, StaffLimitKind>> = {
  deskOpenClaim: 'claimsOpened',
  deskSignedLetter: 'signedLetters',
  deskSendComplaint: 'complaintLetters',
  deskListClaims: 'listPages',
  listDataRequests: 'listPages',
};

/** The warning level of a limit: two thirds of it, so an alert comes well before a refusal. */
export const warningLevel = (perHour: number): number => Math.floor((perHour * 2) / 3);

/**
 * Counts one use of an hourly limit for the staff member (one counter per person and limit, in a
 * transaction, so concurrent calls cannot pass it together). Past the limit the call is refused,
 * with the refusal in the audit log and a log line an alert matches; the call that crosses the
 * warning level writes the warning's log line (lib/alerts.ts).
 */
export async function countStaffUse(
  ctx: CallContext,
  staff: StaffCaller,
  kind: StaffLimitKind,
): Promise<void> {
  const { db, now, limits } = ctx.deps;
  const perHour = limits.staff[kind];
  if (!Number.isFinite(perHour)) return;
  const t = now();
  const outcome = await db.runTransaction(async (tx) => {
    const key = `staff-${kind}-${staff.uid}`;
    const counters = await readLimits(db, tx, [{ key, limit: perHour, windowMs: HOUR }], t);
    if (counters.refusal) {
      const resetsAt = t + counters.refusal.retryAfterMs;
      writeAudit(
        db,
        auditRecord(staff, t, {
          action: 'limit.reached',
          workspaces: staff.workspaces,
          outcome: 'refused',
          details: { limit: kind, perHour, resetsAt },
        }),
        tx,
      );
      return { kind: 'refused', resetsAt } as const;
    }
    counters.commit();
    return { kind: 'counted', count: counters.counts[0] ?? 0 } as const;
  });
  if (outcome.kind === 'refused') {
    logger.warn('staff limit reached', reachedLine(staff.uid, kind, perHour));
    throw new HttpsError('resource-exhausted', limitMessage(kind, perHour, outcome.resetsAt), {
      reason: DESK_REFUSALS.staffLimit,
      limit: kind,
      resetsAt: new Date(outcome.resetsAt).toISOString(),
    });
  }
  const warning = warningLine(staff.uid, kind, outcome.count, perHour);
  if (warning) logger.warn('staff limit warning', warning);
}

/**
 * The structured log line for the call that crosses a limit's warning level (one an hour per
 * person and limit), or null for every other call. Cloud Logging keeps the object as
 * `jsonPayload`; the alert matches its `event` (lib/alerts.ts).
 */
export function warningLine(
  uid: string,
  kind: StaffLimitKind,
  count: number,
  perHour: number,
): Record<string, string | number> | null {
  const warnAt = warningLevel(perHour);
  if (warnAt === 0 || count !== warnAt) return null;
  return { event: LOG_ALERTS.staffLimitWarning.event, uid, limit: kind, count, perHour };
}

/**
 * The structured log line for a call refused at a limit, for its alert to match (lib/alerts.ts):
 * who (the staff member's uid), which limit and its size, and nothing the call carried.
 */
export function reachedLine(
  uid: string,
  kind: StaffLimitKind,
  perHour: number,
): Record<string, string | number> {
  return { event: LOG_ALERTS.staffLimitReached.event, uid, limit: kind, perHour };
}
