// The desk's check of a lender's determination (decisions 258 and 259): the agreement's figures as a
// handler types them from the lender's letter and the credit file, checked with GOV.UK's wording,
// then the scheme's remedies worked out line by line (contract/scheme/check.ts) and the lender's
// sum compared with them within the firm's tolerance. Pure: the day is passed in.
import {
  DEFAULT_DETERMINATION_TOLERANCE,
  TERM_MONTHS_MAX,
  checkDetermination,
  schemeCheck,
  type AgreementFigures,
  type DeterminationCheck,
  type DeterminationTolerance,
  type SchemeCheck,
} from '../../contract/scheme/check';
import type { DeskClaimData } from '../../contract/desk';
import type { StoredDeterminationCheck } from '../../contract/scheme/determination';
import { parsePounds } from './amount';

/** A day as its three boxes ('' where not typed). */
export interface DayParts {
  day: string;
  month: string;
  year: string;
}

/** Yes, no or not known, as the handler answers a question the letter may not answer. */
export type Known = '' | 'yes' | 'no' | 'unknown';

/** The figures as typed. */
export interface TypedFigures {
  credit: string;
  apr: string;
  term: string;
  start: DayParts;
  commission: string;
  discretionary: Known;
  tied: Known;
  settlement: DayParts;
}

export type FiguresField = keyof TypedFigures;

export const CHECK_MESSAGES = {
  aprEmpty: 'Enter the APR',
  aprNotANumber: 'The APR must be a percentage from 0 to 100, like 9.9',
  termEmpty: 'Enter the term in months',
  termNotANumber: `The term must be a whole number of months from 1 to ${TERM_MONTHS_MAX}`,
  startInvalid: 'Enter the day the agreement started, as shown on the credit file, like 15 3 2018',
  settlementInvalid: 'Enter the settlement day, like 31 1 2027',
  settlementBeforeStart: 'The settlement day must be on or after the day the agreement started',
  discretionary: 'Select whether the commission was discretionary, or that it is not known',
  tied: 'Select whether the lender and the broker were tied, or that it is not known',
  notWorkable:
    'These figures do not make an agreement the check can work out: check the credit, APR and term',
} as const;

const noDay: DayParts = { day: '', month: '', year: '' };

export const NO_FIGURES: TypedFigures = {
  credit: '',
  apr: '',
  term: '',
  start: noDay,
  commission: '',
  discretionary: '',
  tied: '',
  settlement: noDay,
};

/** A YYYY-MM-DD day as its boxes. */
export function partsOf(day: string | null): DayParts {
  const match = day ? /^(\d{4})-(\d\d)-(\d\d)$/.exec(day) : null;
  return match ? { day: String(Number(match[3])), month: String(Number(match[2])), year: match[1]! } : noDay;
}

