// Issue 32, point 5 (decision 205): npm test's `audit` and `secrets` steps fail on a new finding.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPolicy, describeAudit, parsePolicy } from '../../scripts/lib/audit-policy';
import { AUDIT_NOT_RUN_STATUS } from '../../scripts/lib/audit-run.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'redress-supply-'));
  temporary.push(dir);
  return dir;
}
const node = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, encoding: 'utf8' });

// Made up for this test, shaped like an AWS key pair: no account has them.
const fakeAwsSecret = ['kT9vQ2xLmP4nR7sW1zY8', 'bC3dF6gH0jK5lN2pQ9rS'].join('');
const fakeAwsKeyId = ['AKIA', 'Q4XK7R2MZP3VW9TB'].join('');

describe('the secrets scan (npm test -- secrets)', () => {
  it('fails on a planted AWS secret key, naming the rule and masking the key', () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'deploy.env'),
      `aws_access_key_id = ${fakeAwsKeyId}\naws_secret_access_key = ${fakeAwsSecret}\n`,
    );
    const scan = node('secrets-scan.mjs', dir);
    expect(scan.status).toBe(1);
    expect(scan.stdout + scan.stderr).toContain('AWSSecretAccessKey');
    expect(scan.stdout + scan.stderr).not.toContain(fakeAwsSecret);
  });

  it('passes a directory with no secret', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'notes.md'), 'The key lives in Secret Manager, never in the tree.\n');
    const scan = node('secrets-scan.mjs', dir);
    expect(scan.status).toBe(0);
    expect(scan.stdout).toContain('✓ Secrets scan: no finding');
  });
});

/** `npm audit --json` (report version 2) with one advisory, in the shape npm 11 prints. */
function auditReport(id = 'GHSA-c2qf-rxjj-qqgw') {
  return {
    auditReportVersion: 2,
    vulnerabilities: {
      'left-pad-ish': {
        name: 'left-pad-ish',
        severity: 'high',
        isDirect: false,
        via: [
          {
            source: 1100001,
            name: 'left-pad-ish',
            dependency: 'left-pad-ish',
            title: 'Prototype pollution in left-pad-ish',
            url: `https://github.com/advisories/${id}`,
            severity: 'high',
            range: '<1.2.3',
          },
        ],
        effects: ['firebase-admin'],
        range: '<1.2.3',
        nodes: ['node_modules/left-pad-ish'],
        fixAvailable: true,
      },
      'firebase-admin': {
        name: 'firebase-admin',
        severity: 'high',
        isDirect: true,
        via: ['left-pad-ish'],
        effects: [],
        range: '*',
        nodes: ['node_modules/firebase-admin'],
        fixAvailable: true,
      },
    },
    metadata: { vulnerabilities: { high: 2, total: 2 } },
  };
}

/** What `npm audit --json` prints when the registry refuses the audit request. */
const registryRefusal = {
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
};

const accepting = (until: string) =>
  parsePolicy({
    accepted: [
      {
        id: 'GHSA-c2qf-rxjj-qqgw',
        package: 'left-pad-ish',
        reason: 'Only reached by the Admin SDK’s CLI helpers, which the gateway never loads.',
        until,
      },
    ],
  });

describe('the dependency audit’s policy (npm test -- audit)', () => {
  it('fails on an advisory audit-policy.json does not accept, through the command', () => {
    const file = path.join(tempDir(), 'audit.json');
    writeFileSync(file, JSON.stringify(auditReport()));
    const audit = node('audit-deps.mjs', file);
    expect(audit.status).toBe(1);
    expect(audit.stdout).toContain(
      '✗ left-pad-ish: GHSA-c2qf-rxjj-qqgw (high) Prototype pollution in left-pad-ish',
    );
  });

  it('passes an advisory the policy accepts until a later date, and fails it once that date has passed', () => {
    const accepted = describeAudit(applyPolicy(auditReport(), accepting('2027-03-01'), '2026-11-02'));
    expect(accepted.ok).toBe(true);
    const expired = describeAudit(applyPolicy(auditReport(), accepting('2026-11-01'), '2026-11-02'));
    expect(expired.ok).toBe(false);
    expect(expired.lines.join('\n')).toContain('only until 2026-11-01');
  });

  it('still fails on another advisory when one is accepted', () => {
    const outcome = describeAudit(
      applyPolicy(auditReport('GHSA-7fh5-64p2-3v2j'), accepting('2027-03-01'), '2026-11-02'),
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.lines.join('\n')).toContain('GHSA-7fh5-64p2-3v2j');
  });

  it('passes a report with no advisories, and says NOT RUN when the registry gives no report', () => {
    const clean = describeAudit(
      applyPolicy({ auditReportVersion: 2, vulnerabilities: {} }, { accepted: [] }, '2026-11-02'),
    );
    expect(clean).toMatchObject({ ok: true });
    const refused = describeAudit(
      applyPolicy({ message: '405 Method Not Allowed' }, { accepted: [] }, '2026-11-02'),
    );
    expect(refused.lines[0]).toContain('Dependency audit NOT RUN');
    expect(refused).toMatchObject({ status: 'not-run', ok: false });
  });

  it('says NOT RUN and exits 2, not 0, when the registry answers the audit with an error or with nothing', () => {
    const dir = tempDir();
    // What `npm audit --json` prints where the registry refuses the audit request (these machines).
    const refused = path.join(dir, 'refused.json');
    writeFileSync(refused, JSON.stringify(registryRefusal));
    const audit = node('audit-deps.mjs', refused);
    expect(audit.status).toBe(AUDIT_NOT_RUN_STATUS);
    expect(audit.stdout).toContain(
      '! Dependency audit NOT RUN: the registry did not answer (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk).',
    );
    expect(audit.stdout).not.toContain('✓');
    const empty = path.join(dir, 'empty.json');
    writeFileSync(empty, '');
    const silent = node('audit-deps.mjs', empty);
    expect(silent.status).toBe(AUDIT_NOT_RUN_STATUS);
    expect(silent.stdout).toContain(
      'Dependency audit NOT RUN: the registry did not answer (npm audit printed nothing)',
    );
  });

  it('npm test shows an audit the registry did not answer as NOT RUN, and stays green', () => {
    const refused = path.join(tempDir(), 'refused.json');
    writeFileSync(refused, JSON.stringify(registryRefusal));
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'test.mjs'), 'audit'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDRESS_AUDIT_REPORT: refused },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('○ audit NOT RUN');
    expect(run.stdout).not.toContain('✓ audit');
    expect(run.stdout).toContain('✓ all checks passed, except what was NOT RUN: audit');
  }, 60_000);

  it('npm test fails the audit step on an advisory the policy does not accept', () => {
    const report = path.join(tempDir(), 'audit.json');
    writeFileSync(report, JSON.stringify(auditReport()));
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'test.mjs'), 'audit'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDRESS_AUDIT_REPORT: report },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('✗ failed: audit');
  }, 60_000);

  it('refuses an acceptance without a reason or a date', () => {
    expect(() =>
      parsePolicy({ accepted: [{ id: 'GHSA-c2qf-rxjj-qqgw', package: 'x', reason: '', until: 'soon' }] }),
    ).toThrow(/reason must say why/);
  });
});
