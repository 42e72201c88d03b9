// The Bank of England's Bank Rate from before the scheme's first day (6 April 2007) to the last
// decision confirmed, each change with its day, its rate and two public sources (decision 253).
// The scheme's compensatory interest is worked out from it. Changes after
// BANK_RATE_CONFIRMED_THROUGH are the firm's to add (`bankRateHistory(later)`), each with its
// source, until they are confirmed here.

export interface RateSource {
  title: string;
  url: string;
}

const RATE_SOURCES = {
  goodMoneyGuide: {
    title: 'Good Money Guide, "UK Interest Base Rate Analysis": table of changes 1997–6 February 2025',
    url: 'https://goodmoneyguide.com/savings/uk-interest-rates',
  },
  guardian2007: {
    title: 'The Guardian, "Bank raises interest rates to 5.25%" (11 January 2007)',
    url: 'https://www.theguardian.com/business/2007/jan/11/interestrates.interestrates1',
  },
  guardianTimeline: {
    title: 'The Guardian, "UK interest rate moves since 2007 – timeline" (2016)',
    url: 'https://www.theguardian.com/business/2016/jul/14/uk-interest-rates-timeline-bank-of-england-uk-economy',
  },
  wikinews2007: {
    title: 'Wikinews, "Bank of England raises interest rates" (11 January 2007)',
    url: 'https://en.m.wikinews.org/wiki/Bank_of_England_raises_interest_rates',
  },
  rte2007: {
    title: 'RTÉ, "First Bank of England cut in 2 years" (6 December 2007)',
    url: 'https://www.rte.ie/news/business/2007/1206/96885-boe-business',
  },
  is4profit2008: {
    title:
      'is4profit, "Rates Cut to 5.25%" (7 February 2008) and "Interest Cut to Historic Low" (5 February 2009)',
    url: 'http://is4profit.com/20080207interest-rates-cut/',
  },
  bbcTracker: {
    title: 'BBC News, "Economy tracker: Interest rates" (falling rates October 2008 – March 2009)',
    url: 'http://www.bbc.com/news/10612477',
  },
  propertyInvestment: {
    title: 'Property Investment Project, "UK Interest Rate History" (monthly table to September 2018)',
    url: 'http://cdn.propertyinvestmentproject.co.uk/property-statistics/uk-interest-rate-history-graph/',
  },
  moneyTraining: {
    title: 'Money Training Club, "Bank of England base rate jumps to 0.25%" (December 2021)',
    url: 'https://moneytrainingclub.com/bank-of-england-base-rate-jumps-to-0-25-what-it-means-for-you/',
  },
  adviserHub2022: {
    title:
      'Adviser Hub, "UK rates hit 13-year high" (June 2022) and "Biggest increase since 1995" (August 2022)',
    url: 'https://www.adviser-hub.co.uk/uk-interest-rates-uk-rates-hit-13-year-high/',
  },
  leighCarr: {
    title: 'Leigh Carr, "Bank of England increases interest rates to 0.75%" (March 2022)',
    url: 'https://leighcarr.co.uk/?p=52038',
  },
  focusEconomics: {
    title: 'FocusEconomics, "Bank Rate in United Kingdom" (year-end rates 2019–2024 and decisions)',
    url: 'https://www.focus-economics.com/country-indicator/united-kingdom/interest-rate/',
  },
  statista2023: {
    title: 'Statista, "UK Interest Rate Raised to a 14-year High" (March 2023)',
    url: 'https://statista.com/chart/amp/29562/interest-rate-uk-bank-of-england-timeline',
  },
  upday2023: {
    title: 'upday (PA Media), "Bank of England raises interest rates to 5.25%" (August 2023)',
    url: 'https://upday.com/uk/bank-of-england-raises-interest-rates-to-5-25',
  },
  iam2025: {
    title: 'Insurance Asset Management, "BoE cuts interest rates to 4.5%" and "…to 4%" (2025)',
    url: 'https://insuranceassetmanagement.net/iam/BoE-cuts-interest-rates-to-45pc.php',
  },
  express2025: {
    title: 'Daily Express via netmart, "Bank of England slashes rate to 4.25%" (8 May 2025)',
    url: 'https://netmart.club/Index/view/id/10311737.html',
  },
  pennManagement: {
    title: 'Penn Management Services, "Interest rates cut to 4.25%" (9 May 2025)',
    url: 'https://www.pennmanagement.co.uk/news/business-news/archive/article/2025/May/interest-rates-cut-to-425',
  },
  lbc2025: {
    title: 'LBC, "Bank of England cuts interest rate to lowest level in more than two years" (7 August 2025)',
    url: 'https://www.lbc.co.uk/business/interest-rate-cut-lowest-level-more-than-two-years/',
  },
  capitalPost: {
    title: 'Capital Post, "Bank of England Cuts Interest Rates to 3.75%" (18 December 2025)',
    url: 'https://www.capitalpost.uk/business/economy-gdp/bank-of-england-cuts-interest-rates-to-near-three-year-low.html',
  },
  bpu2025: {
    title: 'BPU Accountants, "Interest rates cut to 3.75%" (19 December 2025)',
    url: 'https://www.bpuaccountants.co.uk/news-and-events/business-news/archive/article/2025/December/interest-rates-cut-to-375',
  },
  newsAz2026: {
    title: 'News.Az (citing the BBC), "Bank of England keeps rates at 3.75%" (5 February 2026)',
    url: 'https://news.az/news/bank-of-england-keeps-rates-at-375-signals-cuts-ahead',
  },
  independent2026: {
    title: 'The Independent, "Bank of England makes interest rate decision" (first decision of 2026)',
    url: 'https://www.the-independent.com/bulletin/news/interest-rate-decision-bank-of-england-b2914524.html',
  },
} as const satisfies Record<string, RateSource>;

