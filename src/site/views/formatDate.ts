const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2025-08-01" → "1 August 2025", the same at build time and in any browser time zone. */
export function formatDate(isoDay: string): string {
  return FORMAT.format(new Date(`${isoDay}T00:00:00Z`));
}