/** The boxes as a real YYYY-MM-DD day, or null. */
export function dayOf({ day, month, year }: DayParts): string | null {
  const [d, m, y] = [day, month, year].map((part) => part.trim());
  if (!/^\d{1,2}$/.test(d!) || !/^\d{1,2}$/.test(m!) || !/^\d{4}$/.test(y!)) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The figures a handler starts from: the credit and the start day from the complaint's only
 * agreement where the credit file gave them, and the settlement day today.
 */
export function figuresToStart(
  agreements: readonly { startDate: string; amountFinancedPence?: number | null | undefined }[],
  today: string,
): TypedFigures {
  const only = agreements.length === 1 ? agreements[0] : undefined;
  const credit = only?.amountFinancedPence;
  return {
    ...NO_FIGURES,
    credit: typeof credit === 'number' ? (credit / 100).toFixed(2) : '',
    start: partsOf(only?.startDate ?? null),
    settlement: partsOf(today),
  };
}

const knownOf = (answer: Known): boolean | null => (answer === 'yes' ? true : answer === 'no' ? false : null);

export type CheckResult =
  | {
      ok: true;
      figures: AgreementFigures;
      check: SchemeCheck;
      verdict: DeterminationCheck;
      /** When the gateway made and kept it, and the role of who asked (decision 266). */
      recorded?: Pick<StoredDeterminationCheck, 'checkedAt' | 'role'>;
    }
  | { ok: false; errors: Partial<Record<FiguresField, string>> };

/** The typed figures as the check's, or a message for each field that is wrong. */
export function readFigures(
  typed: TypedFigures,
):
  | { ok: true; figures: AgreementFigures; settlement: string }
  | { ok: false; errors: Partial<Record<FiguresField, string>> } {
  const errors: Partial<Record<FiguresField, string>> = {};
  const credit = parsePounds('the amount of credit', typed.credit);
  if (!credit.ok) errors.credit = credit.message;
  const aprText = typed.apr.replace(/[\s%]/g, '');
  const apr = Number(aprText);
  if (aprText === '') errors.apr = CHECK_MESSAGES.aprEmpty;
  else if (!/^\d+(\.\d{1,3})?$/.test(aprText) || apr > 100) errors.apr = CHECK_MESSAGES.aprNotANumber;
  const termText = typed.term.trim();
  const term = Number(termText);
  if (termText === '') errors.term = CHECK_MESSAGES.termEmpty;
  else if (!/^\d+$/.test(termText) || term < 1 || term > TERM_MONTHS_MAX)
    errors.term = CHECK_MESSAGES.termNotANumber;
  const start = dayOf(typed.start);
  if (!start) errors.start = CHECK_MESSAGES.startInvalid;
  const commission =
    typed.commission.trim() === '' ? null : parsePounds('the commission', typed.commission, 0);
  if (commission && !commission.ok) errors.commission = commission.message;
  if (typed.discretionary === '') errors.discretionary = CHECK_MESSAGES.discretionary;
  if (typed.tied === '') errors.tied = CHECK_MESSAGES.tied;
  const settlement = dayOf(typed.settlement);
  if (!settlement) errors.settlement = CHECK_MESSAGES.settlementInvalid;
  else if (start && settlement < start) errors.settlement = CHECK_MESSAGES.settlementBeforeStart;
  if (Object.keys(errors).length > 0 || !credit.ok || !start || !settlement || (commission && !commission.ok))
    return { ok: false, errors };
  return {
    ok: true,
    settlement,
    figures: {
      creditPence: credit.pence,
      aprPercent: apr,
      termMonths: term,
      startDate: start,
      commissionPence: commission ? commission.pence : null,
      discretionaryCommission: knownOf(typed.discretionary),
      tiedArrangement: knownOf(typed.tied),
    },
  };
}

/** The check of a lender's sum (pence) against the figures typed, or what is wrong with them. */
export function runDeterminationCheck(
  typed: TypedFigures,
  determinedPence: number,
  tolerance: DeterminationTolerance = DEFAULT_DETERMINATION_TOLERANCE,
): CheckResult {
  const read = readFigures(typed);
  if (!read.ok) return read;
  try {
    const check = schemeCheck(read.figures, read.settlement);
    return {
      ok: true,
      figures: read.figures,
      check,
      verdict: checkDetermination(determinedPence, check, tolerance),
    };
  } catch {
    // The fields each read, but together are not an agreement the check can work out.
    return { ok: false, errors: { credit: CHECK_MESSAGES.notWorkable } };
  }
}

/**
 * A check the gateway kept (decision 266) as the page shows it: the verdict as the gateway gave it,
 * with the firm's tolerance at the time, and the working done again from the figures it kept by
 * the same pure check, so every line shows.
 */
export function shownCheck(stored: StoredDeterminationCheck): CheckResult {
  const { figures, settlementOn, flagged, shortfallPence, tolerancePence, reason, checkedAt, role } = stored;
  return {
    ok: true,
    figures,
    check: schemeCheck(figures, settlementOn),
    verdict: { flagged, shortfallPence, tolerancePence, reason },
    recorded: { checkedAt, role },
  };
}

/** The kept check of each of a claim's complaints that has one, by complaint id. */
export function checksOfClaim(claim: DeskClaimData): Record<string, CheckResult> {
  const checks: Record<string, CheckResult> = {};
  for (const complaint of claim.complaints) {
    if (!complaint.determinationCheck) continue;
    try {
      checks[complaint.complaintId] = shownCheck(complaint.determinationCheck);
    } catch {
      // Figures kept under an older check that this one no longer works out: shown as not checked.
    }
  }
  return checks;
}
