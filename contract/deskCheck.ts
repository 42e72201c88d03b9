// deskCheckDetermination (decision 266): what the desk sends to check a lender's determination under
// the redress scheme, and what the gateway answers: the figures of contract/scheme/figures.ts, the
// record of contract/scheme/determination.ts. The desk's other operations are in desk.ts.
import * as v from 'valibot';
import { ClaimIdSchema, ComplaintIdSchema } from './requests.js';
import { AgreementFiguresSchema, DaySchema } from './scheme/figures.js';
import { schemeCheck } from './scheme/check.js';
import {
  StoredDeterminationCheckSchema,
  checkDetermination,
  type DeterminationTolerance,
  type StoredDeterminationCheck,
} from './scheme/determination.js';
import type { StaffRole } from './staff.js';

/** The complaint, the agreement's figures as the handler typed them, and the settlement day. */
export const DeskCheckDeterminationRequestSchema = v.object({
  claimId: ClaimIdSchema,
  complaintId: ComplaintIdSchema,
  figures: AgreementFiguresSchema,
  settlementOn: DaySchema,
});
export type DeskCheckDeterminationRequest = v.InferInput<typeof DeskCheckDeterminationRequestSchema>;

/** Why the gateway refuses a check, in the words the desk shows (`details.reason`). */
export const DETERMINATION_CHECK_REFUSALS = {
  'no-sum': 'This complaint has no determination of redress with a sum to check.',
  'not-workable':
    'These figures do not make an agreement the check can work out: check the credit, APR, term and days.',
} as const;

export const DeskCheckDeterminationDataSchema = v.object({
  claimId: v.string(),
  complaintId: v.string(),
  check: StoredDeterminationCheckSchema,
});
export type DeskCheckDeterminationData = v.InferOutput<typeof DeskCheckDeterminationDataSchema>;

export type DeterminationCheckRefusal = keyof typeof DETERMINATION_CHECK_REFUSALS;

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
