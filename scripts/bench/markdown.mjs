// docs/performance.md, rendered from a bench report. The narrative that is not a measurement
// (what was tried, what is left) lives in notes.md beside this file and is appended as written.
import { bulkSection, deskSection } from './partSections.mjs';
import { bytes, or, plural, table, verdictText } from './tables.mjs';
import { evaluate, fmt } from './targets.mjs';

export { DESK_HEADING, spliceBulk, spliceDesk } from './partSections.mjs';

const LABELS = {
  home: 'Home',
  article: 'Article',
  lender: 'Lender page',
  vehicle: 'Vehicle page',
  blog: 'Blog list',
  notFound: 'Not found',
  form: 'Claim start',
};

/** How many runs each page had: the report's count, and /form/start's where it had more. */
export function runsSaid(lighthouse) {
  const runs = lighthouse?.runs ?? 3;
  const form = lighthouse?.pages?.form?.runs?.length ?? runs;
  return form > runs
    ? `${plural(runs, 'run')} per page, ${form} for /form/start`
    : `${plural(runs, 'run')} per page`;
}

function lighthouseSection(report) {
  const pages = report.lighthouse?.pages ?? {};
  const notes = report.lighthouse?.skipped ?? [];
  const rows = Object.entries(pages).map(([key, p]) => [
    LABELS[key] ?? key,
    `\`${p.path}\``,
    or(p.score, fmt.score),
    or(p.lcp, fmt.ms),
    or(p.staticLcp, fmt.ms),
    or(p.lcpRatio, fmt.ratio),
    or(p.fcp, fmt.ms),
    or(p.tbt, fmt.ms),
    or(p.cls, fmt.cls),
    or(p.transfer, fmt.kb),
  ]);
  return [
    `## Lighthouse (mobile preset, ${runsSaid(report.lighthouse)}, medians)`,
    '',
    table(
      ['Page', 'Path', 'Score', 'LCP', 'Static LCP', 'LCP ÷ static', 'FCP', 'TBT', 'CLS', 'Transfer'],
      rows,
    ),
    '',
    'Static LCP is the same page as built with every `<script>` and modulepreload link removed (the same',
    'HTML and CSS with no JavaScript, the practical limit for these pages), measured just before it.',
    'The score, TBT and CLS targets are Lighthouse CI assertions (`lighthouserc.json`), judged by',
    "Lighthouse CI's assertion code over each page's runs (their median); the bench judges LCP ÷ static",
    'LCP itself, which no tool compares (decision 234).',
    ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}

/** The first-load JS budget a route is held to: the journey's own, the route's own, or its kind's. */
function budgetOf(budgets, size) {
  if (typeof size.afterLoadJsGzip === 'number' && budgets.journey) {
    return bytes(size.routeId === 'form-start-id' ? budgets.journey.startJsGzip : budgets.journey.jsGzip);
  }
  const budget = budgets[size.kind];
  // An app route may have its own (app.byRoute), as the budget checks read it.
  return budget ? bytes(budget.byRoute?.[size.routeId] ?? budget.jsGzip) : '–';
}

function sizesSection(report) {
  const budgets = report.budgets ?? {};
  const rows = (report.sizes ?? [])
    .filter((s) => s.page)
    .map((s) => [
      `\`${s.routeId}\``,
      `\`/${s.path === '/' ? '' : s.path}\``,
      s.kind,
      `${fmt.kb(s.jsGzip)} (${bytes(s.jsGzip)})`,
      typeof s.afterLoadJsGzip === 'number'
        ? `${fmt.kb(s.afterLoadJsGzip)} (${bytes(s.afterLoadJsGzip)})`
        : '–',
      fmt.kb(s.cssGzip),
      s.hasFirebase ? 'yes' : 'no',
      budgetOf(budgets, s),
    ]);
  return [
    '## First-load JavaScript and CSS per route (gzip, from the build output)',
    '',
    "A route's first load is the entry, every route module on its branch and their static imports. /login,",
    '/auth and your claims start the session as they open, so they also count their dynamic imports (the',
    "Firebase SDK). The claim journey's routes count their own section's views as first load; what they",
    'load when the browser is idle or a step needs it (the session and Firebase, the other sections) is',
    "in the after-load column, as for content pages' scripts (decision 141). CSS is inlined into each",
    'page by styled-components, so no route loads a CSS file. size-limit (`@size-limit/file`: gzip',
    'level 9 of each file, summed) measures these figures, and judges the budgets (`budgets.json`) with',
    'one check per content page, journey route and app route and figure: `npm run size` on a build, and',
    'in `npm test`; which files a route loads comes from `scripts/lib/bundle-sizes.mjs` (decision 233).',
    '',
    table(['Route', 'Path', 'Kind', 'JS', 'JS after load', 'CSS files', 'Firebase', 'JS budget'], rows),
  ].join('\n');
}

function stepsSection(report) {
  const s = report.steps ?? {};
  const lines = ['## Step to step in the claim journey', ''];
  if (!s.wired) {
    lines.push('Not measured: the journey at `/form/start` did not show a step with a Continue button.');
  } else {
    lines.push(
      `Continue click to the next step painted (the first animation frame after the new heading), measured in`,
      `Chromium with Playwright: median **${or(s.median, fmt.fineMs)}**, p95 **${or(s.p95, fmt.fineMs)}** over ${s.samples.length} steps that stay in the`,
      `browser. Steps whose Continue calls the gateway are kept apart: median ${or(s.gatewayMedian, fmt.ms)}, p95 ${or(s.gatewayP95, fmt.ms)} over`,
      `${s.gatewaySamples.length} steps (the emulated function's time, not the app's).`,
      '',
      table(
        ['From', 'To', 'Time', 'Gateway'],
        [...s.samples.map((x) => [x, 'no']), ...s.gatewaySamples.map((x) => [x, 'yes'])].map(([x, g]) => [
          x.from,
          x.to,
          fmt.fineMs(x.ms),
          g,
        ]),
      ),
    );
  }
  if (s.stops?.length) lines.push('', 'Where the runs stopped:', '', ...s.stops.map((x) => `- ${x}`));
  return lines.join('\n');
}

function coldStartSection(report) {
  const c = report.coldStart;
  if (!c) return '## Gateway cold start\n\nNot measured in this run.';
  return [
    '## Gateway cold start',
    '',
    `Loading the built function module (\`functions/lib/index.js\`) in a fresh Node process, as a new`,
    `gateway instance does before its first request (\`FUNCTION_TARGET=gateway\`, decision 227): median **${or(c.median, fmt.ms)}**, p95 ${or(c.p95, fmt.ms)} over`,
    `${c.samples.length} processes (${c.samples.map((ms) => Math.round(ms)).join(', ')} ms).`,
  ].join('\n');
}

function scaleSection(report) {
  const sc = report.scale ?? { runs: [] };
  if (sc.runs.length === 0)
    return '## Content scale (generated articles, 100 lenders)\n\nNot measured in this run.';
  const rows = sc.runs.map((r) => [
    String(r.articles),
    String(r.lenders),
    String(r.pages),
    fmt.s(r.seconds),
    fmt.s(r.buildSeconds),
    `${(r.pageBytes / 1e6).toFixed(1)} MB`,
    `${(r.outputBytes / 1e6).toFixed(1)} MB`,
  ]);
  const fit = sc.fit
    ? `Least-squares fit: ${(sc.fit.slope * 1000).toFixed(1)} ms per article, R² ${sc.fit.r2.toFixed(3)}.`
    : '';
  return [
    '## Content scale (generated articles, 100 lenders)',
    '',
    table(
      ['Articles', 'Lenders', 'Pages', 'Prerender', 'Whole build', 'Pages (HTML + data)', 'Whole output'],
      rows,
    ),
    '',
    `Prerender is timed from React Router's first "Prerender" log line to its last. ${fit}`,
  ].join('\n');
}

/**
 * The targets with the figure before this work (a bench report kept in `before.json`) beside this
 * run's, judged by the same rules.
 * @param {any} report
 * @param {any} before
 */
function targetsSection(report, before) {
  const verdicts = evaluate(report);
  if (!before) {
    return table(
      ['Target', 'Goal', 'Measured', 'Verdict'],
      verdicts.map((v) => [v.label, v.target, v.measured, verdictText(v)]),
    );
  }
  const earlier = new Map(evaluate(before).map((v) => [v.id, v]));
  return [
    `Before: the run of ${before.date.slice(0, 10)} at commit \`${before.commit}\` (\`scripts/bench/before.json\`). ${before.about ?? ''}`,
    '',
    table(
      ['Target', 'Goal', 'Before', 'After', 'Verdict'],
      verdicts.map((v) => [
        v.label,
        v.target,
        earlier.get(v.id)?.measured ?? 'not measured',
        v.measured,
        verdictText(v),
      ]),
    ),
  ].join('\n');
}

/**
 * @param {any} report
 * @param {string} notes the hand-written part (scripts/bench/notes.md)
 * @param {any} [before] an earlier report to compare with (scripts/bench/before.json)
 */
export function renderMarkdown(report, notes, before) {
  const m = report.machine ?? {};
  return [
    '# Performance',
    '',
    `Generated by \`npm run bench\` on ${report.date} at commit \`${report.commit}\`${report.uncommitted ? ' (with uncommitted changes in the shared working tree)' : ''}. Do not edit by hand:`,
    'the numbers and tables come from `reports/bench-<date>.json`; the closing notes come from',
    '`scripts/bench/notes.md`.',
    '',
    `Machine: ${m.cpus} CPUs, load average ${m.loadBefore} at the start, Node ${m.node}, ${m.chromium}. Lab`,
    'figures on a shared machine under load: treat timings as indicative, sizes as exact.',
    '',
    before ? '## Targets, before and after' : '## Targets',
    '',
    targetsSection(report, before),
    '',
    lighthouseSection(report),
    '',
    sizesSection(report),
    '',
    stepsSection(report),
    '',
    coldStartSection(report),
    '',
    scaleSection(report),
    '',
    deskSection(report),
    '',
    bulkSection(report),
    '',
    notes.trim(),
    '',
  ].join('\n');
}
