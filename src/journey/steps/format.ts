import type { Agreement } from '../../../machines/wizard/context';
import { agreementFacts } from '../../../contract/agreements';
import { formatYearMonth, parseYearMonth } from '../../../contract/dates';

/** 'YYYY-MM' in words ("May 2016"), or the text as given when it is not one. */
export function monthInWords(yearMonth: string): string {
  const parsed = parseYearMonth(yearMonth);
  return parsed ? formatYearMonth(parsed) : yearMonth;
}

/**
 * What the claimant may recognise an agreement by, beside its lender: the car, the finance type,
 * the amount financed and the month it started, each known fact once; "Added by you" for one
 * added by hand.
 */
export function agreementDetails(agreement: Agreement): string[] {
  const facts = agreementFacts(agreement);
  return agreement.source === 'manual' ? [...facts, 'Added by you'] : facts;
}

/** 'YYYY-MM' as the month and year boxes show it ('2016-05' → 5, 2016). */
export function monthYearParts(yearMonth: string | undefined): { month: string; year: string } {
  const parsed = yearMonth ? parseYearMonth(yearMonth) : null;
  return parsed ? { month: String(parsed.month), year: String(parsed.year) } : { month: '', year: '' };
}
