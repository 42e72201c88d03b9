// The complaint's calendar: the days that decide what a complaint may do next, counted as UK
// calendar days (Europe/London), from the moments the gateway records (epoch milliseconds).

/** A lender has 8 weeks from receiving a complaint to send its final response (the FCA's DISP 1.6). */
export const RESPONSE_WEEKS = 8;

/** A claimant may cancel within 14 days of signing, without paying anything. */
export const CANCELLATION_DAYS = 14;

/** The firm sends each complaint to its lender within 5 working days of the claim's submission. */
export const SEND_WITHIN_WORKING_DAYS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The format that reads a moment's UK day, made on first use: a browser takes several milliseconds
 * to make a date format with a time zone, and this module is on the claim journey's first page
 * (the firm's details name its response weeks), which never calls it (decision 242's reason).
 */
let ukDayParts: Intl.DateTimeFormat | undefined;

/** The UK calendar day a moment fell on, as YYYY-MM-DD. */
export function ukDay(epochMs: number): string {
  ukDayParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(
    ukDayParts.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The day `months` calendar months after a YYYY-MM-DD day; a day the later month does not have is
 * its last day (31 August + 1 month is 30 September).
 */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last day for the lender's final response to a complaint sent on `sentOn`. */
export const responseDueOn = (sentOn: string): string => addDays(sentOn, RESPONSE_WEEKS * 7);

/** The last day the claimant may cancel a claim signed at `signedAt`. */
export const lastDayToCancel = (signedAt: number): string => addDays(ukDay(signedAt), CANCELLATION_DAYS);

/** Whether a moment is within the cancellation period of a claim signed at `signedAt`. */
export const isWithinCancellationPeriod = (signedAt: number, at: number): boolean =>
  ukDay(at) <= lastDayToCancel(signedAt);

/** Whether a response due on `dueOn` is overdue at a moment: the due day has passed without one. */
export const isPastDue = (dueOn: string | null, at: number): boolean => dueOn !== null && ukDay(at) > dueOn;

/**
 * The last moment of a UK day (epoch ms): a response due on `dueOn` is overdue at any moment after
 * it, so `endOfUkDay(dueOn) < at` is `isPastDue(dueOn, at)`, as the desk's overdue list reads it.
 */
export function endOfUkDay(day: string): number {
  const next = addDays(day, 1);
  const [year = 0, month = 1, date = 1] = next.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  // Midnight in London is midnight UTC in winter and 23:00 UTC the evening before in summer; the
  // clocks change at 01:00 UTC, never at midnight.
  const summerMidnight = midnightUtc - 60 * 60 * 1000;
  return (ukDay(summerMidnight) === next ? summerMidnight : midnightUtc) - 1;
}
