// `npm run audit-deps` (and `npm test -- audit`, and `npm run deploy` before anything else): npm's
// advisories against what ships — the app's and the gateway's (functions/, a workspace) production
// dependencies — checked against audit-policy.json (decision 205). Exits 1 on an advisory the
// policy does not accept, and 2 (AUDIT_NOT_RUN_STATUS) with a NOT RUN line when the registry gives no
// report: `npm test` shows the step as not run, `npm run deploy` refuses to deploy (decision 246).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_NOT_RUN_STATUS } from './lib/audit-run.mjs';
import { importTs } from './lib/load-ts.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run audit-deps [-- <audit-report.json>]

Checks npm's advisories against what ships (the app's and the gateway's production dependencies)
with audit-policy.json. Exits 1 on an advisory the policy does not accept, and ${AUDIT_NOT_RUN_STATUS} with a NOT RUN
line when the registry gives no report. \`npm test -- audit\` and \`npm run deploy\` run the same.

Arguments:
  <audit-report.json>   read this saved \`npm audit --json\` report instead of asking the registry
  --help, -h            this text`,
);

const root = path.resolve(import.meta.dirname, '..');
const { applyPolicy, describeAudit, parsePolicy } = await importTs('scripts/lib/audit-policy.ts');

try {
  const policy = parsePolicy(JSON.parse(readFileSync(path.join(root, 'audit-policy.json'), 'utf8')));
  // An audit report file instead of asking the registry (the tests use one).
  const reportFile = process.argv[2];
  const output = reportFile
    ? readFileSync(reportFile, 'utf8')
    : spawnSync('npm', ['audit', '--omit=dev', '--workspaces', '--include-workspace-root', '--json'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }).stdout;
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    report = { message: output?.trim() ? 'npm audit printed no JSON' : 'npm audit printed nothing' };
  }
  const { status, lines } = describeAudit(applyPolicy(report, policy, new Date().toISOString().slice(0, 10)));
  for (const line of lines) console.log(line);
  process.exit({ passed: 0, failed: 1, 'not-run': AUDIT_NOT_RUN_STATUS }[status]);
} catch (error) {
  console.error(`✗ Dependency audit: ${error?.message ?? error}`);
  process.exit(1);
}
