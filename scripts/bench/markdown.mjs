// docs/performance.md, rendered from a bench report. The narrative that is not a measurement
// (what was tried, what is left) lives in notes.md beside this file and is appended as written.
import { BULK_TARGET_PREFIXES, DESK_TARGET_PREFIX, TARGETS, evaluate, fmt } from './targets.mjs';

const LABELS = {
  home: 'Home',
  article: 'Article',
  lender: 'Lender page',
  vehicle: 'Vehicle page',
  blog: 'Blog list',
  notFound: 'Not found',
  form: 'Claim start',
};

const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How many runs each page had: the report's count, and /form/start's where it had more. */
export function runsSaid(lighthouse) {
  const runs = lighthouse?.runs ?? 3;
  const form = lighthouse?.pages?.form?.runs?.length ?? runs;
  return form > runs
    ? `${plural(runs, 'run')} per page, ${form} for /form/start`
    : `${plural(runs, 'run')} per page`;
}
const bytes = (n) => `${n.toLocaleString('en-GB')} B`;
const or = (value, format) => (value === null || value === undefined ? '–' : format(value));
const verdictText = (v) => (v.met === null ? 'not measured' : v.met ? '✅ met' : `❌ ${v.detail}`);

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

/** @param {number} [claims] */
export const deskHeading = (claims = 100_000) =>
  `## The desk: list, search and overview over ${claims.toLocaleString('en-GB')} claims`;
export const DESK_HEADING = deskHeading();
/** The start of the desk's heading, whatever its claims (a desk-only run finds an older one by this). */
const DESK_HEADING_PREFIX = '## The desk: ';

/** The desk's section (decision 201): each kind of query's median and p95 against the target. */
export function deskSection(report) {
  const d = report.desk;
  if (!d) return `${DESK_HEADING}\n\nNot measured in this run.`;
  const heading = deskHeading(d.claims);
  const rows = d.kinds.map((k) => [
    k.label,
    String(k.rows),
    or(k.median, fmt.ms),
    or(k.p95, fmt.ms),
    k.p95 === null ? 'not measured' : k.p95 <= TARGETS.deskP95Ms ? '✅ met' : '❌ missed',
  ]);
  return [
    heading,
    '',
    `\`deskListClaims\` (and \`deskOverview\`, the overview's figures) through the gateway on the emulators, as a handler of all four workspaces signed in`,
    `with both factors, over ${d.claims.toLocaleString('en-GB')} seeded claims (${d.events.toLocaleString('en-GB')} events; seeded in ${fmt.s(d.seedSeconds)}).`,
    `Each kind ran ${d.samplesPerKind} times after 3 warm-up calls; searches use a different seeded claimant each time.`,
    `Target: p95 ≤ ${TARGETS.deskP95Ms} ms per kind. Measured ${report.date.slice(0, 10)} at commit \`${report.commit}\`, load average ${d.loadBefore.toFixed(1)} at the start and ${d.loadAfter.toFixed(1)} at the end.`,
    '',
    table(['Query', 'Rows', 'Median', 'p95', 'Target'], rows),
    '',
    ...(d.guard
      ? [
          `Every call above runs with the gateway's guards on: the account read from Firebase Authentication, so a`,
          `revoked, disabled or narrowed token is refused on its next call, and the staff member's hourly count`,
          `(decisions 244, 245). Timed alone, the same guards add a median of ${or(d.guard.median, fmt.ms)} and a p95 of ${or(d.guard.p95, fmt.ms)} to each call.`,
          '',
        ]
      : []),
    'The Firestore emulator serves every query without composite indexes; a unit test checks that',
    '`firestore.indexes.json` has one for every query the desk can make (decision 180).',
  ].join('\n');
}

/**
 * Puts one part's section into an existing docs/performance.md, in place of the one it finds by
 * its heading's start (or before the closing notes), and that part's rows of the targets table in
 * place of those that start the same way (or after the table's last row), leaving every other
 * section and row as the last full run wrote it.
 * @param {string} markdown the current docs/performance.md
 * @param {{ section: string, headingPrefix: string, verdicts: Array<{ prefix: string, verdict: import('./targets.mjs').Verdict | undefined }> }} part
 * @returns {string}
 */
