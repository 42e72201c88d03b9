// docs/security.md, the ASVS 5.0 review: every requirement line cites a test file or a decision
// record that exists, or says N/A, or is a gap listed under Gaps. A test file cited on a
// requirement line names the test that proves it, `file` › “title”, and that title must be the title
// of an it(), test() or describe() in that file. A line that cites a missing file, a missing title,
// or none of these, fails here.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const decisions = readdirSync(path.join(root, 'docs/decisions'));

const CHAPTERS = [
  'V1 Encoding and Sanitization',
  'V2 Validation and Business Logic',
  'V3 Web Frontend Security',
  'V4 API and Web Service',
  'V5 File Handling',
  'V6 Authentication',
  'V7 Session Management',
  'V8 Authorization',
  'V9 Self-contained Tokens',
  'V10 OAuth and OIDC',
  'V11 Cryptography',
  'V12 Secure Communication',
  'V13 Configuration',
  'V14 Data Protection',
  'V15 Secure Coding and Architecture',
  'V16 Security Logging and Error Handling',
  'V17 WebRTC',
];

interface Repository {
  file: (relative: string) => boolean;
  decision: (number: string) => boolean;
  /** The titles of the tests and groups in a test file. */
  titles: (relative: string) => ReadonlySet<string>;
}

const TEST_FUNCTIONS = new Set(['it', 'test', 'describe']);

/** it, it.each([...]), describe.sequential…: the identifier a call's callee starts from. */
function calleeRoot(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return calleeRoot(node.expression);
  if (ts.isCallExpression(node)) return calleeRoot(node.expression);
  return undefined;
}

/**
 * The first argument of every it(), test() and describe() call (and their .each forms): a string's
 * text, or a template literal as written in the source, `${…}` and all (as `%s` is kept for .each).
 */
function titlesIn(source: string, fileName: string): Set<string> {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const titles = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && TEST_FUNCTIONS.has(calleeRoot(node.expression) ?? '')) {
      const first = node.arguments[0];
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)))
        titles.add(first.text);
      else if (first && ts.isTemplateExpression(first)) titles.add(first.getText(file).slice(1, -1));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return titles;
}

const titleCache = new Map<string, Set<string>>();

const repository: Repository = {
  file: (relative) => existsSync(path.join(root, relative)),
  decision: (number) => decisions.some((name) => name.startsWith(`${number}-`)),
  titles: (relative) => {
    let titles = titleCache.get(relative);
    if (!titles) {
      titles = titlesIn(readFileSync(path.join(root, relative), 'utf8'), relative);
      titleCache.set(relative, titles);
    }
    return titles;
  },
};

/** The decision numbers a line cites: "decision 209", "decisions 183, 184", "decisions 109, 155 and 178". */
function decisionsCited(line: string): string[] {
  const numbers: string[] = [];
  for (const match of line.matchAll(/decisions?\s+(\d{3}(?:(?:,\s*|\s+and\s+|–)\d{3})*)/g)) {
    numbers.push(...match[1]!.split(/,\s*|\s+and\s+|–/));
  }
  return numbers;
}

interface Citation {
  file: string;
  titles: string[];
}

