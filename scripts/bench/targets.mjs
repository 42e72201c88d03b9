// The targets (mobile lab figures) and how a report is judged against them. Each verdict
// says "met" or by how much it was missed, so docs/performance.md can state it plainly. The
// Lighthouse targets (performance score, CLS and TBT of the content pages, the score of
// /form/start) are lighthouserc.json's assertions, judged by Lighthouse CI (lhci.mjs, decision 234);
// the rest, which no tool judges, are judged here.
import { assertRuns, assertionsFor, lhrsFromMedians, readAssertOptions } from './lhci.mjs';

export const KB = 1024;

export const TARGETS = {
  // LCP of each content page over the LCP of the same page as static HTML.
  lcpRatio: 1.05,
  publicJs: 15 * KB,
  // The lighter claim form: first-load JS of /form/start (was 180 KB).
  formJs: 140 * KB,
  // 95th percentile of the steps that stay in the browser.
  stepP95Ms: 12,
  // Ten thousand articles in half the time (was 60 s; decision 223's worker threads).
  prerender10000s: 30,
  // Time per article flat: prerender time per article with 10,000 articles is at most this many
  // times the time per article with 1,000 (decision record 081).
  perArticleGrowth: 1.5,
  // Loading the gateway's module (median; was 300 ms; decision 227).
  gatewayColdStartMs: 100,
  // Each kind of desk list or search, and the overview, over 100,000 claims, through the gateway on
  // the emulators (p95; issue 43).
  deskP95Ms: 300,
  // A lender's determinations file of 10,000 rows applied on the emulators, start to done (issue 43).
  bulkSeconds: 120,
};

/** Content pages the targets name; `key` is how the report refers to them. */
export const PUBLIC_PAGES = ['home', 'article', 'lender', 'vehicle', 'blog', 'notFound'];

/**
 * @typedef {{ id: string, label: string, target: string, measured: string, met: boolean | null, detail: string }} Verdict
 */

/**
 * @param {{ id: string, label: string, value: number | null | undefined, limit: number, kind: 'max' | 'min', format: (n: number) => string }} spec
 * @returns {Verdict}
 */
export function judge({ id, label, value, limit, kind, format }) {
  const target = `${kind === 'max' ? '≤' : '≥'} ${format(limit)}`;
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return { id, label, target, measured: 'not measured', met: null, detail: 'not measured' };
  }
  const met = kind === 'max' ? value <= limit : value >= limit;
  return {
    id,
    label,
    target,
    measured: format(value),
    met,
    detail: met ? 'met' : missedBy(value, limit, format),
  };
}

/** "missed by 24 KB (24 %)" */
function missedBy(value, limit, format) {
  const gap = Math.abs(value - limit);
  const percent = limit === 0 ? '' : ` (${((gap / limit) * 100).toFixed(0)} %)`;
  return `missed by ${format(gap)}${percent}`;
}

export const fmt = {
  score: (n) => n.toFixed(2),
  ms: (n) => `${Math.round(n)} ms`,
  fineMs: (n) => `${n.toFixed(1)} ms`,
  ratio: (n) => `${n.toFixed(2)}×`,
  cls: (n) => n.toFixed(3),
  kb: (n) => `${(n / KB).toFixed(1)} KB`,
  s: (n) => `${n.toFixed(1)} s`,
};

/** How a Lighthouse CI assertion is named in a verdict: its figure's id, label and format. */
const ASSERTED = {
  'categories:performance': { figure: 'score', label: 'performance score', format: fmt.score },
  'cumulative-layout-shift': { figure: 'cls', label: 'CLS', format: fmt.cls },
  'total-blocking-time': { figure: 'tbt', label: 'TBT', format: fmt.ms },
};

/** @param {string} key an assertion key of lighthouserc.json */
function asserted(key) {
  return ASSERTED[key] ?? { figure: key, label: key, format: (n) => String(n) };
}

/** @param {import('./lhci.mjs').AssertionResult} result */
function assertionKey(result) {
  return result.auditProperty ? `${result.auditId}:${result.auditProperty}` : result.auditId;
}

const OPERATOR = { '>=': '≥', '<=': '≤', '==': '=' };

/**
 * Lighthouse CI's verdicts on one page of a report: every lighthouserc.json assertion that applies
 * to the page, judged over each run's result (or, for a report without them, its medians). What the
 * report did not measure is "not measured"; a run without a value for an asserted figure fails.
 * @param {string} key the page's key in the report
 * @param {string} name how the page is named in labels
 * @param {any} page the report's figures for the page, if measured
 * @param {string} fallbackPath the page's path when the report does not say it
 * @returns {Verdict[]}
 */
