// A lender's determination under the redress scheme as a handler types it from the lender's letter
// (decision 259): the outcome; for redress, the remedy, the total sum and the compensatory interest
// within it; for no redress, the reason. Checked here with GOV.UK's wording for each field, and
// turned into the lifecycle's `handler.recordDetermination` event.
import {
  NO_REDRESS_REASONS,
  SCHEME_REMEDIES,
  type NoRedressReason,
  type RequestedEvent,
  type SchemeRemedy,
} from '../../contract/lifecycle/events';
import { parsePounds } from './amount';

export type DeterminationEvent = Extract<RequestedEvent, { type: 'handler.recordDetermination' }>;

/** The determination's fields, as typed or chosen ('' when not). */
export interface TypedDetermination {
  outcome: string;
  remedy: string;
  amount: string;
  interest: string;
  reason: string;
}

export type DeterminationField = keyof TypedDetermination;

export const NO_DETERMINATION: TypedDetermination = {
  outcome: '',
  remedy: '',
  amount: '',
  interest: '',
  reason: '',
};

export const DETERMINATION_OUTCOMES = ['redress', 'noRedress', 'outOfScope'] as const;

/** Each outcome as the form offers it. */
export const DETERMINATION_OUTCOME_WORDS: Record<DeterminationEvent['outcome'], string> = {
  redress: 'Redress is due',
  noRedress: 'No redress is due',
  outOfScope: 'Not a scheme case',
};

export const DETERMINATION_MESSAGES = {
  outcome: 'Select what the lender determined',
  remedy: 'Select the remedy the lender used',
  reason: 'Select why the lender says no redress is due',
  interestMoreThanSum: 'The compensatory interest must not be more than the total sum',
} as const;

const AMOUNT_NAME = 'the total sum offered';
const INTEREST_NAME = 'the compensatory interest';

export type DeterminationResult =
  | { ok: true; event: DeterminationEvent }
  | { ok: false; errors: Partial<Record<DeterminationField, string>> };

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The typed determination as the lifecycle's event, or a message for each field that is wrong. */
export function parseDetermination(typed: TypedDetermination): DeterminationResult {
  const type = 'handler.recordDetermination' as const;
  if (!isOneOf(DETERMINATION_OUTCOMES, typed.outcome))
    return { ok: false, errors: { outcome: DETERMINATION_MESSAGES.outcome } };
  if (typed.outcome === 'outOfScope') return { ok: true, event: { type, outcome: 'outOfScope' } };
  if (typed.outcome === 'noRedress') {
    return isOneOf<NoRedressReason>(NO_REDRESS_REASONS, typed.reason)
      ? { ok: true, event: { type, outcome: 'noRedress', reason: typed.reason } }
      : { ok: false, errors: { reason: DETERMINATION_MESSAGES.reason } };
  }
  const errors: Partial<Record<DeterminationField, string>> = {};
  if (!isOneOf<SchemeRemedy>(SCHEME_REMEDIES, typed.remedy)) errors.remedy = DETERMINATION_MESSAGES.remedy;
  const amount = parsePounds(AMOUNT_NAME, typed.amount);
  if (!amount.ok) errors.amount = amount.message;
  const interest = parsePounds(INTEREST_NAME, typed.interest, 0);
  if (!interest.ok) errors.interest = interest.message;
  else if (amount.ok && interest.pence > amount.pence)
    errors.interest = DETERMINATION_MESSAGES.interestMoreThanSum;
  if (Object.keys(errors).length > 0 || !amount.ok || !interest.ok) return { ok: false, errors };
  return {
    ok: true,
    event: {
      type,
      outcome: 'redress',
      remedy: typed.remedy as SchemeRemedy,
      amountPence: amount.pence,
      interestPence: interest.pence,
    },
  };
}
