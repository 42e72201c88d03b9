// docs/security.md, the ASVS 5.0 review: every requirement line cites a test file or a decision
// record that exists, or says N/A, or is a gap listed under Gaps. A line that cites a missing file,
// or none of these, fails here.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
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

interface Exists {
  file: (relative: string) => boolean;
  decision: (number: string) => boolean;
}

const repository: Exists = {
  file: (relative) => existsSync(path.join(root, relative)),
  decision: (number) => decisions.some((name) => name.startsWith(`${number}-`)),
};

/** The decision numbers a line cites: "decision 209", "decisions 183, 184", "decisions 109, 155 and 178". */
function decisionsCited(line: string): string[] {
  const numbers: string[] = [];
  for (const match of line.matchAll(/decisions?\s+(\d{3}(?:(?:,\s*|\s+and\s+|–)\d{3})*)/g)) {
    numbers.push(...match[1]!.split(/,\s*|\s+and\s+|–/));
  }
  return numbers;
}

/** Every problem with the review: one message per line at fault. */
function problemsOf(text: string, exists: Exists): string[] {
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
    const cited = [...line.matchAll(/`([^`\s]+\.test\.tsx?)`/g)].map((m) => m[1]!);
    for (const file of cited)
      if (!exists.file(file)) problems.push(`line ${index + 1}: ${file} does not exist`);
    for (const number of decisionsCited(line)) {
      if (!exists.decision(number)) problems.push(`line ${index + 1}: decision ${number} does not exist`);
    }
    const requirement = /^- \*\*(V\d+\.\d+\.\d+)\*\*/.exec(line);
    if (!requirement || (gapsAt >= 0 && index > gapsAt)) return;
    const id = requirement[1]!;
    if (seen.has(id)) problems.push(`line ${index + 1}: ${id} appears twice`);
    seen.add(id);
    const gap = /\bGap \(see Gaps\)/.test(line);
    if (gap && !gapIds.has(id))
      problems.push(`line ${index + 1}: ${id} says Gap but is not listed under Gaps`);
    if (cited.length === 0 && !/\bN\/A\b/.test(line) && decisionsCited(line).length === 0 && !gap) {
      problems.push(`line ${index + 1}: ${id} has no test, no N/A and no decision`);
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

  it('fails a line citing a test or a decision that does not exist, or citing nothing', () => {
    const planted = [
      '## V1 Encoding and Sanitization',
      '- **V1.1.1** Decode once — met · `tests/unit/no-such-file.test.ts`',
      '- **V1.1.2** Encode last — met (decision 999)',
      '- **V1.2.1** Context encoding — React does it',
      '- **V1.2.2** URLs — Gap (see Gaps)',
      '- **V1.2.3** JSON — N/A: none',
      '- **V1.2.3** JSON — N/A: again',
      '## Gaps',
      '- **V9.9.9** — not a chapter line',
    ].join('\n');
    expect(problemsOf(planted, repository)).toEqual([
      'line 2: tests/unit/no-such-file.test.ts does not exist',
      'line 3: decision 999 does not exist',
      'line 4: V1.2.1 has no test, no N/A and no decision',
      'line 5: V1.2.2 says Gap but is not listed under Gaps',
      'line 7: V1.2.3 appears twice',
      'Gaps lists V9.9.9, which no chapter line has',
    ]);
  });
});
