// The dependency audit's policy (decision 205): every advisory npm reports against what ships
// (`npm audit --omit=dev`, the app and the gateway's dependencies) fails `npm test`, unless
// audit-policy.json accepts it by id, with a reason and a date by which it is looked at again.
// An audit the registry did not answer is NOT RUN, never a pass (decision 246).
// The CLI is scripts/audit-deps.mjs.
import * as v from 'valibot';

const AcceptedSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/, 'id must be a GHSA id')),
  package: v.pipe(v.string(), v.nonEmpty('package must be named')),
  reason: v.pipe(v.string(), v.minLength(20, 'reason must say why the advisory does not reach Redress')),
  until: v.pipe(v.string(), v.isoDate('until must be a date, YYYY-MM-DD')),
});
export const AuditPolicySchema = v.object({ accepted: v.array(AcceptedSchema) });
export type AuditPolicy = v.InferOutput<typeof AuditPolicySchema>;
export type Accepted = AuditPolicy['accepted'][number];

/** One advisory against one installed package. */
export interface Finding {
  id: string;
  package: string;
  severity: string;
  title: string;
}

export type AuditOutcome =
  | { kind: 'not-run'; reason: string }
  | { kind: 'checked'; findings: Finding[]; unlisted: Finding[]; expired: Accepted[]; unused: Accepted[] };

/** Reads the policy file's JSON, or says what is wrong with it. */
export function parsePolicy(json: unknown): AuditPolicy {
  const result = v.safeParse(AuditPolicySchema, json);
  if (!result.success) {
    throw new Error(`audit-policy.json: ${result.issues.map((issue) => issue.message).join('; ')}`);
  }
  return result.output;
}

const ghsaOf = (url: unknown) =>
  typeof url === 'string' ? (/GHSA(-[0-9a-z]{4}){3}/i.exec(url)?.[0] ?? null) : null;

/** The advisories in `npm audit --json` output (report version 2), one per advisory and package. */
export function findingsOf(report: unknown): Finding[] | { notRun: string } {
  const vulnerabilities = (report as { vulnerabilities?: unknown } | null)?.vulnerabilities;
  if (vulnerabilities === null || typeof vulnerabilities !== 'object') {
    const message = (report as { message?: unknown; error?: { summary?: unknown } } | null)?.message;
    return { notRun: typeof message === 'string' && message ? message : 'npm audit gave no report' };
  }
  const found = new Map<string, Finding>();
  for (const entry of Object.values(vulnerabilities as Record<string, { via?: unknown[] }>)) {
    for (const via of entry.via ?? []) {
      if (via === null || typeof via !== 'object') continue; // a package reached through another's advisory
      const advisory = via as {
        url?: unknown;
        name?: unknown;
        severity?: unknown;
        title?: unknown;
        source?: unknown;
      };
      const id = ghsaOf(advisory.url) ?? `npm-${String(advisory.source)}`;
      const name = String(advisory.name);
      found.set(`${id} ${name}`, {
        id,
        package: name,
        severity: String(advisory.severity),
        title: String(advisory.title),
      });
    }
  }
  return [...found.values()].sort((a, b) => `${a.package}${a.id}`.localeCompare(`${b.package}${b.id}`));
}

/** Applies the policy: findings it does not accept, acceptances past their date or no longer needed. */
export function applyPolicy(report: unknown, policy: AuditPolicy, today: string): AuditOutcome {
  const findings = findingsOf(report);
  if (!Array.isArray(findings)) return { kind: 'not-run', reason: findings.notRun };
  const accepts = (finding: Finding) =>
    policy.accepted.some((a) => a.id === finding.id && a.package === finding.package && a.until >= today);
  return {
    kind: 'checked',
    findings,
    unlisted: findings.filter((finding) => !accepts(finding)),
    expired: policy.accepted.filter((a) => a.until < today),
    unused: policy.accepted.filter((a) => !findings.some((f) => f.id === a.id && f.package === a.package)),
  };
}

/**
 * What the step prints, and how it ended: `passed` (checked, nothing outside the policy), `failed`,
 * or `not-run` (no advisory source answered: nothing was checked). `ok` is true for `passed` only.
 */
export function describeAudit(outcome: AuditOutcome): {
  status: 'passed' | 'failed' | 'not-run';
  ok: boolean;
  lines: string[];
} {
  if (outcome.kind === 'not-run') {
    return {
      status: 'not-run',
      ok: false,
      lines: [
        `! Dependency audit NOT RUN: the registry did not answer (${outcome.reason}).`,
        '  Nothing was checked. npm test goes on without it; npm run deploy refuses to deploy until it runs',
        '  (decision 246). Run `npm run audit-deps` where the npm registry answers audits.',
      ],
    };
  }
  const lines = outcome.unlisted.map(
    (f) => `✗ ${f.package}: ${f.id} (${f.severity}) ${f.title} — fix it, or accept it in audit-policy.json`,
  );
  for (const a of outcome.expired)
    lines.push(`✗ audit-policy.json accepts ${a.id} in ${a.package} only until ${a.until}: look at it again`);
  for (const a of outcome.unused)
    lines.push(`! audit-policy.json accepts ${a.id} in ${a.package}, which npm no longer reports: remove it`);
  const ok = outcome.unlisted.length === 0 && outcome.expired.length === 0;
  const status = ok ? 'passed' : 'failed';
  lines.push(
    ok
      ? `✓ Dependency audit: ${outcome.findings.length} advisories against what ships, none outside audit-policy.json.`
      : '✗ Dependency audit failed: see above.',
  );
  return { status, ok, lines };
}
