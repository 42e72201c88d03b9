import { describe, expect, it } from 'vitest';
import {
  deskListEntries,
  deskListFieldsOf,
  DESK_LIST_SHARDS,
  deskListMonthPath,
  deskListMonthPaths,
  deskListMonthsOf,
  deskListShardOf,
  isDeskListPartitionId,
  deskListScopePath,
  deskListWrites,
  listMonthOf,
  monthAfter,
} from './deskList';
import { lenderKey } from './search';

const submitted = {
  workspace: 'SGUK' as const,
  status: 'in-progress' as const,
  submittedAt: Date.UTC(2026, 0, 5),
  responseDueAt: Date.UTC(2026, 2, 2),
  search: { lenders: ['black horse', 'close brothers'] },
};
const entry = {
  workspace: 'SGUK',
  status: 'in-progress',
  submittedAt: Date.UTC(2026, 0, 5),
  responseDueAt: Date.UTC(2026, 2, 2),
};
const paths = (places: { path: string }[]) => places.map((p) => p.path).sort();

describe('the desk’s list index (decisions 290, 293 and 295)', () => {
  it('names months in UTC and steps over a year’s end', () => {
    expect(listMonthOf(Date.UTC(2026, 11, 31, 23, 59))).toBe('2026-12');
    expect(monthAfter('2025-12')).toBe('2026-01');
    expect(monthAfter('2026-09')).toBe('2026-10');
  });

  it('lists a submitted claim in its workspace and under each lender, by submission and by response due', () => {
    const places = deskListEntries('claim-1', submitted);
    const black = `deskList/SGUK/lenders/${lenderKey('black horse')}`;
    const close = `deskList/SGUK/lenders/${lenderKey('close brothers')}`;
    expect(paths(places)).toEqual(
      [
        'deskList/SGUK/months/submitted-2026-01-5',
        'deskList/SGUK/months/due-2026-03-5',
        `${black}/months/submitted-2026-01-5`,
        `${black}/months/due-2026-03-5`,
        `${close}/months/submitted-2026-01-5`,
        `${close}/months/due-2026-03-5`,
      ].sort(),
    );
    for (const place of places) expect(place.entry).toEqual(entry);
    expect(deskListMonthPath('due', { workspace: 'SGUK', lender: 'black horse' }, '2026-03', 5)).toBe(
      `${black}/months/due-2026-03-5`,
    );
  });

  it('lists nothing before submission; a claim without search fields in its workspace only', () => {
    expect(deskListEntries('claim-1', { ...submitted, submittedAt: undefined, status: 'signed' })).toEqual(
      [],
    );
    expect(paths(deskListEntries('claim-1', { ...submitted, search: null }))).toEqual([
      'deskList/SGUK/months/due-2026-03-5',
      'deskList/SGUK/months/submitted-2026-01-5',
    ]);
  });

  it('reads a claim without a workspace or a response date as the desk does', () => {
    const { workspace: _w, responseDueAt: _r, ...bare } = submitted;
    const places = deskListEntries('claim-1', bare);
    expect(places.every((p) => p.kind === 'submitted')).toBe(true);
    expect(places[0]!.entry).toMatchObject({ workspace: 'Redress', responseDueAt: null });
    expect(places[0]!.path).toBe('deskList/Redress/months/submitted-2026-01-5');
  });

  it('moves due entries with the response date and removes a lender’s entries once the claim no longer names it', () => {
    const writes = deskListWrites(
      submitted,
      { ...submitted, status: 'cancelled', responseDueAt: null, search: { lenders: ['black horse'] } },
      'claim-1',
    );
    const black = `deskList/SGUK/lenders/${lenderKey('black horse')}`;
    const close = `deskList/SGUK/lenders/${lenderKey('close brothers')}`;
    expect(paths(writes.set)).toEqual(
      ['deskList/SGUK/months/submitted-2026-01-5', `${black}/months/submitted-2026-01-5`].sort(),
    );
    expect(writes.set.every((p) => p.entry.status === 'cancelled')).toBe(true);
    expect(paths(writes.remove)).toEqual(
      [
        'deskList/SGUK/months/due-2026-03-5',
        `${black}/months/due-2026-03-5`,
        `${close}/months/due-2026-03-5`,
        `${close}/months/submitted-2026-01-5`,
      ].sort(),
    );
    // The claim was listed in that month already: no month is named again.
    expect(writes.months).toEqual([]);
  });

  it('names the month in each list a claim is new to', () => {
    const months = deskListMonthsOf('claim-1', submitted);
    expect(months.map((m) => [m.path, m.month])).toEqual([
      ['deskList/SGUK', '2026-01'],
      [deskListScopePath({ workspace: 'SGUK', lender: 'black horse' }), '2026-01'],
      [deskListScopePath({ workspace: 'SGUK', lender: 'close brothers' }), '2026-01'],
    ]);
    const gained = deskListWrites(submitted, { ...submitted, search: { lenders: ['moneybarn'] } }, 'claim-1');
    expect(gained.months.map((m) => m.scope)).toEqual([{ workspace: 'SGUK', lender: 'moneybarn' }]);
  });

  it('splits each month by claim id: every change of a claim in the same share, the claims spread evenly', () => {
    // Pinned: a different share for a claim already listed would leave its entries where no list looks.
    expect(deskListShardOf('claim-1')).toBe(5);
    expect(deskListShardOf('claim-2')).toBe(4);
    const counts = new Array<number>(DESK_LIST_SHARDS).fill(0);
    for (let i = 0; i < 8000; i += 1) counts[deskListShardOf(`claim-${i.toString(36)}-${i * 7919}`)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(800);
    for (const count of counts) expect(count).toBeLessThan(1200);
    expect(deskListMonthPaths('submitted', { workspace: 'SGUK', lender: null }, '2026-01')).toEqual(
      Array.from({ length: DESK_LIST_SHARDS }, (_, n) => `deskList/SGUK/months/submitted-2026-01-${n}`),
    );
  });

  it('tells a partition of this layout from a whole month in one document, which no list reads', () => {
    expect(isDeskListPartitionId('submitted-2026-01-0')).toBe(true);
    expect(isDeskListPartitionId(`due-2026-12-${DESK_LIST_SHARDS - 1}`)).toBe(true);
    expect(isDeskListPartitionId('submitted-2026-01')).toBe(false);
    expect(isDeskListPartitionId('due-2026-03')).toBe(false);
    expect(isDeskListPartitionId(`submitted-2026-01-${DESK_LIST_SHARDS}`)).toBe(false);
    expect(isDeskListPartitionId('submitted-2026-01-01')).toBe(false);
    expect(isDeskListPartitionId('submitted-2026-13-0')).toBe(false);
    expect(isDeskListPartitionId('other-2026-01-0')).toBe(false);
  });

  it('reads a stored claim’s fields, any search fields missing or malformed as no lenders', () => {
    expect(deskListFieldsOf({ ...submitted, uid: 'u1' })).toEqual(submitted);
    expect(deskListFieldsOf({ status: 'submitted', search: { lenders: 'black horse' } }).search).toEqual({
      lenders: [],
    });
    expect(deskListFieldsOf(undefined).search).toEqual({ lenders: [] });
  });
});
