import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPounds } from '../../contract/money';
import { sampleOverview } from '../../mocks/gateway/deskOverview';
import { answerStoriesWithMsw, showWithGateway as show } from '../support/storyGateway';
import * as overview from './DeskOverview.stories';
import { SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';

// The overview's stories in Node: the real container, machine and gateway client, the gateway
// answered by the same MSW handlers the stories use.
answerStoriesWithMsw();

/** A table's rows as their cells' text, the header row left out. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The number the headline figures give for complaints. */
const headline = (canvas: ReturnType<typeof show>['canvas']) =>
  canvas.getByText('Complaints', { selector: 'dt' }).nextElementSibling?.textContent;

describe('the overview stories (decision 274)', () => {
  it('Loaded draws each chart as a named image with its table of the same figures', async () => {
    const { canvas } = show(overview.Loaded);
    const sample = sampleOverview();
    await canvas.findByRole('heading', { name: 'Complaints by state' });
    for (const heading of [
      'Complaints by state',
      'Complaints by lender',
      'Complaints by route',
      'Lenders’ answers due',
      'Money',
    ]) {
      expect(
        canvas.getByRole('img', { name: `${heading}: a bar chart; the table below it has the figures` }),
      ).toBeTruthy();
      expect(canvas.getByRole('table', { name: heading })).toBeTruthy();
    }
    expect(rowsOf(canvas.getByRole('table', { name: 'Complaints by route' }))).toEqual(
      sample.total.byRoute.map(({ route, count }) => [
        { general: 'General complaints route', scheme1: 'Scheme 1', scheme2: 'Scheme 2' }[route],
        String(count),
      ]),
    );
    const { paid, feesPence } = sample.total.money;
    expect(rowsOf(canvas.getByRole('table', { name: 'Money' }))).toContainEqual([
      'Paid by lenders',
      String(paid.count),
      formatPounds(paid.pence),
    ]);
    expect(rowsOf(canvas.getByRole('table', { name: 'Money' }))).toContainEqual([
      'Our fees on what was paid',
      String(paid.count),
      formatPounds(feesPence),
    ]);
  });

  it('Loaded shows one workspace’s figures when chosen', async () => {
    const { canvas, user } = show(overview.Loaded);
    await canvas.findByRole('heading', { name: 'Complaints by state' });
    const total = sampleOverview().total.complaints;
    const sguk = sampleOverview().workspaces.find((w) => w.workspace === 'SGUK')!.figures.complaints;
    const complaints = () => within(canvas.getByRole('group', { name: 'Whose figures' }));
    expect(
      complaints().getByRole('button', { name: 'All your workspaces' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(headline(canvas)).toBe(String(total));
    await user.click(complaints().getByRole('button', { name: 'SGUK' }));
    expect(complaints().getByRole('button', { name: 'SGUK' }).getAttribute('aria-pressed')).toBe('true');
    expect(headline(canvas)).toBe(String(sguk));
  });

  it('Empty says there are no complaints yet instead of empty charts', async () => {
    const { canvas } = show(overview.Empty);
    await canvas.findByRole('heading', { name: 'No complaints yet' });
    expect(canvas.queryByRole('img')).toBeNull();
  });

  it('Failed gives the gateway’s message with Try again', async () => {
    const { canvas } = show(overview.Failed);
    const alert = within(await canvas.findByRole('alert'));
    expect(alert.getByText(SERVICE_FAILURE_MESSAGES.server)).toBeTruthy();
    expect(alert.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('Loading says the figures are on their way', async () => {
    const { canvas } = show(overview.Loading);
    expect((await canvas.findByRole('status')).textContent).toBe('Loading the figures…');
  });
});