/** `file.test.ts` › “a title” › “another title”: each test file a line cites, with the titles after it. */
function citationsOf(line: string): Citation[] {
  const citations: Citation[] = [];
  for (const match of line.matchAll(/`([^`\s]+\.test\.tsx?)`((?:,?\s*(?:and\s+)?›\s*“[^”]+”)*)/g)) {
    const titles = [...match[2]!.matchAll(/›\s*“([^”]+)”/g)].map((m) => m[1]!);
    citations.push({ file: match[1]!, titles });
  }
  return citations;
}

/** Every problem with the review: one message per fault. */
function problemsOf(text: string, repo: Repository): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  const gapsAt = lines.findIndex((line) => line.trim() === '## Gaps');
  if (gapsAt < 0) problems.push('no "## Gaps" section');
  const gapIds = new Set(
    lines
      .slice(Math.max(gapsAt, 0))
      .flatMap((line) => [...line.matchAll(/\*\*(V\d+\.\d+\.\d+)\*\*/g)].map((m) => m[1]!)),
  );
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const at = `line ${index + 1}`;
    const requirement = /^- \*\*(V\d+\.\d+\.\d+)\*\*/.exec(line);
    const isRequirement = requirement !== null && (gapsAt < 0 || index < gapsAt);
    const cited = citationsOf(line);
    for (const { file, titles } of cited) {
      if (!repo.file(file)) {
        problems.push(`${at}: ${file} does not exist`);
        continue;
      }
      if (isRequirement && titles.length === 0) problems.push(`${at}: ${file} is cited without a test title`);
      const inFile = repo.titles(file);
      for (const title of titles) {
        if (!inFile.has(title)) problems.push(`${at}: ${file} has no test titled “${title}”`);
      }
    }
    // In the list items (the prose above them shows the form with placeholders).
    const attached = new Set(cited.flatMap((citation) => citation.titles));
    for (const [, title] of line.startsWith('- ') ? line.matchAll(/›\s*“([^”]+)”/g) : []) {
      if (!attached.has(title!)) problems.push(`${at}: the title “${title}” follows no test file`);
    }
    for (const number of decisionsCited(line)) {
      if (!repo.decision(number)) problems.push(`${at}: decision ${number} does not exist`);
    }
    if (!isRequirement) return;
    const id = requirement[1]!;
    if (seen.has(id)) problems.push(`${at}: ${id} appears twice`);
    seen.add(id);
    const gap = /\bGap \(see Gaps\)/.test(line);
    if (gap && !gapIds.has(id)) problems.push(`${at}: ${id} says Gap but is not listed under Gaps`);
    if (cited.length === 0 && !/\bN\/A\b/.test(line) && decisionsCited(line).length === 0 && !gap) {
      problems.push(`${at}: ${id} has no test, no N/A and no decision`);
    }
  });
  for (const id of gapIds) if (!seen.has(id)) problems.push(`Gaps lists ${id}, which no chapter line has`);
  return problems;
}

describe('docs/security.md', () => {
  const text = readFileSync(path.join(root, 'docs/security.md'), 'utf8');

  it('gives each requirement a test that exists, N/A, a decision that exists, or a listed gap', () => {
    expect(problemsOf(text, repository)).toEqual([]);
  });

  it('goes through every chapter of ASVS 5.0', () => {
    for (const chapter of CHAPTERS) expect(text).toContain(`\n## ${chapter}\n`);
    expect(text.match(/^- \*\*V\d+\.\d+\.\d+\*\*/gm)!.length).toBeGreaterThan(250);
  });

  it('reads the titles of it, test and describe, with .each’s %s and a template’s ${…} as written', () => {
    const source = [
      "describe('a group', () => {",
      "  it('a test’s title', () => {});",
      '  it.each([["a (b)", 1]])(\'%s is read\', () => {});',
      '  test(`refuses a ${role} editing`, () => {});',
      "  expect('not a title').toBe(1);",
      '});',
    ].join('\n');
    expect([...titlesIn(source, 'planted.test.ts')].sort()).toEqual(
      ['%s is read', 'a group', 'a test’s title', 'refuses a ${role} editing'].sort(),
    );
  });

  it('fails a line citing a test, a title or a decision that does not exist, or citing nothing', () => {
    const planted = [
      '## V1 Encoding and Sanitization',
      '- **V1.1.1** Decode once — met · `tests/unit/no-such-file.test.ts` › “anything”',
      '- **V1.1.2** Encode last — met (decision 999)',
      '- **V1.2.1** Context encoding — React does it',
      '- **V1.2.2** URLs — Gap (see Gaps)',
      '- **V1.2.3** JSON — N/A: none',
      '- **V1.2.3** JSON — N/A: again',
      '- **V1.2.4** Queries — met · `tests/unit/security-doc.test.ts`',
      '- **V1.2.5** Commands — met · `tests/unit/security-doc.test.ts` › “no test is called this”',
      '- **V1.2.6** LDAP — met · `tests/unit/security-doc.test.ts` › “goes through every chapter of ASVS 5.0”, › “docs/security.md”',
      '- **V1.2.7** XPath — met · `tests/unit/security-doc.test.ts` › “docs/security.md”; and › “loose”',
      '## Gaps',
      '- **V9.9.9** — not a chapter line',
    ].join('\n');
    expect(problemsOf(planted, repository)).toEqual([
      'line 2: tests/unit/no-such-file.test.ts does not exist',
      'line 3: decision 999 does not exist',
      'line 4: V1.2.1 has no test, no N/A and no decision',
      'line 5: V1.2.2 says Gap but is not listed under Gaps',
      'line 7: V1.2.3 appears twice',
      'line 8: tests/unit/security-doc.test.ts is cited without a test title',
      'line 9: tests/unit/security-doc.test.ts has no test titled “no test is called this”',
      'line 11: the title “loose” follows no test file',
      'Gaps lists V9.9.9, which no chapter line has',
    ]);
  });
});