export type RateSourceId = keyof typeof RATE_SOURCES;
export { RATE_SOURCES };

/** A change of Bank Rate: from this day (the decision's day) the rate was `percent`. */
export interface BankRateChange {
  from: string;
  percent: number;
  sources: readonly RateSourceId[];
  /** What a source says differently, or only implies. */
  note?: string;
}

/** When the history below was read. */
export const BANK_RATE_READ_ON = '2026-11-28';

/**
 * The last decision the history is confirmed to: the Bank held 3.75% on 5 February 2026 (sources
 * newsAz2026, independent2026). Later decisions were not found in the public sources read.
 */
export const BANK_RATE_CONFIRMED_THROUGH = '2026-02-05';

const G = 'goodMoneyGuide' as const;

/** Bank Rate changes, oldest first; the first was in force on the scheme's first day. */
export const BANK_RATE_CHANGES: readonly BankRateChange[] = [
  { from: '2007-01-11', percent: 5.25, sources: [G, 'guardian2007', 'wikinews2007'] },
  {
    from: '2007-05-10',
    percent: 5.5,
    sources: [G, 'guardianTimeline'],
    note: 'The Guardian’s timeline dates this rise 11 May 2007; the table gives 10 May 2007, the decision’s day.',
  },
  { from: '2007-07-05', percent: 5.75, sources: [G, 'guardianTimeline'] },
  { from: '2007-12-06', percent: 5.5, sources: [G, 'rte2007'] },
  { from: '2008-02-07', percent: 5.25, sources: [G, 'is4profit2008'] },
  {
    from: '2008-04-10',
    percent: 5,
    sources: [G, 'bbcTracker'],
    note: 'The BBC gives the rate (5% until October 2008), not the day it began.',
  },
  { from: '2008-10-08', percent: 4.5, sources: [G, 'bbcTracker'] },
  { from: '2008-11-06', percent: 3, sources: [G, 'bbcTracker'] },
  { from: '2008-12-04', percent: 2, sources: [G, 'bbcTracker'] },
  { from: '2009-01-08', percent: 1.5, sources: [G, 'bbcTracker'] },
  { from: '2009-02-05', percent: 1, sources: [G, 'bbcTracker'] },
  { from: '2009-03-05', percent: 0.5, sources: [G, 'bbcTracker'] },
  { from: '2016-08-04', percent: 0.25, sources: [G, 'propertyInvestment'] },
  { from: '2017-11-02', percent: 0.5, sources: [G, 'propertyInvestment'] },
  { from: '2018-08-02', percent: 0.75, sources: [G, 'propertyInvestment'] },
  { from: '2020-03-11', percent: 0.25, sources: [G, 'moneyTraining'] },
  { from: '2020-03-19', percent: 0.1, sources: [G, 'moneyTraining'] },
  { from: '2021-12-16', percent: 0.25, sources: [G, 'moneyTraining'] },
  {
    from: '2022-02-03',
    percent: 0.5,
    sources: [G, 'adviserHub2022'],
    note: 'Adviser Hub lists the rises of December, February, March and May before June 2022; not the day.',
  },
  {
    from: '2022-03-17',
    percent: 0.75,
    sources: [G, 'leighCarr'],
    note: 'Leigh Carr gives the vote as 16 March 2022; the rate took effect with the announcement on 17 March.',
  },
  {
    from: '2022-05-05',
    percent: 1,
    sources: [G, 'adviserHub2022'],
    note: 'Adviser Hub gives the month (May 2022), not the day.',
  },
  { from: '2022-06-16', percent: 1.25, sources: [G, 'focusEconomics'] },
  {
    from: '2022-08-04',
    percent: 1.75,
    sources: [G, 'adviserHub2022'],
    note: 'Adviser Hub gives the month (August 2022), not the day.',
  },
  {
    from: '2022-09-22',
    percent: 2.25,
    sources: [G, 'focusEconomics'],
    note: 'FocusEconomics gives Bank Rate at the end of 2022 (3.50%), not this day.',
  },
  {
    from: '2022-11-03',
    percent: 3,
    sources: [G, 'focusEconomics'],
    note: 'FocusEconomics gives Bank Rate at the end of 2022 (3.50%), not this day.',
  },
  { from: '2022-12-15', percent: 3.5, sources: [G, 'focusEconomics'] },
  { from: '2023-02-02', percent: 4, sources: [G, 'statista2023'] },
  { from: '2023-03-23', percent: 4.25, sources: [G, 'statista2023'] },
  {
    from: '2023-05-11',
    percent: 4.5,
    sources: [G, 'statista2023'],
    note: 'Statista gives 11 May 2023 as the next decision after March; the rate is the table’s.',
  },
  {
    from: '2023-06-22',
    percent: 5,
    sources: [G, 'upday2023'],
    note: 'upday gives the half-point rise at the meeting before August 2023, not the day.',
  },
  { from: '2023-08-03', percent: 5.25, sources: [G, 'upday2023'] },
  { from: '2024-08-01', percent: 5, sources: [G, 'focusEconomics'] },
  { from: '2024-11-07', percent: 4.75, sources: [G, 'focusEconomics'] },
  { from: '2025-02-06', percent: 4.5, sources: [G, 'iam2025'] },
  { from: '2025-05-08', percent: 4.25, sources: ['express2025', 'pennManagement'] },
  { from: '2025-08-07', percent: 4, sources: ['lbc2025', 'iam2025'] },
  { from: '2025-12-18', percent: 3.75, sources: ['capitalPost', 'bpu2025'] },
];

