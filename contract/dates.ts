/** Calendar helpers on plain numbers, so validation needs no Date parsing of user text. */
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
