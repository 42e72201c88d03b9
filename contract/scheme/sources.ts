// Where the scheme's figures and the Bank Rate history were read (decision 253). Every figure in
// rules.ts and bankRate.ts names sources from this list by id; the day each was read is on the
// figure. `kind`: 'rules' is the FCA's own rule text (the Handbook's CONRED chapters made by
// PS26/3), 'ombudsman' the Financial Ombudsman Service's own page; the rest are independent public
// summaries and news reports, counted by their site.

export interface Source {
  title: string;
  url: string;
  kind: 'rules' | 'ombudsman' | 'summary' | 'news';
}

export const SOURCES = {
  // ---- The scheme's rules (FCA Handbook, CONRED 5: Scheme 2, 2014–2024; CONRED 6: Scheme 1) ----
  conred5: {
    title: 'FCA Handbook, CONRED 5 Motor finance commission consumer redress scheme (2014-2024)',
    url: 'https://public-prod-ui.azurewebsites.net/handbook/conred5',
    kind: 'rules',
  },
  conred5Annex6: {
    title: 'FCA Handbook, CONRED 5 Annex 6 Opt-in invitations to customers who have not already complained',
    url: 'https://public-prod-ui.azurewebsites.net/handbook/conred5/conred5s17',
    kind: 'rules',
  },
  conred6Annex6: {
    title: 'FCA Handbook, CONRED 6 Annex 6 Opt-in invitations to customers who have not already complained',
    url: 'https://handbook.fca.org.uk/handbook/conred6/conred6s17',
    kind: 'rules',
  },
  conred6s4: {
    title: 'FCA Handbook, CONRED 6.4 Fourth and fifth steps: calculating and paying redress',
    url: 'https://handbook.fca.org.uk/handbook/conred6/conred6s4',
    kind: 'rules',
  },
  // ---- Public summaries of PS26/3 (final rules, 30 March 2026) and of CP25/27 (consultation) ----
  swgroup: {
    title: 'S&W, "The motor finance redress scheme takes shape" (PS26/3)',
    url: 'https://www.swgroup.com/insights-events/insights/the-motor-finance-redress-scheme-takes-shape',
    kind: 'summary',
  },
  finreg: {
    title: 'FinReg-E, "FCA motor finance redress scheme: what compliance officers need to do now" (PS26/3)',
    url: 'https://www.finreg-e.com/fca-motor-finance-redress-scheme-what-compliance-officers-need-to-do-now',
    kind: 'summary',
  },
  gateley: {
    title: 'Gateley, "FCA motor finance redress scheme: a 10-step what-to-do-now guide" (PS26/3)',
    url: 'https://gateleyplc.com/insight/article/fca-motor-finance-redress-scheme-a-10-step-what-to-do-now-guide-for-lenders-brokers/',
    kind: 'summary',
  },
  complyr: {
    title: 'Complyr, "FCA motor finance redress scheme confirmed" (31 March 2026)',
    url: 'https://www.complyr.co.uk/blog/complaint-management/fca-motor-finance-redress-scheme-confirmed',
    kind: 'summary',
  },
  bdo: {
    title: 'BDO, "FCA motor finance redress scheme" (PS26/3)',
    url: 'https://www.bdo.co.uk/en-gb/insights/industries/financial-services/fca-motor-finance-redress-scheme',
    kind: 'summary',
  },
  regulationTomorrow: {
    title: 'Regulation Tomorrow, "FCA PS26/3: Motor Finance Consumer Redress Scheme" (March 2026)',
    url: 'https://www.regulationtomorrow.com/2026/03/fca-ps26-3-motor-finance-consumer-redress-scheme/',
    kind: 'summary',
  },
  profexx: {
    title: 'Profexx Partners, "What the latest implementation period update really means" (March 2026)',
    url: 'https://www.profexxpartners.co.uk/post/fca-motor-finance-redress-scheme-what-the-latest-implementation-period-update-really-means-for-op',
    kind: 'summary',
  },
  tlt: {
    title: 'TLT, "FCA Consultation on Motor Finance Redress Scheme" (CP25/27)',
    url: 'https://www.tlt.com/insights-and-events/insight/motor-finance',
    kind: 'summary',
  },
  rbcompliance: {
    title: 'RB Compliance, "How to Calculate Redress: Motor Finance Compensation Scheme" (CP25/27)',
    url: 'https://www.rbcompliance.co.uk/post/how-to-calculate-redress-motor-finance-compensation-scheme',
    kind: 'summary',
  },
  equiniti: {
    title: 'Equiniti, "Operationalising Stage 3 … Calculation of Redress" (CP25/27)',
    url: 'https://equiniti.com/uk/news-and-views/eq-views/operationalising-stage-3-of-the-fca-s-proposed-motor-finance-consumer-redress-scheme-calculation-of-redress/',
    kind: 'summary',
  },
  kpmg: {
    title: 'KPMG, "Motor finance: latest updates" (CP25/27)',
    url: 'https://kpmg.com/xx/en/our-insights/regulatory-insights/motor-finance-latest-updates.html',
    kind: 'summary',
  },
  forvismazars: {
    title: 'Forvis Mazars, "FCA consults on motor finance redress scheme" (CP25/27)',
    url: 'https://www.forvismazars.com/uk/en/insights/industry-and-sector-insights/financial-services-insights/fca-consults-on-motor-finance-redress-scheme',
    kind: 'summary',
  },
  grantThornton: {
    title: 'Grant Thornton, "Motor finance commissions: How to approach redress calculations" (CP25/27)',
    url: 'https://www.grantthornton.co.uk/insights/motor-finance-commissions-how-to-approach-redress-calculations',
    kind: 'summary',
  },
  mycongruent: {
    title:
      'Congruent, "Motor Finance Consumer Redress Scheme – Loss Based APR Adjustment" (CP25/27, worked example)',
    url: 'https://mycongruent.com/news-and-insight/motor-finance-consumer-redress-scheme',
    kind: 'summary',
  },
  aprFormula: {
    title: 'FSharp.Finance.Personal, "UnitedKingdom Module: APR as in FCA CONC App 1.2.6" (the APR equation)',
    url: 'https://simontreanor.github.io/FSharp.Finance.Personal/reference/fsharp-finance-personal-apr-unitedkingdom.html',
    kind: 'summary',
  },
  fosInterest: {
    title:
      'Financial Ombudsman Service, "Calculating interest using the time-weighted average Bank of England base rate"',
    url: 'https://www.financial-ombudsman.org.uk/businesses/resolving-complaint/understanding-compensation/calculating-interest-using-time-weighted-average-bank-england-base-rate',
    kind: 'ombudsman',
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
