// The index of the decision records, docs/decisions/README.md: each record's number, title and
// status, read from the records themselves. A record is "Accepted" unless its text says it was
// superseded: "Superseded by decision N" (wholly) or "Superseded in part by decision(s) N…" (and
// "Superseded for <what> by decision N"). `npm run docs:decisions` writes the index; a unit test
// fails when it is out of date, when a record has no "# NNN — Title" heading, or when a status
// names a record that does not exist.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const INDEX_FILE = 'README.md';

/**
 * @typedef {{ number: string, file: string, title: string, status: string, supersededBy: string[] }} DecisionRecord
 */

/** The record's number and title from its first line: "# 131 — Title", "# 131. Title", "# 030: Title". */
export function headingOf(firstLine) {
  const match = /^# (\d{3})(?: —|\.|:) (.+)$/.exec(firstLine.trim());
  return match ? { number: match[1], title: match[2].trim() } : null;
}

/** The decision numbers a "Superseded … by …" sentence names, in the order given. */
function numbersAfterBy(sentence) {
  const by = sentence.slice(sentence.toLowerCase().indexOf(' by ') + 4);
  const head = /^(?:decisions?\s+)?([\d\s,and–-]+)/.exec(by.replace(/\s+/g, ' '));
  return head ? [...head[1].matchAll(/\d{3}/g)].map((m) => m[0]) : [];
}

/** The status a record's text gives it: Accepted, Superseded by N, or Superseded in part by N, M. */
export function statusOf(text) {
  const sentences = [
    ...text.matchAll(/Superseded(?: in part| for [^.]*?)? by (?:decisions? )?\d{3}[^.\n]*/gi),
  ].map((m) => m[0]);
  if (sentences.length === 0) return { status: 'Accepted', supersededBy: [] };
  const whole = sentences.filter((s) => /^superseded by/i.test(s));
  const numbers = [...new Set(sentences.flatMap(numbersAfterBy))].sort();
  if (whole.length > 0) {
    const by = [...new Set(whole.flatMap(numbersAfterBy))].sort();
    return { status: `Superseded by ${by.join(', ')}`, supersededBy: numbers };
  }
  return { status: `Superseded in part by ${numbers.join(', ')}`, supersededBy: numbers };
}

/** Every record in the folder, in number order; a file without a heading is reported, not skipped. */
export function readDecisions(dir) {
  const problems = [];
  const records = [];
  for (const file of readdirSync(dir)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const heading = headingOf(text.split('\n', 1)[0] ?? '');
    if (!heading) {
      problems.push(`${file}: the first line is not "# NNN — Title"`);
      continue;
    }
    if (!file.startsWith(`${heading.number}-`)) problems.push(`${file}: its heading says ${heading.number}`);
    records.push({ ...heading, file, ...statusOf(text) });
  }
  const numbers = new Set(records.map((r) => r.number));
  for (const record of records) {
    for (const by of record.supersededBy) {
      if (!numbers.has(by)) problems.push(`${record.file}: superseded by ${by}, which is not a record`);
    }
  }
  const seen = new Map();
  for (const record of records) {
    if (seen.has(record.number))
      problems.push(`${record.file}: number ${record.number} is also ${seen.get(record.number)}`);
    seen.set(record.number, record.file);
  }
  return { records, problems };
}

/** The index page, as `npm run docs:decisions` writes it (prettier-formatted by the caller). */
export function renderIndex(records) {
  const superseded = records.filter((r) => r.status !== 'Accepted').length;
  const escape = (text) => text.replace(/\|/g, '\\|');
  return [
    '# Decision records',
    '',
    'Each record says what was decided, why, and what follows (Context, Decision, Consequences). A',
    'record is never rewritten to say something else: a later decision that changes it is a record of',
    'its own, and the earlier one says "Superseded by decision N" (wholly) or "Superseded in part by',
    'decision N" (one part). This index is written from the records by `npm run docs:decisions`; a unit',
    'test fails when it is out of date.',
    '',
    `${records.length} records; ${records.length - superseded} accepted as written, ${superseded} superseded wholly or in part.`,
    '',
    '| No. | Decision | Status |',
    '| --- | --- | --- |',
    ...records.map((r) => `| ${r.number} | [${escape(r.title)}](${r.file}) | ${r.status} |`),
    '',
  ].join('\n');
}