export function lighthouseVerdicts(key, name, page, fallbackPath, options = readAssertOptions()) {
  const notMeasured = ({ key: k, expected, operator }) => {
    const { figure, label, format } = asserted(k);
    const target = expected === undefined ? '' : `${OPERATOR[operator] ?? operator} ${format(expected)}`;
    return {
      id: `${key}.${figure}`,
      label: `${name}: ${label}`,
      target,
      measured: 'not measured',
      met: null,
      detail: 'not measured',
    };
  };
  if (!page) return assertionsFor(options, `http://127.0.0.1${fallbackPath}`).map(notMeasured);
  const kept = Boolean(page.lhrs?.length);
  const lhrs = kept ? page.lhrs : lhrsFromMedians({ ...page, path: page.path ?? fallbackPath });
  return assertRuns(options, lhrs).map((result) => {
    const k = assertionKey(result);
    // An audit missing from a medians-only report was not measured then; from a run, it failed.
    if (result.name === 'auditRan' && !kept) return notMeasured({ key: k });
    const { figure, label, format } = asserted(k);
    const value = result.name === 'auditRan' ? NaN : result.actual;
    const measured = Number.isFinite(value) ? format(value) : 'no value';
    const detail = result.passed
      ? 'met'
      : Number.isFinite(value)
        ? missedBy(value, result.expected, format)
        : `missed: ${result.message ?? 'Lighthouse gave no value'}`;
    return {
      id: `${key}.${figure}`,
      label: `${name}: ${label}`,
      target:
        result.name === 'auditRan'
          ? ''
          : `${OPERATOR[result.operator] ?? result.operator} ${format(result.expected)}`,
      measured,
      met: result.passed,
      detail,
    };
  });
}

/**
 * Judges a whole report against the targets.
 * @param {any} report the object run.mjs writes to reports/bench-<date>.json
 * @returns {Verdict[]}
 */
export function evaluate(report) {
  const verdicts = [];
  const pages = report.lighthouse?.pages ?? {};
  for (const key of PUBLIC_PAGES) {
    const page = pages[key];
    const name = page?.path ? `${key} (${page.path})` : key;
    const fromLhci = lighthouseVerdicts(key, name, page, '/');
    // LCP against the page's own static version: no tool compares two pages, so it is judged here.
    const ratio = judge({
      id: `${key}.lcpRatio`,
      label: `${name}: LCP ÷ static baseline LCP`,
      value: page?.lcpRatio,
      limit: TARGETS.lcpRatio,
      kind: 'max',
      format: fmt.ratio,
    });
    verdicts.push(...fromLhci.slice(0, 1), ratio, ...fromLhci.slice(1));
  }
  const sizes = report.sizes ?? [];
  const publicRoutes = sizes.filter((s) => s.kind === 'public' && s.page);
  const largestPublic = Math.max(...publicRoutes.map((s) => s.jsGzip));
  verdicts.push(
    judge({
      id: 'public.js',
      label: 'Public pages: largest first-load JS (gzip)',
      value: publicRoutes.length ? largestPublic : null,
      limit: TARGETS.publicJs,
      kind: 'max',
      format: fmt.kb,
    }),
  );
  const withFirebase = publicRoutes.filter((s) => s.hasFirebase).length;
  verdicts.push({
    id: 'public.firebase',
    label: 'Public pages: no Firebase code in first load',
    target: 'none',
    measured: publicRoutes.length ? `${withFirebase} of ${publicRoutes.length} routes` : 'not measured',
    met: publicRoutes.length ? withFirebase === 0 : null,
    detail: !publicRoutes.length
      ? 'not measured'
      : withFirebase === 0
        ? 'met'
        : `missed: ${withFirebase} routes`,
  });
  verdicts.push(...lighthouseVerdicts('form', '/form/start', pages.form, '/form/start'));
  const formRoute = sizes.find((s) => s.kind === 'app' && s.path.startsWith('form/start'));
  verdicts.push(
    judge({
      id: 'form.js',
      label: '/form/start: first-load JS incl. any Firebase it loads as it opens (gzip)',
      value: formRoute?.jsGzip,
      limit: TARGETS.formJs,
      kind: 'max',
      format: fmt.kb,
    }),
    judge({
      id: 'steps.p95',
      label: 'Step to step: Continue click to next step painted (p95, in-browser steps)',
      value: report.steps?.p95,
      limit: TARGETS.stepP95Ms,
      kind: 'max',
      format: fmt.fineMs,
    }),
  );
  const runs = report.scale?.runs ?? [];
  const largest = runs.find((r) => r.articles === 10000);
  verdicts.push(
    judge({
      id: 'scale.10000',
      label: 'Prerender of 10,000 articles + 100 lenders',
      value: largest?.seconds,
      limit: TARGETS.prerender10000s,
      kind: 'max',
      format: fmt.s,
    }),
    judge({
      id: 'scale.linear',
      label: 'Prerender time per article flat (at 10,000 ÷ at 1,000)',
      value: perArticleGrowth(runs),
      limit: TARGETS.perArticleGrowth,
      kind: 'max',
      format: fmt.ratio,
    }),
    judge({
      id: 'gateway.coldStart',
      label: 'Gateway cold start: loading the function module (median)',
      value: report.coldStart?.median,
      limit: TARGETS.gatewayColdStartMs,
      kind: 'max',
      format: fmt.ms,
    }),
    judge({
      id: 'desk.p95',
      label: deskTargetLabel(report.desk?.claims),
      value: slowestDeskP95(report.desk),
      limit: TARGETS.deskP95Ms,
      kind: 'max',
      format: fmt.ms,
    }),
    ...bulkVerdicts(report.bulk),
  );
  return verdicts;
}

