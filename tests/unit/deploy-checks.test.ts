// `npm run deploy` refuses before it builds or changes anything: when the dependency audit did not
// run or found an advisory audit-policy.json does not accept (decision 246), and when a setting the
// deployed app or functions need is empty (decision 247).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY_SECRETS } from '../../functions/src/config';
import { PROVIDER_SETTINGS } from '../../functions/src/providers';
import { auditScript } from '../../scripts/lib/audit-run.mjs';
import { deploy } from '../../scripts/lib/deploy.mjs';
import {
  DeployRefusal,
  FUNCTIONS_SETTINGS,
  WEB_SETTINGS,
  requireAudit,
  requireSettings,
  settingsProblems,
} from '../../scripts/lib/deploy-checks.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'redress-deploy-'));
  temporary.push(dir);
  return dir;
}

/** The real audit command, answered by a stand-in for the registry (a report file). */
function auditAnswering(report: unknown) {
  const file = path.join(tempDir(), 'audit.json');
  writeFileSync(file, typeof report === 'string' ? report : JSON.stringify(report));
  return () => spawnSync(process.execPath, [auditScript, file], { cwd: root, stdio: 'ignore' }).status ?? 1;
}

const advisory = {
  auditReportVersion: 2,
  vulnerabilities: {
    'left-pad-ish': {
      name: 'left-pad-ish',
      via: [
        {
          source: 1100001,
          name: 'left-pad-ish',
          title: 'Prototype pollution in left-pad-ish',
          url: 'https://github.com/advisories/GHSA-c2qf-rxjj-qqgw',
          severity: 'high',
        },
      ],
    },
  },
};

