import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { lenderCounterKey } from './overviewCounters';
import { DeskOverviewDataSchema, deskOverviewData, overviewFigures } from './overviewFigures';

const horse = lenderCounterKey('Black Horse');
const barn = lenderCounterKey('Moneybarn');
const counters = {
  complaints: 5,
  'route.general': 2,
  'route.scheme2': 3,
  'state.sent': 3,
  'state.noResponse': 1,
  'state.paid': 1,
  [`lender.${horse}`]: 2,
  [`lender.${barn}`]: 3,
  // Due: yesterday, today, 6 days on (the window's last), 7 days on (next week).
  'due.scheme2.2026-11-28': 1,
  'due.scheme2.2026-11-29': 1,
  'due.scheme2.2026-12-05': 1,
  'due.general.2026-12-06': 1,
  'offered.count': 2,
  'offered.pence': 500_000,
  'accepted.count': 1,
  'accepted.pence': 200_000,
  'paid.count': 1,
  'paid.pence': 200_000,
  'fees.pence': 50_000,
};
const names = { [horse]: 'Black Horse', [barn]: 'Moneybarn' };

describe('the overview’s figures on a day (decision 273)', () => {
  it('counts answers due from today to 6 days on as due this week, and those before today as overdue', () => {
    const { answers } = overviewFigures(counters, names, '2026-11-29');
    expect(answers).toEqual([
      { route: 'general', dueThisWeek: 0, overdue: 0 },
      { route: 'scheme1', dueThisWeek: 0, overdue: 0 },
      { route: 'scheme2', dueThisWeek: 2, overdue: 1 },
    ]);
    // A day later the window has moved on: nothing was written in between.
    expect(overviewFigures(counters, names, '2026-11-30').answers).toEqual([
      { route: 'general', dueThisWeek: 1, overdue: 0 },
      { route: 'scheme1', dueThisWeek: 0, overdue: 0 },
      { route: 'scheme2', dueThisWeek: 1, overdue: 2 },
    ]);
  });

  it('lists every route, the states that have complaints in the lifecycle’s order, and lenders by name, most first', () => {
    const figures = overviewFigures(counters, names, '2026-11-29');
    expect(figures.complaints).toBe(5);
    expect(figures.byRoute).toEqual([
      { route: 'general', count: 2 },
      { route: 'scheme1', count: 0 },
      { route: 'scheme2', count: 3 },
    ]);
    expect(figures.byState).toEqual([
      { state: 'sent', count: 3 },
      { state: 'noResponse', count: 1 },
      { state: 'paid', count: 1 },
    ]);
    expect(figures.byLender).toEqual([
      { lender: 'Moneybarn', count: 3 },
      { lender: 'Black Horse', count: 2 },
    ]);
    expect(figures.money).toEqual({
      offered: { count: 2, pence: 500_000 },
      accepted: { count: 1, pence: 200_000 },
      paid: { count: 1, pence: 200_000 },
      feesPence: 50_000,
    });
  });

  it('answers each workspace and their sum, and nothing for a workspace with no complaints', () => {
    const data = deskOverviewData(
      [
        { workspace: 'Redress', counters, lenderNames: names },
        {
          workspace: 'SGUK',
          counters: { complaints: 1, 'route.scheme1': 1, [`lender.${horse}`]: 1 },
          lenderNames: {},
        },
        { workspace: 'Complex365', counters: {}, lenderNames: {} },
      ],
      '2026-11-29',
    );
    expect(v.parse(DeskOverviewDataSchema, data)).toEqual(data);
    expect(data.total.complaints).toBe(6);
    expect(data.total.byLender).toEqual([
      { lender: 'Black Horse', count: 3 },
      { lender: 'Moneybarn', count: 3 },
    ]);
    expect(data.workspaces.map((w) => [w.workspace, w.figures.complaints])).toEqual([
      ['Redress', 5],
      ['SGUK', 1],
      ['Complex365', 0],
    ]);
    expect(data.workspaces[2]!.figures.byState).toEqual([]);
  });
});
