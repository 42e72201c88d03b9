// Running the dependency audit (scripts/audit-deps.mjs, decision 205) from another command: `npm
// test`'s `audit` step and `npm run deploy`. The audit exits 0 when it checked and found nothing
// outside audit-policy.json, 1 when it found something (or the policy is wrong), and
// AUDIT_NOT_RUN_STATUS when no advisory source answered, so nothing was checked (decision 246).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The audit's exit status when the registry gave no report: not a pass, not a finding. */
export const AUDIT_NOT_RUN_STATUS = 2;

export const auditScript = path.resolve(import.meta.dirname, '..', 'audit-deps.mjs');

/**
 * Runs the audit with its output on this terminal and returns its exit status.
 * @param {string[]} [args] a report file instead of asking the registry (tests give one)
 */
export function runAudit(args = []) {
  const result = spawnSync(process.execPath, [auditScript, ...args], { stdio: 'inherit' });
  return result.status ?? 1;
}
