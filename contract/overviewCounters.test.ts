import { describe, expect, it } from 'vitest';
import {
  OVERVIEW_SHARD_COUNT,
  complaintCounters,
  counterChanges,
  counterDelta,
  flatCounters,
  lenderCounterKey,
  nestedCounters,
  overviewShard,
  type CountedComplaint,
} from './overviewCounters';

const prepared: CountedComplaint = {
  workspace: 'Redress',
  lender: 'Black Horse',
  route: 'scheme2',
  state: 'prepared',
  dueOn: null,
  offerPence: null,
  paidPence: null,
  feePence: null,
};
const horse = lenderCounterKey('Black Horse');

describe('what one complaint adds to the overview’s counters (decision 273)', () => {
  it('counts a prepared complaint once, on its route, in its state, with its lender, and nothing due', () => {
    expect(complaintCounters(prepared)).toEqual({
      complaints: 1,
      'route.scheme2': 1,
      'state.prepared': 1,
      [`lender.${horse}`]: 1,
    });
  });

  it('counts one lender however its name is typed', () => {
    expect(lenderCounterKey(' black   HORSE ')).toBe(horse);
  });

  it('counts an answer awaited on its due day, by route, while the lender has not answered', () => {
    for (const state of ['sent', 'acknowledged', 'noResponse'] as const) {
      expect(complaintCounters({ ...prepared, state, dueOn: '2027-03-01' })).toMatchObject({
        'due.scheme2.2027-03-01': 1,
      });
    }
    expect(
      Object.keys(complaintCounters({ ...prepared, state: 'determined', dueOn: '2027-03-01' })),
    ).not.toContain('due.scheme2.2027-03-01');
  });

  it('counts the latest offer as offered, as accepted once accepted or paid, and the payment with the firm’s fee', () => {
    const offered = { ...prepared, state: 'determined' as const, offerPence: 250_000 };
    expect(complaintCounters(offered)).toMatchObject({ 'offered.count': 1, 'offered.pence': 250_000 });
    expect(complaintCounters(offered)).not.toHaveProperty('accepted.pence');
    expect(complaintCounters({ ...offered, state: 'accepted' })).toMatchObject({
      'accepted.count': 1,
      'accepted.pence': 250_000,
    });
    const paid = { ...offered, state: 'closed' as const, paidPence: 240_000, feePence: 60_000 };
    expect(complaintCounters(paid)).toMatchObject({
      'offered.pence': 250_000,
      'accepted.pence': 250_000,
      'paid.count': 1,
      'paid.pence': 240_000,
      'fees.pence': 60_000,
    });
    // A declined offer stays offered, and is not accepted.
    expect(complaintCounters({ ...offered, state: 'declined' })).not.toHaveProperty('accepted.count');
  });

  it('moves the counters by the difference an event makes, and by nothing for an event that changes no figure', () => {
    const sent = { ...prepared, state: 'sent' as const, dueOn: '2027-03-01' };
    expect(counterDelta(prepared, sent)).toEqual({
      'state.prepared': -1,
      'state.sent': 1,
      'due.scheme2.2027-03-01': 1,
    });
    expect(counterDelta(sent, { ...sent })).toEqual({});
    expect(counterChanges([{ before: sent, after: { ...sent } }])).toEqual([]);
  });

  it('adds a new complaint’s counters with its lender’s name, and takes a removed one’s away', () => {
    expect(counterChanges([{ before: null, after: prepared }])).toEqual([
      {
        workspace: 'Redress',
        counters: complaintCounters(prepared),
        lenderNames: { [horse]: 'Black Horse' },
      },
    ]);
    expect(counterDelta(prepared, null)).toEqual({
      complaints: -1,
      'route.scheme2': -1,
      'state.prepared': -1,
      [`lender.${horse}`]: -1,
    });
  });

  it('puts every change of one claim in one of the workspace’s counter documents', () => {
    const shards = new Set(Array.from({ length: 2000 }, (_, i) => overviewShard(`claim-${i}`)));
    expect(overviewShard('claim-7')).toBe(overviewShard('claim-7'));
    expect([...shards].every((n) => Number.isInteger(n) && n >= 0 && n < OVERVIEW_SHARD_COUNT)).toBe(true);
    expect(shards.size).toBe(OVERVIEW_SHARD_COUNT);
  });

  it('keeps counters in Firestore as nested maps and reads them back', () => {
    const counters = {
      complaints: 2,
      'route.scheme1': 2,
      'due.scheme1.2027-01-31': 1,
      [`lender.${horse}`]: 2,
    };
    const nested = nestedCounters(counters, (n) => n);
    expect(nested).toEqual({
      complaints: 2,
      route: { scheme1: 2 },
      due: { scheme1: { '2027-01-31': 1 } },
      lender: { [horse]: 2 },
    });
    expect(flatCounters(nested)).toEqual(counters);
    // A counter moved back to 0 is as if it were not there.
    expect(flatCounters({ complaints: 0, state: { sent: 0, paid: 1 } })).toEqual({ 'state.paid': 1 });
  });
});
