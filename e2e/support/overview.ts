// The desk overview's charts as a browser test reads them (decisions 273 and 274): each chart's
// section, and its table's rows.
import type { Page } from 'playwright-core';

/** The chart's section: its heading, its chart (an image with a name) and its table's rows, label to count. */
export async function chartRows(page: Page, heading: string): Promise<Record<string, number>> {
  const section = page.getByRole('region', { name: heading });
  await section.getByRole('img', { name: new RegExp(`^${heading}: a bar chart`) }).waitFor();
  const table = section.getByRole('table', { name: heading });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs): [string, string][] =>
      trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
    );
  return Object.fromEntries(rows.map(([label, n]) => [label, Number(n.replaceAll(',', ''))]));
}
