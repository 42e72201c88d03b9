// The sections of docs/performance.md that a run of one part rewrites alone (decisions 201, 285):
// the desk's list, search and overview, and the bulk bench's determinations file and counters,
// each with its rows in the targets table.
import { BULK_TARGET_PREFIXES, DESK_TARGET_PREFIX, TARGETS, evaluate, fmt } from './targets.mjs';
import { or, table, verdictText } from './tables.mjs';

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
