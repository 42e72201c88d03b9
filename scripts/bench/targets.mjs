// The targets (mobile lab figures) and how a report is judged against them. Each verdict
// says "met" or by how much it was missed, so docs/performance.md can state it plainly.

export const KB = 1024;

export const TARGETS = {
  publicScore: 0.98,
  lcpRatio: 1.2,
  cls: 0.01,
  tbtMs: 50,
  publicJs: 100 * KB,
  formScore: 0.95,
  formJs: 180 * KB,
  stepMs: 16,
  prerender1000s: 60,
  // Growing linearly: prerender time per article with 1,000 articles is at most this many times
  // the time per article with 300 (decision record 081).
  perArticleGrowth: 1.5,
};

/** Pages the issue names; `key` is how the report refers to them. */
export const PUBLIC_PAGES = ['home', 'article', 'lender'];

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
      label: '/form/start: first-load JS incl. lazy Firebase Auth (gzip)',
      value: formRoute?.jsGzip,
      limit: TARGETS.formJs,
      kind: 'max',
      format: fmt.kb,
    }),
    judge({
      id: 'steps.median',
      label: 'Step to step: Continue click to next step painted (median)',
      value: report.steps?.median,
      limit: TARGETS.stepMs,
      kind: 'max',
      format: fmt.fineMs,
    }),
  );
  const runs = report.scale?.runs ?? [];
  const thousand = runs.find((r) => r.articles === 1000);
  verdicts.push(
    judge({
      id: 'scale.1000',
      label: 'Prerender of 1,000 articles + 100 lenders',
      value: thousand?.seconds,
      limit: TARGETS.prerender1000s,
      kind: 'max',
      format: fmt.s,
    }),
    judge({
      id: 'scale.linear',
      label: 'Prerender grows linearly (time per article at 1,000 ÷ at 300)',
      value: perArticleGrowth(runs),
      limit: TARGETS.perArticleGrowth,
      kind: 'max',
      format: fmt.ratio,
    }),
  );
  return verdicts;
}

/**
 * Prerender time per article with 1,000 articles over the time per article with 300. Quadratic
 * growth would give about 3.3; the fixed cost of a build pushes it below 1. Differences between
 * the small runs are too close to the noise of a shared machine to judge growth by.
 * @param {Array<{ articles: number, seconds: number }>} runs
 * @returns {number | null}
 */
export function perArticleGrowth(runs) {
  const at = (n) => runs.find((r) => r.articles === n)?.seconds;
  const [mid, large] = [at(300), at(1000)];
  if (mid === undefined || large === undefined || mid <= 0) return null;
  return large / 1000 / (mid / 300);
}
