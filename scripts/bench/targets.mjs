// The targets (mobile lab figures) and how a report is judged against them. Each verdict
// says "met" or by how much it was missed, so docs/performance.md can state it plainly.

export const KB = 1024;

export const TARGETS = {
  publicScore: 1,
  lcpRatio: 1.05,
  cls: 0.01,
  tbtMs: 10,
  publicJs: 15 * KB,
  formScore: 0.98,
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
  // Each kind of desk list or search over 10,000 claims, through the gateway on the emulators (p95).
  deskP95Ms: 300,
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
  const gap = Math.abs(value - limit);
  const percent = limit === 0 ? '' : ` (${((gap / limit) * 100).toFixed(0)} %)`;
  return {
    id,
    label,
    target,
    measured: format(value),
    met,
    detail: met ? 'met' : `missed by ${format(gap)}${percent}`,
  };
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
    verdicts.push(
      judge({
        id: `${key}.score`,
        label: `${name}: performance score`,
        value: page?.score,
        limit: TARGETS.publicScore,
        kind: 'min',
        format: fmt.score,
      }),
      judge({
        id: `${key}.lcpRatio`,
        label: `${name}: LCP ÷ static baseline LCP`,
        value: page?.lcpRatio,
        limit: TARGETS.lcpRatio,
        kind: 'max',
        format: fmt.ratio,
      }),
      judge({
        id: `${key}.cls`,
        label: `${name}: CLS`,
        value: page?.cls,
        limit: TARGETS.cls,
        kind: 'max',
        format: fmt.cls,
      }),
      judge({
        id: `${key}.tbt`,
        label: `${name}: TBT`,
        value: page?.tbt,
        limit: TARGETS.tbtMs,
        kind: 'max',
        format: fmt.ms,
      }),
    );
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
  const form = pages.form;
  verdicts.push(
    judge({
      id: 'form.score',
      label: `/form/start: performance score`,
      value: form?.score,
      limit: TARGETS.formScore,
      kind: 'min',
      format: fmt.score,
    }),
  );
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
      label: DESK_TARGET_LABEL,
      value: slowestDeskP95(report.desk),
      limit: TARGETS.deskP95Ms,
      kind: 'max',
      format: fmt.ms,
    }),
  );
  return verdicts;
}

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

export const DESK_TARGET_LABEL = 'Desk list and search over 10,000 claims: the slowest kind’s p95';

/**
 * The p95 of the desk's slowest kind of query, or null when the desk was not measured.
 * @param {{ kinds?: Array<{ p95: number | null }> } | undefined} desk
 * @returns {number | null}
 */
export function slowestDeskP95(desk) {
  const p95s = (desk?.kinds ?? []).map((k) => k.p95).filter((p) => typeof p === 'number');
  return p95s.length ? Math.max(...p95s) : null;
}
