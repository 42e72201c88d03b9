import { describe, expect, it } from 'vitest';
import {
  BANK_RATE_CHANGES,
  BANK_RATE_CONFIRMED_THROUGH,
  RATE_SOURCES,
  bankRateHistory,
  bankRateOn,
} from './bankRate';
import { SCHEME1_FIRST_DAY, SCHEME1_LAST_DAY, SCHEME2_FIRST_DAY, SCHEME2_LAST_DAY } from './periods';
import { SCHEME_CONFIGURATION, SCHEME_RULES, schemeConfiguration, type Citation } from './rules';
import { SOURCES } from './sources';

const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** Why a figure's citations do not confirm it, or null when they do. */
function unconfirmedBy(citations: readonly Citation[]): string | null {
  for (const citation of citations) {
    if (!(citation.source in SOURCES)) return `cites an unknown source "${citation.source}"`;
    if (citation.says.trim() === '') return `cites ${citation.source} without what it says`;
  }
  const sources = citations.map((c) => SOURCES[c.source]);
  if (sources.some((s) => s.kind === 'rules')) return null;
  const independent = new Set(sources.filter((s) => s.kind !== 'rules').map((s) => hostOf(s.url)));
  return independent.size >= 2 ? null : 'has neither the rule text nor two independent sources';
}

describe('the scheme’s rule table', () => {
  it('confirms every rule by the rule text or two independent sources, and says when it was read', () => {
    const problems = Object.entries(SCHEME_RULES).flatMap(([id, figure]) => {
      const issues: string[] = [];
      if (figure.status !== 'confirmed') issues.push('is not marked confirmed');
      if (!isDay(figure.read)) issues.push('has no day it was read');
      if (figure.what.trim() === '') issues.push('does not say what it is');
      const unconfirmed = unconfirmedBy(figure.sources);
      if (unconfirmed) issues.push(unconfirmed);
      return issues.map((issue) => `${id} ${issue}`);
    });
    expect(problems).toEqual([]);
  });

  it('marks every configuration figure unconfirmed, with its default, the reason and the day read', () => {
    const problems = Object.entries(SCHEME_CONFIGURATION).flatMap(([id, figure]) => {
      const issues: string[] = [];
      if (figure.status !== 'unconfirmed') issues.push('is not marked unconfirmed');
      if (!('default' in figure) || figure.default === undefined) issues.push('has no default');
      if (figure.why.trim() === '') issues.push('does not say why it is not a rule');
      if (!isDay(figure.read)) issues.push('has no day it was read');
      for (const citation of figure.sources) {
        if (!(citation.source in SOURCES)) issues.push(`cites an unknown source "${citation.source}"`);
      }
      return issues.map((issue) => `${id} ${issue}`);
    });
    expect(problems).toEqual([]);
  });

  it('refuses a figure added without a source (the check above reads the data, not a list)', () => {
    expect(unconfirmedBy([])).toBe('has neither the rule text nor two independent sources');
    expect(unconfirmedBy([{ source: 'swgroup', says: 'x' }])).toBe(
      'has neither the rule text nor two independent sources',
    );
    expect(
      unconfirmedBy([
        { source: 'swgroup', says: 'x' },
        { source: 'finreg', says: 'y' },
      ]),
    ).toBeNull();
  });

  it('holds the same periods the route is worked out from, Scheme 2 starting the day after Scheme 1 ends', () => {
    expect(SCHEME_RULES['scheme1.period'].value).toEqual({ firstDay: '2007-04-06', lastDay: '2014-03-31' });
    expect(SCHEME_RULES['scheme2.period'].value).toEqual({ firstDay: '2014-04-01', lastDay: '2024-11-01' });
    expect([SCHEME1_FIRST_DAY, SCHEME1_LAST_DAY, SCHEME2_FIRST_DAY, SCHEME2_LAST_DAY]).toEqual([
      '2007-04-06',
      '2014-03-31',
      '2014-04-01',
      '2024-11-01',
    ]);
    const dayAfter = new Date(Date.parse(`${SCHEME1_LAST_DAY}T00:00:00Z`) + 86_400_000);
    expect(dayAfter.toISOString().slice(0, 10)).toBe(SCHEME2_FIRST_DAY);
  });

  it('gives the firm’s configuration its defaults, its own values where set, and refuses an unknown figure', () => {
    expect(schemeConfiguration()['apr.reductionShare']).toBe(0.17);
    expect(schemeConfiguration()['deMinimis.pence']).toBeNull();
    expect(schemeConfiguration({ 'deMinimis.pence': 5_000 })['deMinimis.pence']).toBe(5_000);
    expect(() => schemeConfiguration({ nope: 1 } as never)).toThrow('has no figure "nope"');
  });
});

describe('the Bank Rate history', () => {
  it('gives every change a day, a rate and two sources from different sites, oldest first', () => {
    const problems = BANK_RATE_CHANGES.flatMap((change, index) => {
      const issues: string[] = [];
      if (!isDay(change.from)) issues.push('has no day');
      if (!(change.percent >= 0 && change.percent <= 20)) issues.push('has no rate');
      const before = BANK_RATE_CHANGES[index - 1];
      if (before && before.from >= change.from) issues.push('is out of order');
      if (before && before.percent === change.percent) issues.push('does not change the rate');
      const hosts = new Set(change.sources.map((id) => hostOf(RATE_SOURCES[id].url)));
      if (hosts.size < 2) issues.push('has fewer than two independent sources');
      return issues.map((issue) => `${change.from} ${issue}`);
    });
    expect(problems).toEqual([]);
  });

  it('covers the scheme’s first day and runs to the last confirmed decision', () => {
    expect(bankRateOn('2007-04-06')).toBe(5.25);
    expect(bankRateOn('2009-03-05')).toBe(0.5);
    expect(bankRateOn('2020-03-19')).toBe(0.1);
    expect(bankRateOn('2024-11-01')).toBe(5);
    expect(bankRateOn(BANK_RATE_CONFIRMED_THROUGH)).toBe(3.75);
  });

  it('takes the firm’s later changes after the confirmed day, each with a source, and refuses others', () => {
    const later = [{ from: '2026-03-19', percent: 3.5, source: 'Bank of England, 19 March 2026' }];
    expect(bankRateOn('2026-04-01', bankRateHistory(later))).toBe(3.5);
    expect(() => bankRateHistory([{ from: '2025-01-01', percent: 3, source: 'x' }])).toThrow(
      'must be a day after 2026-02-05',
    );
    expect(() => bankRateHistory([{ from: '2026-03-19', percent: 3.5, source: ' ' }])).toThrow(
      'needs its source',
    );
  });
});
