import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const spec = readFileSync(path.join(root, 'docs', 'spec.md'), 'utf8');
const decisionsDir = path.join(root, 'docs', 'decisions');

/** Every decision record by its number, with its title (`# NNN — Title`). */
const titles = new Map(
  readdirSync(decisionsDir)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .map((file) => {
      const heading = readFileSync(path.join(decisionsDir, file), 'utf8').split('\n')[0] ?? '';
      return [file.slice(0, 3), heading.replace(/^#\s*\d{3}\s*[—:-]?\s*/, '')] as const;
    }),
);

/**
 * The document as statements: a list item with its indented lines, a table row, or a paragraph,
 * each on one line.
 */
function statements(markdown: string): string[] {
  const out: string[] = [];
  let open = false;
  for (const line of markdown.split('\n')) {
    const starts = /^(- |\||#)/.test(line);
    if (line.trim() === '') open = false;
    else if (open && !starts) {
      out[out.length - 1] += ` ${line.trim()}`;
    } else {
      out.push(line.trim());
      open = !line.startsWith('#') && !line.startsWith('|');
    }
  }
  return out;
}

/** The decision numbers a statement cites ("decision 106", "decisions 046 and 123"). */
function cited(statement: string): string[] {
  return [...statement.matchAll(/decisions? (\d{3}(?:(?:, | and )\d{3})*)/g)].flatMap(
    (match) => match[1]!.match(/\d{3}/g) ?? [],
  );
}

const all = statements(spec);
const notShown = all.filter((statement) => /\*\*Not shown:\*\*/.test(statement));
const section10 = spec.slice(spec.indexOf('## 10.'));
const differenceRows = statements(section10).filter(
  (row) => row.startsWith('|') && !/^\|\s*-/.test(row) && !row.startsWith('| Source'),
);
/** A table row's last cell: section 10's Decision column. */
const lastCell = (row: string) => row.split('|').slice(-2, -1)[0]!.trim();

/**
 * The checkable rows of sections 1 to 9: every list item, table row and paragraph that restates
 * the source, leaving out headings, table headers, lines that only introduce a list (ending in a
 * colon) and the **Not shown** lines, which have their own tests.
 */
const mapStatements = statements(spec.slice(spec.indexOf('## 1.'), spec.indexOf('## 10.')));
const checkableRows = mapStatements.filter((statement, index) => {
  if (statement.startsWith('#') || /^\|\s*-/.test(statement)) return false;
  if (statement.startsWith('|') && /^\|\s*-/.test(mapStatements[index + 1] ?? '')) return false;
  return !/\*\*Not shown:\*\*/.test(statement) && !statement.endsWith(':');
});
const AS_WRITTEN = /\bas written\b/;
const DIFFERS = /Redress differs: decision (\d{3})\b/;

/**
 * Decisions the map cites whose words a later decision replaced in part: each must say so, so a
 * reader who follows the map's citation is sent on.
 */
const SUPERSEDED: Array<[older: string, newer: string]> = [
  ['011', '250'],
  ['012', '153'],
  ['012', '251'],
  ['093', '109'],
  ['131', '155'],
  ['132', '155'],
  ['132', '156'],
];
const recordText = (n: string) =>
  readFileSync(
    path.join(
      decisionsDir,
      readdirSync(decisionsDir).find((file) => file.startsWith(`${n}-`))!,
    ),
    'utf8',
  );

/**
 * What the source specification leaves open ("not shown", or "likely" for the form's steps): each
 * must be said in docs/spec.md with the decision that settles it, and that decision's title must be
 * about it.
 */
const OPEN_POINTS: Array<{ point: RegExp; title: RegExp }> = [
  { point: /what the product sells/, title: /journey rules|claim contract|fee/i },
  { point: /what the `secret-auth` guard checks/, title: /guard/i },
  { point: /what each screen contains/, title: /pages|view/i },
  { point: /the fields of the credit check/, title: /claim contract/i },
  { point: /claim statuses/, title: /gateway response/i },
  { point: /form field validation/, title: /claim contract/i },
  { point: /the shape of results/, title: /gateway response/i },
  { point: /other user-facing form messages/, title: /claim contract|failed calls/i },
  { point: /the version polling interval/, title: /build/i },
  { point: /claim-related limits/, title: /claim contract|journey rules/i },
  { point: /qualification periods/, title: /vehicle/i },
  { point: /\*\*Not shown:\*\* fees/, title: /fee/i },
];

/** The differences Redress chose: each listed once in section 10, with its own decision. */
const DIFFERENCES: Array<{ name: string; row: RegExp; title: RegExp }> = [
  { name: 'referral written after consent', row: /Referral data/, title: /referral/i },
  {
    name: 'trust-rating widget on the home page only',
    row: /trust-rating widget/,
    title: /trust-rating widget/i,
  },
  {
    name: 'custom-token sign-in landing on a saved step',
    row: /custom-token login/,
    title: /save and come back later/i,
  },
  { name: '`_payload.json` replaced by static pages', row: /_payload\.json/, title: /static HTML/i },
  { name: 'blank profile ids', row: /blank profile/, title: /blank profile/i },
  { name: 'the stores as machines', row: /Four named stores/, title: /stores are machines/i },
  { name: 'no guest while a link waits', row: /an anonymous sign-in is made/, title: /sign-in links/i },
  {
    name: 'the upgrade by the gateway',
    row: /An anonymous user is upgraded/,
    title: /gateway sets the password/i,
  },
  { name: 'the password-update rule', row: /the password is updated instead/, title: /one path/i },
  { name: 'staff roles', row: /No further roles/, title: /roles/i },
  { name: 'no user document on registration', row: /new user document/, title: /gateway sets the password/i },
  {
    name: 'registration by the gateway',
    row: /Email\/password registration/,
    title: /gateway sets the password/i,
  },
  { name: 'no email update', row: /Email update/, title: /one path/i },
];

describe('docs/spec.md', () => {
  it('cites only decision records that exist, and no document outside the repository', () => {
    const numbers = all.flatMap(cited);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.filter((n) => !titles.has(n))).toEqual([]);
    expect(spec).not.toMatch(/\/work\/|shared\/spec|\.txt\b/);
  });

  it('names a decision for everything the source does not show', () => {
    expect(notShown.length).toBeGreaterThan(0);
    for (const statement of notShown) expect(cited(statement), statement).not.toEqual([]);
  });

  it.each(OPEN_POINTS)(
    'says the source does not show $point, citing a decision about it',
    ({ point, title }) => {
      const lines = notShown.filter((statement) => point.test(statement));
      expect(lines, `one **Not shown:** line for ${point}`).toHaveLength(1);
      const about = cited(lines[0]!).filter((n) => title.test(titles.get(n) ?? ''));
      expect(about, `${lines[0]} cites a decision titled like ${title}`).not.toEqual([]);
    },
  );

  it('keeps the source\'s "likely" for the form\'s steps, with the decision that settles them', () => {
    const steps = all.filter((statement) =>
      /Form steps likely run start, check, address, sign, thankyou/.test(statement),
    );
    expect(steps).toHaveLength(1);
    expect(cited(steps[0]!).map((n) => titles.get(n))).toContainEqual(
      expect.stringMatching(/journey rules/i),
    );
  });

  it.each(DIFFERENCES)('lists $name once among the differences, with its decision', ({ row, title }) => {
    const rows = differenceRows.filter((line) => row.test(line.split('|')[1] ?? ''));
    expect(rows).toHaveLength(1);
    const numbers = cited(lastCell(rows[0]!));
    expect(numbers).toHaveLength(1);
    expect(titles.get(numbers[0]!)).toMatch(title);
  });

  it('gives every difference in section 10 one decision that exists', () => {
    expect(differenceRows.length).toBeGreaterThanOrEqual(DIFFERENCES.length);
    for (const line of differenceRows) {
      const numbers = cited(lastCell(line));
      expect(numbers, line).toHaveLength(1);
      expect(titles.has(numbers[0]!), line).toBe(true);
    }
  });

  it('marks every row of sections 1 to 9 "as written" or with the decision Redress differs by', () => {
    expect(checkableRows.length).toBeGreaterThan(50);
    const unmarked = checkableRows.filter((row) => !AS_WRITTEN.test(row) && !DIFFERS.test(row));
    expect(unmarked).toEqual([]);
    const both = checkableRows.filter((row) => AS_WRITTEN.test(row) && DIFFERS.test(row));
    expect(both).toEqual([]);
  });

  it('lists in section 10 exactly the decisions the rows above differ by', () => {
    const differing = new Set(checkableRows.flatMap((row) => DIFFERS.exec(row)?.[1] ?? []));
    const listed = new Set(differenceRows.map((row) => cited(lastCell(row))[0]!));
    expect([...differing].sort()).toEqual([...listed].sort());
  });

  it.each(SUPERSEDED)(
    'decision %s, which the map cites, says it is superseded by decision %s',
    (older, newer) => {
      expect(all.flatMap(cited)).toContain(older);
      expect(recordText(older)).toMatch(new RegExp(`Superseded in part by decisions? [^.]*\\b${newer}\\b`));
    },
  );
});
