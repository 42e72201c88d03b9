// The check of a lender's determination as the gateway keeps it (decision 266), made in one place for
// the gateway's deskCheckDetermination and the desk's mocks. Apart from contract/deskCheck.ts, whose
// schemas every desk page's gateway client reads, so that only what runs the check loads it.
import * as v from 'valibot';
import type { DeskCheckDeterminationRequest, DeterminationCheckRefusal } from '../deskCheck.js';
import type { StaffRole } from '../staff.js';
import { schemeCheck } from './check.js';
import {
  StoredDeterminationCheckSchema,
  checkDetermination,
  type DeterminationTolerance,
  type StoredDeterminationCheck,
} from './determination.js';

/**
 * The check the gateway keeps (and the desk's mocks answer with): the remedies worked out from the
 * figures to the settlement day and the lender's sum compared within the tolerance; or why not.
 */
export function determinationCheckRecord(args: {
  figures: DeskCheckDeterminationRequest['figures'];
  settlementOn: string;
  /** The determination's sum in pence; null when it has none (no redress, out of scope). */
  determinedPence: number | null;
  tolerance: DeterminationTolerance;
  at: number;
  role: StaffRole;
}): { ok: true; check: StoredDeterminationCheck } | { ok: false; reason: DeterminationCheckRefusal } {
  const { figures, settlementOn, determinedPence, tolerance, at, role } = args;
  if (determinedPence === null) return { ok: false, reason: 'no-sum' };
  let worked;
  try {
    worked = schemeCheck(figures, settlementOn);
  } catch {
    return { ok: false, reason: 'not-workable' };
  }
  return {
    ok: true,
    check: {
      figures: v.parse(StoredDeterminationCheckSchema.entries.figures, figures),
      settlementOn,
      determinedPence,
      lowPence: worked.total.low,
      highPence: worked.total.high,
      ...checkDetermination(determinedPence, worked, tolerance),
      checkedAt: new Date(at).toISOString(),
      role,
    },
  };
}
