import type { Agreement } from '../../../machines/wizard/context';
import { formatYearMonth, parseYearMonth } from '../../../contract/dates';

/** 'YYYY-MM' in words ("May 2016"), or the text as given when it is not one. */
export function monthInWords(yearMonth: string): string {
  const parsed = parseYearMonth(yearMonth);
  return parsed ? formatYearMonth(parsed) : yearMonth;
}

export function agreementDescription(agreement: Agreement): string {
  const started = `started ${monthInWords(agreement.startDate)}`;
  return agreement.source === 'manual'
    ? `Added by you, ${started}`
    : `Started ${monthInWords(agreement.startDate)}`;
}

/** 'YYYY-MM' as the month and year boxes show it ('2016-05' → 5, 2016). */
export function monthYearParts(yearMonth: string | undefined): { month: string; year: string } {
  const parsed = yearMonth ? parseYearMonth(yearMonth) : null;
  return parsed ? { month: String(parsed.month), year: String(parsed.year) } : { month: '', year: '' };
}
