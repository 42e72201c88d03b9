// A lender's determination under the redress scheme as a complaint stores it (decision 259): plain
// valibot, with nothing of the claim, so the stored complaint, the gateway's answers and the desk's
// read it from here.
import * as v from 'valibot';
import { formatPounds } from '../money.js';
import {
  NO_REDRESS_REASONS,
  NO_REDRESS_REASON_WORDS,
  SCHEME_REMEDIES,
  SCHEME_REMEDY_WORDS,
} from './events.js';

const PenceSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const DaySchema = v.pipe(v.string(), v.isoDate());

/** A lender's determination under the scheme, as the complaint stores it (decision 259). */
export const StoredDeterminationSchema = v.object({
  outcome: v.picklist(['redress', 'noRedress', 'outOfScope']),
  remedy: v.nullable(v.picklist(SCHEME_REMEDIES)),
  amountPence: v.nullable(PenceSchema),
  interestPence: v.nullable(PenceSchema),
  reason: v.nullable(v.picklist(NO_REDRESS_REASONS)),
  recordedOn: DaySchema,
});

export type StoredDetermination = v.InferOutput<typeof StoredDeterminationSchema>;

/** A determination in one sentence: what the lender decided, with its sums and remedy or its reason. */
export function determinationWords(d: StoredDetermination): string {
  if (d.outcome === 'outOfScope') return 'The lender says the scheme does not cover the agreement.';
  if (d.outcome === 'noRedress')
    return `No redress is due: ${d.reason ? NO_REDRESS_REASON_WORDS[d.reason] : 'the lender gave no reason'}.`;
  const sum = d.amountPence === null ? 'an amount not recorded' : formatPounds(d.amountPence);
  const interest =
    d.interestPence === null ? '' : `, including ${formatPounds(d.interestPence)} compensatory interest`;
  const remedy = d.remedy ? `, worked out as ${SCHEME_REMEDY_WORDS[d.remedy]}` : '';
  return `Redress due: ${sum}${interest}${remedy}.`;
}
