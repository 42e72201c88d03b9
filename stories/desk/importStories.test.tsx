import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BULK_ROW_MESSAGES, BULK_ROWS_PAGE, bulkFileRefusalMessage } from '../../contract/bulkDeterminations';
import { SAMPLE_IMPORTS, SAMPLE_RECENT, SAMPLE_REFUSED_ROWS } from '../../mocks/gateway/deskImport';
import { FILE_MESSAGES } from '../../machines/desk/deskImportMachine';
import { FILE_INPUT_ID } from '../../src/desk/views/ImportUpload';
import { answerStoriesWithMsw, showWithGateway as show } from '../support/storyGateway';
import * as stories from './Import.stories';

// The import stories in Node: the real container, machine and gateway client, the gateway answered
// by the same MSW handlers the stories use. Plays are left out; the tests choose files themselves.
answerStoriesWithMsw();

type Shown = ReturnType<typeof show>;

/** Chooses a file and presses Upload; the file picker's filter set aside, as "All files" does. */
async function upload({ canvas, user }: Shown, file: File | null) {
  await canvas.findByRole('heading', { name: 'Recent imports' });
  const input = canvas.getByLabelText('Upload the determinations file');
  if (file) await userEvent.setup({ applyAccept: false }).upload(input, file);
  await user.click(canvas.getByRole('button', { name: 'Upload and apply' }));
}

/** The error summary's link and the message beside the input say the same, and the input names it. */
async function expectFileError(canvas: Shown['canvas'], message: string) {
  const summary = within(await canvas.findByRole('alert'));
  expect(summary.getByRole('link', { name: message }).getAttribute('href')).toBe(`#${FILE_INPUT_ID}`);
  const input = canvas.getByLabelText('Upload the determinations file');
  const described = input.getAttribute('aria-describedby')!.split(' ');
  expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(`Error: ${message}`);
  expect(document.title).toMatch(/^Error: /);
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('the import stories (decision 278)', () => {
  it('Empty offers the upload form, with nothing to return to yet', async () => {
    const { canvas } = show(stories.Empty);
    expect(await canvas.findByText('No file has been imported yet.')).toBeTruthy();
    const input = canvas.getByLabelText('Upload the determinations file');
    expect(input.getAttribute('accept')).toBe('.csv,text/csv');
  });

  it('WithRecentImports links each recent import to its own page', async () => {
    const { canvas } = show(stories.WithRecentImports);
    await canvas.findByRole('table', { name: 'Recent imports' });
    const links = canvas.getAllByRole('link', { name: SAMPLE_RECENT[0]!.fileName });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SAMPLE_RECENT.map((item) => `/desk/imports/${item.importId}`),
    );
  });

  it('refuses in the browser a missing file, a spreadsheet and one over the size, in the error summary and beside the input', async () => {
    const shown = show(stories.WithRecentImports);
    await upload(shown, null);
    await expectFileError(shown.canvas, FILE_MESSAGES.none);
    await upload(shown, stories.chosenFile('november.xlsx', 100, 'application/vnd.ms-excel'));
    await expectFileError(shown.canvas, FILE_MESSAGES.notCsv);
    await upload(shown, stories.chosenFile('november.csv', 0));
    await expectFileError(shown.canvas, bulkFileRefusalMessage('empty'));
  });

  it('WrongColumns shows the gateway’s refusal of the whole file, with its line', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shown = show(stories.WrongColumns);
    await upload(shown, stories.chosenFile());
    await expectFileError(shown.canvas, bulkFileRefusalMessage('wrong-columns', 1));
  });

  it('Uploading says the file is on its way', async () => {
    const shown = show(stories.Uploading);
    await upload(shown, stories.chosenFile('november.csv'));
    expect((await shown.canvas.findByText('Uploading november.csv…')).getAttribute('role')).toBe('status');
    expect(
      shown.canvas.getByRole('button', { name: 'Uploading the file…' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('RunningAt40 shows a labelled progress bar, the running counts and a polite announcement in tenths', async () => {
    const { canvas } = show(stories.RunningAt40);
    const bar = await canvas.findByRole('progressbar', { name: 'Rows done' });
    expect(bar.getAttribute('value')).toBe('40');
    const { applied, flagged, refused } = SAMPLE_IMPORTS.running40.counts;
    expect(canvas.getByText('Applied', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      String(applied),
    );
    expect(canvas.getByText('Flagged', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      String(flagged),
    );
    expect(canvas.getByText('Could not apply', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      String(refused),
    );
    const live = canvas.getByText(/^The import is running/);
    expect([live.getAttribute('role'), live.getAttribute('aria-live')]).toEqual(['status', 'polite']);
    expect(live.textContent).toBe('The import is running: about 40% of the rows are done.');
    expect(canvas.queryByRole('table')).toBeNull();
  });

  it('RunningAtNothing starts the bar at 0', async () => {
    const { canvas } = show(stories.RunningAtNothing);
    expect((await canvas.findByRole('progressbar', { name: 'Rows done' })).getAttribute('value')).toBe('0');
    expect(canvas.getByText('The import is waiting to start.')).toBeTruthy();
  });

  it('DoneWithRefusedRows lists the rows that could not apply by line with the reason, a page at a time', async () => {
    const { canvas, user } = show(stories.DoneWithRefusedRows);
    const table = await canvas.findByRole('table', { name: 'Rows that could not apply' });
    const firstPage = SAMPLE_REFUSED_ROWS.slice(0, BULK_ROWS_PAGE);
    expect(cellsOf(table)).toEqual(
      firstPage.map((row) => [String(row.line), row.reference, row.lender, BULK_ROW_MESSAGES[row.reason]]),
    );
    await user.click(canvas.getByRole('button', { name: 'Next page' }));
    await canvas.findByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('table', { name: 'Rows that could not apply' });
    expect(cellsOf(next).map(([line]) => line)).toEqual(
      SAMPLE_REFUSED_ROWS.slice(BULK_ROWS_PAGE).map((row) => String(row.line)),
    );
    expect(canvas.getByText(/^The import is done: /)).toBeTruthy();
  });

  it('DoneAllApplied says every row applied', async () => {
    const { canvas } = show(stories.DoneAllApplied);
    expect(await canvas.findByText('Every row of the file applied.')).toBeTruthy();
    expect(canvas.getByRole('progressbar', { name: 'Rows done' }).getAttribute('value')).toBe('100');
  });

  it('Failed says the import stopped and that uploading the same file again finishes it', async () => {
    const { canvas } = show(stories.Failed);
    expect(await canvas.findByText(/^The import stopped before every row was done/)).toBeTruthy();
  });

  it('NotASupervisor says imports are for supervisors', async () => {
    const { canvas } = show(stories.NotASupervisor);
    expect((await canvas.findByRole('heading', { level: 1 })).textContent).toBe(
      'Only supervisors can import determinations',
    );
  });
});
