// Whether a lender's determination under the redress scheme falls short of the check's figure
// (decision 258): flagged when it is below the low end of the check's range by more than the
// firm's tolerance, the greater of a sum and a share of that low end.
import * as v from 'valibot';
import { AgreementFiguresSchema, DaySchema, penceFrom } from './figures.js';
import { formatPounds } from '../money.js';
import { StaffRoleSchema } from '../staff.js';
import { poundsOf, roundPence, type PenceRange } from './working.js';

/** The firm's tolerance: a shortfall up to the greater of `pence` and `share` of the low end passes. */
export const DeterminationToleranceSchema = v.object({
  pence: penceFrom(0),
  share: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});
export type DeterminationTolerance = v.InferOutput<typeof DeterminationToleranceSchema>;

/** The default tolerance: the greater of £10 and 2% of the low end (decision 258). */
export const DEFAULT_DETERMINATION_TOLERANCE: DeterminationTolerance = { pence: 1_000, share: 0.02 };

export interface DeterminationCheck {
  flagged: boolean;
  /** How far the lender's sum is below the low end, in pence; 0 when it is not below. */
  shortfallPence: number;
  /** The shortfall the firm's tolerance allows on this check, in pence. */
  tolerancePence: number;
  reason: string;
}

/**
 * Whether a lender's determination (in whole pence) falls short of the check's low end by more than
 * the firm's tolerance, with the shortfall and the reason in plain words.
 */
export function checkDetermination(
  determinedPence: number,
  check: { total: PenceRange; missing: readonly string[] },
  tolerance: DeterminationTolerance = DEFAULT_DETERMINATION_TOLERANCE,
): DeterminationCheck {
  if (!Number.isInteger(determinedPence) || determinedPence < 0) {
    throw new RangeError(`A determination is a whole number of pence, not below nothing: ${determinedPence}`);
  }
  const { pence, share } = v.parse(DeterminationToleranceSchema, tolerance);
  const { low, high } = check.total;
  const tolerancePence = Math.max(pence, roundPence(share * low));
  const shortfallPence = Math.max(0, low - determinedPence);
  const flagged = shortfallPence > tolerancePence;
  const lender = `The lender’s figure of ${formatPounds(determinedPence)}`;
  const ours =
    low === high
      ? `the figure we work out, ${formatPounds(low)}`
      : `the lowest figure we work out, ${formatPounds(low)}`;
  const verdict =
    shortfallPence === 0
      ? `${lender} is not below ${ours}.`
      : `${lender} is ${formatPounds(shortfallPence)} below ${ours}, ${flagged ? 'more than' : 'within'} the ${formatPounds(tolerancePence)} the firm allows.`;
  const range = low === high ? '' : ` We work out ${poundsOf(check.total)}. ${check.missing.join(' ')}`;
  return { flagged, shortfallPence, tolerancePence, reason: verdict + range };
}

/**
 * The firm's tolerance from its deployment's settings (decision 266):
 * `REDRESS_DETERMINATION_TOLERANCE_PENCE` (whole pence) and
 * `REDRESS_DETERMINATION_TOLERANCE_SHARE` (a share of the low end, from 0 to 1, like 0.02). A
 * setting that is absent or not such a number keeps the default.
 */
export function toleranceFromSettings(
  env: Readonly<Record<string, string | undefined>>,
): DeterminationTolerance {
  const read = <K extends keyof DeterminationTolerance>(key: K, text: string | undefined) => {
    const parsed = v.safeParse(
      DeterminationToleranceSchema.entries[key],
      text === undefined ? NaN : Number(text),
    );
    return text !== undefined && text.trim() !== '' && parsed.success
      ? parsed.output
      : DEFAULT_DETERMINATION_TOLERANCE[key];
  };
  return {
    pence: read('pence', env.REDRESS_DETERMINATION_TOLERANCE_PENCE),
    share: read('share', env.REDRESS_DETERMINATION_TOLERANCE_SHARE),
  };
}

/**
 * A check of a lender's determination as the gateway stores it on the complaint
 * (`determinationCheck`, decision 266): the figures the handler gave, the settlement day, the sum
 * checked, the range worked out, and the verdict with the firm's tolerance at the time. The desk
 * works the lines out again from the figures (the same pure check) to show the working.
 */
export const StoredDeterminationCheckSchema = v.object({
  figures: AgreementFiguresSchema,
  settlementOn: DaySchema,
  determinedPence: penceFrom(0),
  lowPence: penceFrom(0),
  highPence: penceFrom(0),
  flagged: v.boolean(),
  shortfallPence: penceFrom(0),
  tolerancePence: penceFrom(0),
  reason: v.string(),
  /** When the check was made (ISO time) and the role of the staff member who made it. */
  checkedAt: v.pipe(v.string(), v.isoTimestamp()),
  role: StaffRoleSchema,
});
export type StoredDeterminationCheck = v.InferOutput<typeof StoredDeterminationCheckSchema>;
