import { describe, expect, it } from 'vitest';
import {
  deskListEntries,
  deskListFieldsOf,
  deskListMonthPath,
  deskListMonthsOf,
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

describe('the desk’s list index (decisions 290 and 293)', () => {
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
        'deskList/SGUK/months/submitted-2026-01',
        'deskList/SGUK/months/due-2026-03',
        `${black}/months/submitted-2026-01`,
        `${black}/months/due-2026-03`,
        `${close}/months/submitted-2026-01`,
        `${close}/months/due-2026-03`,
      ].sort(),
    );
    for (const place of places) expect(place.entry).toEqual(entry);
    expect(deskListMonthPath('due', { workspace: 'SGUK', lender: 'black horse' }, '2026-03')).toBe(
      `${black}/months/due-2026-03`,
    );
  });

  it('lists nothing before submission; a claim without search fields in its workspace only', () => {
    expect(deskListEntries('claim-1', { ...submitted, submittedAt: undefined, status: 'signed' })).toEqual(
      [],
    );
    expect(paths(deskListEntries('claim-1', { ...submitted, search: null }))).toEqual([
      'deskList/SGUK/months/due-2026-03',
      'deskList/SGUK/months/submitted-2026-01',
    ]);
  });

  it('reads a claim without a workspace or a response date as the desk does', () => {
    const { workspace: _w, responseDueAt: _r, ...bare } = submitted;
    const places = deskListEntries('claim-1', bare);
    expect(places.every((p) => p.kind === 'submitted')).toBe(true);
    expect(places[0]!.entry).toMatchObject({ workspace: 'Redress', responseDueAt: null });
    expect(places[0]!.path).toBe('deskList/Redress/months/submitted-2026-01');
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
      ['deskList/SGUK/months/submitted-2026-01', `${black}/months/submitted-2026-01`].sort(),
    );
    expect(writes.set.every((p) => p.entry.status === 'cancelled')).toBe(true);
    expect(paths(writes.remove)).toEqual(
      [
        'deskList/SGUK/months/due-2026-03',
        `${black}/months/due-2026-03`,
        `${close}/months/due-2026-03`,
        `${close}/months/submitted-2026-01`,
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

  it('reads a stored claim’s fields, any search fields missing or malformed as no lenders', () => {
    expect(deskListFieldsOf({ ...submitted, uid: 'u1' })).toEqual(submitted);
    expect(deskListFieldsOf({ status: 'submitted', search: { lenders: 'black horse' } }).search).toEqual({
      lenders: [],
    });
    expect(deskListFieldsOf(undefined).search).toEqual({ lenders: [] });
  });
});