/**
 * The history with the firm's later changes added (each after BANK_RATE_CONFIRMED_THROUGH, in
 * order, with a source); anything else is refused with the reason.
 */
export function bankRateHistory(
  later: readonly { from: string; percent: number; source: string }[] = [],
): readonly { from: string; percent: number }[] {
  let last = BANK_RATE_CONFIRMED_THROUGH;
  for (const change of later) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(change.from) || change.from <= last) {
      throw new RangeError(
        `A later Bank Rate change must be a day after ${last} (YYYY-MM-DD), in order: not ${JSON.stringify(change.from)}`,
      );
    }
    if (!Number.isFinite(change.percent) || change.percent < 0 || change.percent > 20) {
      throw new RangeError(`Bank Rate on ${change.from} must be a percentage from 0 to 20`);
    }
    if (change.source.trim() === '') throw new RangeError(`Bank Rate on ${change.from} needs its source`);
    last = change.from;
  }
  return [...BANK_RATE_CHANGES, ...later].map(({ from, percent }) => ({ from, percent }));
}

/** Bank Rate in force on a day 'YYYY-MM-DD' (from the first change on), or null before it. */
export function bankRateOn(day: string, history = bankRateHistory()): number | null {
  let rate: number | null = null;
  for (const change of history) {
    if (change.from > day) break;
    rate = change.percent;
  }
  return rate;
}
