import { describe, expect, it } from 'vitest';
import { digest } from './failure-digest.mjs';

describe('the failure digest at the end of npm test', () => {
  it('repeats vitest’s Failed Tests section, without colour codes', () => {
    const output = [
      ' \u001b[32m✓\u001b[39m e2e/journey.e2e.test.ts (4 tests) 30000ms',
      ' \u001b[31m❯\u001b[39m e2e/desk.e2e.test.ts (4 tests | 1 failed) 60000ms',
      '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      ' FAIL  e2e/desk.e2e.test.ts > the desk > records an offer',
      'AssertionError: expected "sent" to be "offered"',
    ].join('\n');
    const text = digest('e2e', output);
    expect(text).toContain('── what failed in e2e ──');
    expect(text).toContain('FAIL  e2e/desk.e2e.test.ts > the desk > records an offer');
    expect(text).toContain('AssertionError');
    expect(text).not.toContain('journey.e2e.test.ts');
    expect(text).not.toContain('\u001b[');
  });

  it('picks the lines reporting a failure when there is no such section', () => {
    const text = digest('lint', 'ok line\n  src/a.ts:3 Error: no-unused-vars\nanother ok line');
    expect(text).toContain('src/a.ts:3 Error: no-unused-vars');
    expect(text).not.toContain('ok line');
  });

  it('falls back to the last lines, and caps a long section', () => {
    const quiet = digest('html', Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n'));
    expect(quiet).toContain('line 29');
    expect(quiet).not.toContain('line 9\n');
    const long = digest(
      'e2e',
      ['Failed Tests 9', ...Array.from({ length: 200 }, (_, i) => `x${i}`)].join('\n'),
    );
    expect(long).toContain('x78');
    expect(long).not.toContain('x79\n');
    expect(long).toMatch(/121 more lines/);
  });
});
