// The soak's outputs: a JSON report under reports/ and the figures table in docs/reliability.md,
// between markers so the rest of that document is left as written.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

export const START = '<!-- soak:start -->';
export const END = '<!-- soak:end -->';

/** @param {Record<string, { count: number, p50: number | null, p95: number | null, max: number | null }>} calls */
export function callsTable(calls) {
  const rows = Object.entries(calls).map(
    ([name, s]) => `| ${name} | ${s.count} | ${s.p50 ?? '–'} | ${s.p95 ?? '–'} | ${s.max ?? '–'} |`,
  );
  return ['| call | count | p50 ms | p95 ms | max ms |', '| --- | ---: | ---: | ---: | ---: |', ...rows].join(
    '\n',
  );
}

/** The markdown between the markers. */
export function soakSection(report) {
  const lost = report.problems.length === 0 ? 'none' : report.problems.join('; ');
  return [
    START,
    `Last run: ${report.date}, ${report.journeys} concurrent journeys, at most ${report.inFlight} requests in flight, ${report.machine}.`,
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| journeys run / completed | ${report.journeys} / ${report.completed} |`,
    `| claims submitted | ${report.claimsSubmitted} |`,
    `| passcode texts sent (one per claim expected) | ${report.textsSent} |`,
    `| wall time | ${(report.wallMs / 1000).toFixed(1)} s |`,
    `| throughput | ${report.journeysPerMinute.toFixed(1)} journeys/min, ${report.callsPerSecond.toFixed(1)} calls/s |`,
    `| confirmUserExists median, exists / not | ${report.userExists.medianExistsMs} ms / ${report.userExists.medianMissingMs} ms (difference ${report.userExists.medianDifferenceMs} ms) |`,
    `| personal data found in emulator logs and soak output | ${report.personalDataInLogs.length === 0 ? 'none' : report.personalDataInLogs.join(', ')} |`,
    `| writes lost or duplicated | ${lost} |`,
    '',
    callsTable(report.calls),
    END,
  ].join('\n');
}

/** Replaces (or appends) the soak section of the document. */
export function withSoakSection(doc, section) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start >= 0 && end > start) return doc.slice(0, start) + section + doc.slice(end + END.length);
  return `${doc.trimEnd()}\n\n## Load (npm run soak)\n\n${section}\n`;
}

/**
 * Writes the JSON report and, with `docs`, the soak section of docs/reliability.md, formatted as
 * `npm test`'s prettier check expects.
 * @param {string} root
 */
export async function writeReports(root, report, { docs = true, file: chosen } = {}) {
  const file = chosen ?? path.join(root, 'reports', `soak-${report.date.slice(0, 10)}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  if (docs) {
    const docFile = path.join(root, 'docs', 'reliability.md');
    const doc = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '# Reliability figures\n';
    const options = (await prettier.resolveConfig(docFile)) ?? {};
    const text = withSoakSection(doc, soakSection(report));
    writeFileSync(docFile, await prettier.format(text, { ...options, filepath: docFile }));
  }
  return file;
}
