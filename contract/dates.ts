// Calendar helpers on plain numbers, so validation needs no Date parsing of user text; and the UK
// dates in words (below).
export interface YearMonth {
  year: number;
  month: number;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years between a birth date and `today`. */
export function ageOn(today: Date, year: number, month: number, day: number): number {
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return y - year - (m < month || (m === month && d < day) ? 1 : 0);
}

export const monthIndex = ({ year, month }: YearMonth): number => year * 12 + (month - 1);

/** 'YYYY-MM' for storage and comparison. */
export const toYearMonth = ({ year, month }: YearMonth): string =>
  `${year}-${String(month).padStart(2, '0')}`;

export function parseYearMonth(value: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** Month names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const formatYearMonth = ({ year, month }: YearMonth): string => `${MONTHS[month - 1]} ${year}`;

// UK dates in words, as the claimant and the firm read them (decision 269): the one home for how
// a day, a month or a moment is written. A YYYY-MM-DD day or a YYYY-MM month is a calendar date and
// is written from its numbers; a moment (epoch milliseconds or an ISO 8601 time) is written as the
// day and time it was in the UK (Europe/London), whatever the reader's own time zone.

/** YYYY-MM-DD in words: "1 February 2020"; anything else as it is. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

/** "12 April 1985" from YYYY-MM-DD, "March 2010" from YYYY-MM; anything else as it is. */
export function formatClaimDate(value: string): string {
  const month = parseYearMonth(value);
  return month ? formatYearMonth(month) : formatDay(value);
}

/** A moment: epoch milliseconds, or an ISO 8601 time as the gateway sends it. */
export type Moment = number | string;

/**
 * A moment as it was in the UK, written with these options. The format is made on first use: a
 * browser takes milliseconds to make one, and most pages never write a moment.
 */
function ukFormat(options: Intl.DateTimeFormatOptions): (at: Moment) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (at) => {
    format ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });
    return format.format(new Date(at));
  };
}

/** The day a moment fell on in the UK: "23 November 2025". */
export const formatUkDay = ukFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** The day in a table where space is tight (GOV.UK's short months, the year kept): "3 Sept 2026". */
export const formatUkShortDay = ukFormat({ day: 'numeric', month: 'short', year: 'numeric' });

const ukDayAndTime = ukFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The day and time in the UK: "23 November 2025 at 10:04" (a 24-hour clock). */
export const formatUkDayTime = (at: Moment): string => ukDayAndTime(at).replace(', ', ' at ');

/** The time in the UK: "14:05". */
export const formatUkTime = ukFormat({ hour: '2-digit', minute: '2-digit' });
