// `npm run service-account:configure` (and the deploy's functions part): the functions run as a
// dedicated service account with only the roles they need, never the default compute account
// (V13.2.2, decision 219).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATEWAY_SECRETS, gatewayServiceAccount } from '../../functions/src/config';
import * as deployed from '../../functions/src/index';
import {
  PROJECT_ROLES,
  SECRETS,
  SERVICE_ACCOUNT_ID,
  configureServiceAccount,
} from '../../scripts/lib/service-account.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const cli = (...args: string[]) =>
  spawnSync('node', [path.join(root, 'scripts/service-account-configure.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
const account = 'redress-gateway@redress-prod.iam.gserviceaccount.com';

describe('the functions’ service account', () => {
  it('is what every deployed function runs as, from GATEWAY_SERVICE_ACCOUNT in each project’s settings', () => {
    const functions = Object.entries(deployed) as [
      string,
      { __endpoint?: { serviceAccountEmail?: unknown } },
    ][];
    expect(functions.length).toBeGreaterThanOrEqual(4);
    for (const [name, fn] of functions)
      expect(String(fn.__endpoint?.serviceAccountEmail), name).toContain('GATEWAY_SERVICE_ACCOUNT');
    expect(gatewayServiceAccount.name).toBe('GATEWAY_SERVICE_ACCOUNT');
    for (const file of ['.env.demo-redress', '.env.redress-dev', '.env.redress-prod']) {
      expect(readFileSync(path.join(root, 'functions', file), 'utf8'), file).toMatch(
        new RegExp(`^GATEWAY_SERVICE_ACCOUNT=${SERVICE_ACCOUNT_ID}@$`, 'm'),
      );
    }
  });

  it('--dry-run prints the account and only its grants — Firestore, Authentication, logs, task queuing, its own tokens and each secret — and runs none', () => {
    const run = cli('--project', 'production', '--dry-run');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toContain(`would run gcloud iam service-accounts create ${SERVICE_ACCOUNT_ID} `);
    expect(lines[0]).toContain(`(unless ${account} exists)`);
    const roles = lines.flatMap((line) => /--role=(\S+)/.exec(line)?.[1] ?? []);
    expect(roles).toEqual([
      'roles/datastore.user',
      'roles/firebaseauth.admin',
      'roles/logging.logWriter',
      'roles/cloudtasks.enqueuer',
      'roles/iam.serviceAccountTokenCreator',
      'roles/iam.serviceAccountUser',
      ...SECRETS.map(() => 'roles/secretmanager.secretAccessor'),
    ]);
    // Token creation and acting as itself on itself alone (a queued task's OIDC token, decision 226),
    // and each secret by name: nothing project-wide beyond the four.
    expect(lines).toContain(
      `would run gcloud iam service-accounts add-iam-policy-binding ${account} --member=serviceAccount:${account} --role=roles/iam.serviceAccountTokenCreator --project=redress-prod`,
    );
    expect(lines).toContain(
      `would run gcloud iam service-accounts add-iam-policy-binding ${account} --member=serviceAccount:${account} --role=roles/iam.serviceAccountUser --project=redress-prod`,
    );
    for (const secret of SECRETS)
      expect(lines).toContain(
        `would run gcloud secrets add-iam-policy-binding ${secret} --member=serviceAccount:${account} --role=roles/secretmanager.secretAccessor --project=redress-prod`,
      );
    for (const broad of ['roles/editor', 'roles/owner', 'roles/firebase.admin'])
      expect(roles).not.toContain(broad);
    expect(lines.at(-1)).toBe('Dry run: nothing changed.');
  });

  it('grants exactly the secrets the functions read', () => {
    expect([...SECRETS].sort()).toEqual(GATEWAY_SECRETS.map((secret) => secret.name).sort());
  });

  it('does not make an account that exists again, and refuses the emulators’ project and no project', () => {
    const calls: string[][] = [];
    configureServiceAccount('redress-dev', {
      log: () => {},
      gcloud: (args: string[]) => void calls.push(args),
      exists: () => true,
    });
    expect(calls.some((args) => args.includes('create'))).toBe(false);
    expect(calls).toHaveLength(PROJECT_ROLES.length + 2 + SECRETS.length);
    const made: string[][] = [];
    configureServiceAccount('redress-dev', {
      log: () => {},
      gcloud: (args: string[]) => void made.push(args),
      exists: () => false,
    });
    expect(made[0]?.slice(0, 4)).toEqual(['iam', 'service-accounts', 'create', SERVICE_ACCOUNT_ID]);
    expect(cli('--project', 'default', '--dry-run').stderr.trim()).toBe(
      "demo-redress is the emulators' project: it has no service accounts.",
    );
    expect(cli('--dry-run').status).toBe(1);
  });

  it('is written up in the operations guide with its command and roles', () => {
    const guide = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    expect(guide).toContain('npm run service-account:configure');
    for (const { role } of PROJECT_ROLES) expect(guide).toContain(role);
    expect(guide).toContain('roles/iam.serviceAccountTokenCreator');
    expect(guide).toContain('roles/secretmanager.secretAccessor');
  });
});