function spliceSection(markdown, { section, headingPrefix, verdicts }) {
  const start = markdown.indexOf(`\n${headingPrefix}`) + 1;
  let out;
  if (start > 0) {
    const next = markdown.indexOf('\n## ', start + headingPrefix.length);
    out = `${markdown.slice(0, start)}${section}\n${next >= 0 ? markdown.slice(next) : ''}`;
  } else {
    const notes = markdown.indexOf('\n## How to run');
    out =
      notes >= 0
        ? `${markdown.slice(0, notes)}\n${section}\n${markdown.slice(notes)}`
        : `${markdown}\n${section}\n`;
  }
  const lines = out.split('\n');
  const cellsOf = (line) => line.split('|').map((cell) => cell.trim());
  const header = lines.findIndex((line) => line.startsWith('|') && cellsOf(line)[1] === 'Target');
  for (const { prefix, verdict } of verdicts) {
    if (!verdict) continue;
    const at = lines.findIndex((line) => line.startsWith('|') && cellsOf(line)[1]?.startsWith(prefix));
    if (at >= 0) {
      const cells = cellsOf(lines[at]);
      cells[1] = verdict.label;
      // | label | goal | (before |) measured | verdict |: the last two cells are this run's.
      cells[cells.length - 3] = verdict.measured;
      cells[cells.length - 2] = verdictText(verdict);
      lines[at] = cells.join(' | ').trim();
    } else if (header >= 0) {
      // A row the table does not have yet: after its last row, nothing measured before.
      let last = header + 1;
      while (lines[last + 1]?.startsWith('|')) last += 1;
      const before = cellsOf(lines[header]).length === 7 ? ['not measured'] : [];
      const row = [verdict.label, verdict.target, ...before, verdict.measured, verdictText(verdict)];
      lines.splice(last + 1, 0, `| ${row.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

/**
 * Puts a desk-only run's section (and the desk's row of the targets table) into an existing
 * docs/performance.md, leaving every other section as the last full run wrote it.
 * @param {string} markdown the current docs/performance.md
 * @param {any} report a report with `desk`
 * @returns {string}
 */
export function spliceDesk(markdown, report) {
  return spliceSection(markdown, {
    section: deskSection(report),
    headingPrefix: DESK_HEADING_PREFIX,
    verdicts: [{ prefix: DESK_TARGET_PREFIX, verdict: evaluate(report).find((v) => v.id === 'desk.p95') }],
  });
}

/** The start of the bulk bench's heading, whatever its rows. */
const BULK_HEADING_PREFIX = '## The bulk bench: ';
/** @param {number} [rows] */
export const bulkHeading = (rows = 10_000) =>
  `${BULK_HEADING_PREFIX}a determinations file of ${rows.toLocaleString('en-GB')} rows, and the overview’s counters`;

/** The bulk bench's section (decision 285): the file applied, uploaded again, and the counters. */
export function bulkSection(report) {
  const b = report.bulk;
  if (!b) return `${bulkHeading()}\n\nNot measured in this run.`;
  const n = (x) => x.toLocaleString('en-GB');
  const counts = (c) =>
    `${n(c.applied)} applied, ${n(c.flagged)} flagged, ${n(c.refused)} refused, ${n(c.unchanged)} unchanged`;
  const { first, reupload, counters } = b;
  return [
    bulkHeading(b.rows),
    '',
    `${n(b.rows)} claims seeded (in ${fmt.s(b.seedSeconds)}), each with one Scheme 2 complaint sent to the lender and awaiting its`,
    `determination; a lender's file of one redress row for each (${n(b.fileBytes)} bytes) started with \`deskStartImport\` as a supervisor`,
    'signed in with both factors, and read with `deskReadImport` every half second until done. Measured',
    `${report.date.slice(0, 10)} at commit \`${report.commit}\`, load average ${b.loadBefore.toFixed(1)} at the start and ${b.loadAfter.toFixed(1)} at the end.`,
    '',
    table(
      ['Measure', 'Figure'],
      [
        ['The file applied: start to done', `${fmt.s(first.seconds)} (${first.status})`],
        ['Its rows', counts(first.counts)],
        [
          'Rows lost: not counted, complaints missing, complaints not as their row says',
          `${n(b.lost)} (${n(first.unaccounted)}, ${n(first.missingComplaints)}, ${n(first.disagreeing)} of ${n(first.complaintsChecked)} checked)`,
        ],
        ['Determination events recorded', n(first.events)],
        ['The same file uploaded again: start to done', `${fmt.s(reupload.seconds)} (${reupload.status})`],
        ['Its rows', counts(reupload.counts)],
        ['Rows it changed (applied or flagged, and events recorded)', n(reupload.changed)],
        [
          'Random lifecycle events recorded (refused at the moment of recording)',
          `${n(counters.events)} (${n(counters.refused)}) in ${fmt.s(counters.seconds)}`,
        ],
        [
          'Overview counters compared with a full recount',
          `${n(counters.values)} counts in ${n(counters.documents)} counter documents: ${counters.equal ? 'equal' : `${n(counters.differing)} differ`}`,
        ],
      ],
    ),
    '',
    "The random events go through `recordComplaintEventIn`, the gateway's one place a complaint and its",
    'counters change, called directly rather than through 10,000 desk calls, whose guards and HTTP',
    "would be timed instead; each is chosen among the events the complaint's state accepts, on",
    `${n(counters.claims)} claims seeded at random, 4 claims at a time.`,
  ].join('\n');
}

/** A bulk-only run (`npm run bench -- bulk`) rewrites the bulk section and its target rows only. */
export function spliceBulk(markdown, report) {
  const verdicts = evaluate(report);
  return spliceSection(markdown, {
    section: bulkSection(report),
    headingPrefix: BULK_HEADING_PREFIX,
    verdicts: Object.entries(BULK_TARGET_PREFIXES).map(([id, prefix]) => ({
      prefix,
      verdict: verdicts.find((v) => v.id === id),
    })),
  });
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