const count = (n) => n.toLocaleString('en-GB');

/**
 * The bulk bench's rows in the targets table (issue 43, decision 285): the file applied within the
 * time, no row lost, nothing changed by the same file uploaded again, and the overview's counters
 * equal to a recount after random events. Each label starts with its BULK_TARGET_PREFIXES entry.
 * @param {any} bulk the report's `bulk`, if measured
 * @returns {Verdict[]}
 */
export function bulkVerdicts(bulk) {
  const rows = count(bulk?.rows ?? BULK_TARGET_ROWS);
  const counters = bulk?.counters;
  const time = judge({
    id: 'bulk.seconds',
    label: `${BULK_TARGET_PREFIXES['bulk.seconds']} (${count(BULK_TARGET_ROWS)} rows): start to done`,
    value: bulk?.first?.seconds,
    limit: TARGETS.bulkSeconds,
    kind: 'max',
    format: fmt.s,
  });
  // The time is judged for the target's whole file only: a smaller run (`--rows`) shows its time,
  // with no verdict, since rows cost more than their share as a file grows.
  const smaller = typeof bulk?.rows === 'number' && bulk.rows < BULK_TARGET_ROWS && time.met !== null;
  return [
    smaller
      ? {
          ...time,
          measured: `${time.measured} for ${rows} rows`,
          met: null,
          detail: `not measured at ${count(BULK_TARGET_ROWS)} rows`,
        }
      : time,
    judge({
      id: 'bulk.lost',
      label: `${BULK_TARGET_PREFIXES['bulk.lost']} (${rows} rows)`,
      value: bulk?.lost,
      limit: 0,
      kind: 'max',
      format: count,
    }),
    judge({
      id: 'bulk.reupload',
      label: `${BULK_TARGET_PREFIXES['bulk.reupload']}`,
      value: bulk?.reupload?.changed,
      limit: 0,
      kind: 'max',
      format: count,
    }),
    {
      id: 'counters.recount',
      label: `${BULK_TARGET_PREFIXES['counters.recount']} ${count(counters?.events ?? 10_000)} random events`,
      target: 'equal to a full recount',
      measured: !counters
        ? 'not measured'
        : counters.equal
          ? `equal (${count(counters.values)} counts)`
          : `${count(counters.differing)} of ${count(counters.values)} counts differ`,
      met: counters ? counters.equal : null,
      detail: !counters
        ? 'not measured'
        : counters.equal
          ? 'met'
          : `missed: ${count(counters.differing)} counts differ`,
    },
  ];
}

/** The rows of the file the time target is for (issue 43). */
export const BULK_TARGET_ROWS = 10_000;

/** How each of the bulk bench's rows in the targets table starts, whatever its figures. */
export const BULK_TARGET_PREFIXES = {
  'bulk.seconds': 'Determinations file applied on the emulator',
  'bulk.lost': 'Determinations file: rows lost',
  'bulk.reupload': 'Determinations file uploaded again: rows changed',
  'counters.recount': 'Overview counters after',
};

/**
 * Prerender time per article with 10,000 articles over the time per article with 1,000. Quadratic
 * growth would give about 10; the fixed cost of a build pushes it below 1.
 * @param {Array<{ articles: number, seconds: number }>} runs
 * @returns {number | null}
 */
export function perArticleGrowth(runs) {
  const at = (n) => runs.find((r) => r.articles === n)?.seconds;
  const [mid, large] = [at(1000), at(10000)];
  if (mid === undefined || large === undefined || mid <= 0) return null;
  return large / 10000 / (mid / 1000);
}

/**
 * The desk's row in the targets table, naming the claims it was measured over (issue 43's 100,000
 * unless a run was told fewer).
 * @param {number} [claims]
 */
export const deskTargetLabel = (claims = 100_000) =>
  `Desk list and search, and the overview, over ${claims.toLocaleString('en-GB')} claims: the slowest kind’s p95`;
/** The start of the desk's row in the targets table, whatever its claims (a desk-only run finds it by this). */
export const DESK_TARGET_PREFIX = 'Desk list and search';

/**
 * The p95 of the desk's slowest kind of query, or null when the desk was not measured.
 * @param {{ kinds?: Array<{ p95: number | null }> } | undefined} desk
 * @returns {number | null}
 */
export function slowestDeskP95(desk) {
  const p95s = (desk?.kinds ?? []).map((k) => k.p95).filter((p) => typeof p === 'number');
  return p95s.length ? Math.max(...p95s) : null;
}