describe('npm run deploy and the dependency audit', () => {
  it('refuses to deploy when the registry did not answer the audit, saying nothing was checked', () => {
    const refused = auditAnswering({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(() => requireAudit(refused)).toThrow(DeployRefusal);
    expect(() => requireAudit(refused)).toThrow(
      'Not deployed: the dependency audit did not run (the registry did not answer)',
    );
    expect(() => requireAudit(auditAnswering(''))).toThrow('the dependency audit did not run');
  });

  it('refuses to deploy on an advisory audit-policy.json does not accept', () => {
    expect(() => requireAudit(auditAnswering(advisory))).toThrow(
      'Not deployed: the dependency audit found advisories audit-policy.json does not accept',
    );
  });

  it('goes on when the audit ran and found nothing outside the policy', () => {
    expect(() => requireAudit(auditAnswering({ auditReportVersion: 2, vulnerabilities: {} }))).not.toThrow();
  });
});

/** A repository with the deploy's settings files as given (null: the file is missing). */
function repoWith(files: Record<string, string | null>) {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'functions'));
  for (const [file, text] of Object.entries(files)) {
    if (text !== null) writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const filledWeb =
  'VITE_FIREBASE_API_KEY=AIza-public\nVITE_FIREBASE_AUTH_DOMAIN=redress-prod.firebaseapp.com\n' +
  'VITE_FIREBASE_APP_ID=1:2:web:3\nVITE_APP_CHECK_SITE_KEY=6Lc-site\n';
const filledFunctions =
  'SITE_ORIGINS=https://www.redress.example\nWEB_API_KEY=AIza-public\n' +
  'TWILIO_ACCOUNT_SID=AC0\nTWILIO_MESSAGING_SERVICE_SID=MG0\n';
const production = {
  alias: 'production',
  projectId: 'redress-prod',
  parts: ['hosting', 'functions', 'firestore'],
};

describe('npm run deploy and the required settings', () => {
  it('refuses each empty setting, naming it and the file to fill', () => {
    const root = repoWith({
      '.env.production': filledWeb.replace('VITE_FIREBASE_APP_ID=1:2:web:3', 'VITE_FIREBASE_APP_ID='),
      'functions/.env.redress-prod': filledFunctions.replace('WEB_API_KEY=AIza-public', 'WEB_API_KEY=  '),
    });
    expect(settingsProblems({ root, ...production })).toEqual([
      'VITE_FIREBASE_APP_ID is empty in .env.production: the web app’s id (Project settings → Your apps)',
      `WEB_API_KEY is empty in ${path.join('functions', '.env.redress-prod')}: the project’s public web API key, to check a current password (decision 204)`,
    ]);
    expect(() => requireSettings({ root, ...production })).toThrow(
      'Not deployed: settings are missing for redress-prod. Fill them, then deploy again:',
    );
  });

  it('refuses a missing settings file, naming what to fill in it', () => {
    const root = repoWith({ '.env.production': null, 'functions/.env.redress-prod': filledFunctions });
    expect(settingsProblems({ root, ...production })).toEqual([
      ".env.production is missing: copy .env.example's settings into it and fill VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID, VITE_APP_CHECK_SITE_KEY",
    ]);
  });

  it('checks only the parts deployed, and needs no App Check key for a build with App Check off', () => {
    const root = repoWith({
      '.env.development': filledWeb.replace(/VITE_APP_CHECK_SITE_KEY=.*\n/, 'VITE_APP_CHECK=off\n'),
      'functions/.env.redress-dev': '',
    });
    const development = { root, alias: 'development', projectId: 'redress-dev' };
    expect(settingsProblems({ ...development, parts: ['hosting', 'firestore'] })).toEqual([]);
    expect(settingsProblems({ ...development, parts: ['functions'] })).toHaveLength(4);
    expect(() =>
      requireSettings({
        root: repoWith({ '.env.production': filledWeb, 'functions/.env.redress-prod': filledFunctions }),
        ...production,
      }),
    ).not.toThrow();
  });

  it('requires every setting the functions read that has no default and is not a secret', () => {
    const secrets = GATEWAY_SECRETS.map((secret) => secret.name);
    const providers = Object.values(PROVIDER_SETTINGS)
      .flat()
      .filter((name) => !secrets.includes(name));
    const security = readFileSync(path.join(root, 'functions/src/lib/accountSecurity.ts'), 'utf8');
    // The emulators' own variables (set by the emulators, never by a deploy) aside.
    const read = [...security.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)]
      .map((match) => match[1])
      .filter((name) => !/EMULATOR/.test(name!));
    expect(Object.keys(FUNCTIONS_SETTINGS).sort()).toEqual([...new Set([...providers, ...read])].sort());
    // Each is listed in the functions' settings files, so the operator knows where to put it.
    for (const file of ['.env.redress-dev', '.env.redress-prod']) {
      const text = readFileSync(path.join(root, 'functions', file), 'utf8');
      for (const name of Object.keys(FUNCTIONS_SETTINGS))
        expect(text, `${name} in ${file}`).toMatch(new RegExp(`^${name}=`, 'm'));
    }
    // The web build's keys are the ones .env.example lists for development and production.
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    for (const name of Object.keys(WEB_SETTINGS)) expect(example).toContain(`${name}=`);
  });
});

describe('npm run deploy, its steps in order', () => {
  /** deploy() with every command recorded instead of run, and the audit answered by a stand-in. */
  async function deployRecorded(args: string[], options: { root: string; audit: () => number }) {
    const steps: string[] = [];
    const outcome = await deploy(args, {
      root: options.root,
      audit: () => {
        steps.push('audit');
        return options.audit();
      },
      run: (command: string, commandArgs: string[]) =>
        void steps.push(`${command} ${commandArgs.slice(0, 2).join(' ')}`),
      gcloud: (gcloudArgs: string[]) => {
        steps.push(`gcloud ${gcloudArgs.slice(0, 3).join(' ')}`);
        if (gcloudArgs[0] === 'auth') return 'operator-access-token\n';
        return gcloudArgs.includes('list') ? '[]' : '';
      },
      exists: () => false,
      log: () => {},
      // Identity Platform's settings: user activity logging off until the PATCH turns it on.
      fetch: (_url: string, init: { method: string }) => {
        steps.push(`${init.method} identitytoolkit config`);
        const enabled = init.method === 'PATCH';
        return Promise.resolve(Response.json({ monitoring: { requestLogging: { enabled } } }));
      },
    }).then(
      () => 'deployed',
      (error: Error) => error,
    );
    return { steps, outcome };
  }
  const filled = () =>
    repoWith({ '.env.production': filledWeb, 'functions/.env.redress-prod': filledFunctions });

  it('refuses before building or changing anything when the registry did not answer the audit', async () => {
    const refused = auditAnswering({ message: '405 Method Not Allowed' });
    const { steps, outcome } = await deployRecorded(['--project', 'production'], {
      root: filled(),
      audit: refused,
    });
    expect(outcome).toBeInstanceOf(DeployRefusal);
    expect((outcome as Error).message).toContain('Not deployed: the dependency audit did not run');
    expect(steps).toEqual(['audit']);
  });

  it('refuses before the audit, naming the file, when a required setting is empty', async () => {
    const root = repoWith({ '.env.production': filledWeb, 'functions/.env.redress-prod': 'WEB_API_KEY=\n' });
    const { steps, outcome } = await deployRecorded(['--project', 'production', '--only', 'functions'], {
      root,
      audit: () => 0,
    });
    expect((outcome as Error).message).toContain(
      `SITE_ORIGINS is empty in ${path.join('functions', '.env.redress-prod')}`,
    );
    expect(steps).toEqual([]);
  });

  it('with a passing audit builds the four brands, deploys, then configures backups, the alerts and the sign-in logging', async () => {
    const clean = auditAnswering({ auditReportVersion: 2, vulnerabilities: {} });
    const { steps, outcome } = await deployRecorded(['--project', 'production'], {
      root: filled(),
      audit: clean,
    });
    expect(outcome).toBe('deployed');
    expect(steps[0]).toBe('audit');
    expect(steps.filter((step) => step === 'npx react-router build')).toHaveLength(4);
    expect(steps.indexOf('npx firebase deploy')).toBeGreaterThan(steps.lastIndexOf('npx react-router build'));
    expect(steps).toContain('gcloud firestore databases update');
    expect(steps).toContain('gcloud logging metrics create');
    expect(steps.indexOf('gcloud logging metrics create')).toBeGreaterThan(
      steps.indexOf('npx firebase deploy'),
    );
    expect(steps.slice(-3)).toEqual([
      'gcloud auth print-access-token',
      'GET identitytoolkit config',
      'PATCH identitytoolkit config',
    ]);
  }, 30_000);
});
