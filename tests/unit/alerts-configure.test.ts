// `npm run alerts:configure` (and the deploy's functions part): a log-based counter metric and an
// alert policy for each of the gateway's alert-matched log lines (functions/src/lib/alerts.ts),
// printed before they run, made only when missing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_ALERTS, logFilterOf } from '../../functions/src/lib/alerts';
import { WATCHERS, configureAlerts, policyOf } from '../../scripts/lib/alerts.mjs';
import { shown } from '../../scripts/lib/backups.mjs';
import { configureSignInLogging } from '../../scripts/lib/sign-in-logging.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const cli = (...args: string[]) => {
  const run = spawnSync('node', [path.join(root, 'scripts/alerts-configure.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  const dir = /policies' files are in (\S+)\.$/m.exec(run.stdout)?.[1];
  if (dir) temporary.push(dir);
  return run;
};
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'redress-alerts-test-'));
  temporary.push(dir);
  return dir;
};
const alerts = Object.values(LOG_ALERTS);

/** The command the runbook gives (docs/operations.md, "Alerts"). */
const RUNBOOK = ['--project', 'production', '--dry-run', '--notify', 'alerts@firm.example'];

describe('npm run alerts:configure', () => {
  it('--dry-run prints, for each alert, the metric with its log filter and the policy, for the project the alias names, and runs none', () => {
    const run = cli(...RUNBOOK);
    expect(run.status).toBe(0);
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      const create = run.stdout
        .split('\n')
        .find((line) => line.includes(`logging metrics create ${alert.metric} `));
      expect(create, alert.metric).toBeDefined();
      expect(create).toContain('--project=redress-prod');
      // The filter, quoted as a shell takes it.
      expect(create).toContain(`--log-filter='${logFilterOf(alert)}'`);
      expect(create).toContain(`jsonPayload.event="${alert.event}"`);
      expect(run.stdout).toContain(
        `would run gcloud logging metrics describe ${alert.metric} --project=redress-prod`,
      );
      expect(run.stdout).toMatch(
        new RegExp(
          `would run gcloud alpha monitoring policies create --policy-from-file=\\S+/${alert.metric}\\.policy\\.json --project=redress-prod`,
        ),
      );
    }
    expect(run.stdout).toContain("--channel-labels='email_address=alerts@firm.example'");
    expect(run.stdout.trim().split('\n').at(-1)).toBe('Dry run: nothing changed.');
  });

  it('refuses, in one line, no project, the emulators’ project, a name .firebaserc does not list and a --notify that is not an email', () => {
    expect(cli('--dry-run').stderr.trim()).toBe(
      'Say which project: npm run alerts:configure -- --project production [--dry-run] [--notify <email>]',
    );
    expect(cli('--project', 'default', '--dry-run').stderr.trim()).toBe(
      "demo-redress is the emulators' project: it has no alerts.",
    );
    expect(cli('--project', 'prod', '--dry-run').stderr.trim()).toMatch(
      /^--project prod is neither an alias/,
    );
    const bad = cli('--project', 'production', '--dry-run', '--notify', 'the duty phone');
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe('--notify takes the email address alerts go to, not "the duty phone"');
  });

  it('writes a policy that fires on a count above 0 over 5 minutes of the metric, sent to the channel', () => {
    const [alert] = alerts;
    const policy = policyOf(alert!, {
      watcher: 'the firm’s IT lead',
      channel: 'projects/p/notificationChannels/1',
    });
    const condition = policy.conditions[0]!.conditionThreshold;
    expect(condition.filter).toContain(`metric.type="logging.googleapis.com/user/${alert!.metric}"`);
    expect(condition).toMatchObject({ comparison: 'COMPARISON_GT', thresholdValue: 0 });
    expect(condition.aggregations[0]).toMatchObject({
      alignmentPeriod: '300s',
      perSeriesAligner: 'ALIGN_SUM',
    });
    expect(policy.notificationChannels).toEqual(['projects/p/notificationChannels/1']);
    expect(policy.documentation.content).toContain('Watched by the firm’s IT lead');
  });

  it('makes only what is missing: an existing metric, channel and policy are used, a policy without the channel gains it', () => {
    const calls: string[][] = [];
    const channel = 'projects/redress-prod/notificationChannels/42';
    const [first, second] = alerts;
    configureAlerts('redress-prod', LOG_ALERTS, logFilterOf, {
      notify: 'alerts@firm.example',
      log: () => {},
      dir: tempDir(),
      exists: (args: string[]) => args.includes(first!.metric),
      gcloud: (args: string[]) => {
        calls.push(args);
        if (args.includes('channels') && args.includes('list')) return JSON.stringify([{ name: channel }]);
        if (args.includes('policies') && args.includes('list')) {
          if (args.some((arg) => arg.includes(first!.event)))
            return JSON.stringify([
              { name: 'projects/redress-prod/alertPolicies/1', notificationChannels: [channel] },
            ]);
          if (args.some((arg) => arg.includes(second!.event)))
            return JSON.stringify([{ name: 'projects/redress-prod/alertPolicies/2' }]);
        }
        return '[]';
      },
    });
    const shownCalls = calls.map((args) => shown(args));
    expect(shownCalls.some((call) => call.includes('channels create'))).toBe(false);
    expect(shownCalls.some((call) => call.includes(`metrics create ${first!.metric} `))).toBe(false);
    expect(shownCalls.some((call) => call.includes(`metrics create ${second!.metric} `))).toBe(true);
    const creates = shownCalls.filter((call) => call.includes('policies create'));
    expect(creates).toHaveLength(alerts.length - 2);
    expect(shownCalls).toContain(
      `gcloud alpha monitoring policies update projects/redress-prod/alertPolicies/2 --add-notification-channels=${channel} --project=redress-prod`,
    );
  });

  it('names who watches every alert, and the runbook gives the command this test runs, each alert and its watcher', () => {
    expect(Object.keys(WATCHERS).sort()).toEqual(Object.keys(LOG_ALERTS).sort());
    const guide = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    const start = guide.indexOf('\n## Alerts\n');
    expect(start).toBeGreaterThan(-1);
    const section = guide.slice(start, guide.indexOf('\n## ', start + 1));
    expect(section).toContain(`npm run alerts:configure -- ${RUNBOOK.join(' ')}`);
    for (const [key, alert] of Object.entries(LOG_ALERTS)) {
      const row = section.split('\n').find((line) => line.includes(`\`${alert.metric}\``));
      expect(row, alert.metric).toBeDefined();
      expect(row).toContain(alert.event);
      expect(row).toContain(WATCHERS[key as keyof typeof WATCHERS]);
    }
  });
});

describe('npm run alerts:configure: Identity Platform’s user activity logging (sign-ins in Cloud Logging)', () => {
  const CONFIG = 'https://identitytoolkit.googleapis.com/admin/v2/projects/redress-prod/config';
  const TOKEN = 'ya29.operator-token-never-printed';

  /** configureSignInLogging with Identity Platform answering `enabled`, every request and line kept. */
  async function configured(enabled: boolean | undefined) {
    const requests: { url: string; method: string; headers: Record<string, string>; body?: string }[] = [];
    const lines: string[] = [];
    const outcome = await configureSignInLogging('redress-prod', {
      log: (line: string) => void lines.push(line),
      gcloud: (args: string[]) => (args.join(' ') === 'auth print-access-token' ? `${TOKEN}\n` : ''),
      fetch: (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
        requests.push({ url, ...init });
        const on = init.method === 'PATCH' ? true : enabled;
        return Promise.resolve(
          Response.json(
            on === undefined
              ? { name: 'projects/redress-prod/config' }
              : { monitoring: { requestLogging: { enabled: on } } },
          ),
        );
      },
    });
    return { outcome, requests, lines };
  }

  it('--dry-run prints the token command, the read and the change of that one setting, with the token left out, and sends nothing', () => {
    const run = cli(...RUNBOOK);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('would run gcloud auth print-access-token (the token is not printed)');
    expect(run.stdout).toContain(
      `would send GET ${CONFIG} -H "Authorization: Bearer <token>" -H "X-Goog-User-Project: redress-prod"`,
    );
    expect(run.stdout).toContain(
      `would send PATCH ${CONFIG}?updateMask=monitoring.requestLogging.enabled -H "Authorization: Bearer <token>" -H "X-Goog-User-Project: redress-prod" -d '{"monitoring":{"requestLogging":{"enabled":true}}}' (only if user activity logging is off)`,
    );
  });

  it('--dry-run asks gcloud for no token and sends no request', async () => {
    const refuse = () => {
      throw new Error('a dry run ran something');
    };
    const outcome = await configureSignInLogging('redress-prod', {
      dryRun: true,
      log: () => {},
      gcloud: refuse,
      fetch: refuse,
    });
    expect(outcome).toBe('dry-run');
  });

  it('reads the setting first: leaves it alone when on, and otherwise turns that field alone on, never printing the token', async () => {
    const on = await configured(true);
    expect(on.outcome).toBe('already on');
    expect(on.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([`GET ${CONFIG}`]);
    expect(on.requests[0]!.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'x-goog-user-project': 'redress-prod',
    });
    expect(on.lines.at(-1)).toBe('user activity logging is on in redress-prod');

    // Off, or never set (the field is missing until someone turns it on).
    for (const enabled of [false, undefined]) {
      const off = await configured(enabled);
      expect(off.outcome).toBe('turned on');
      expect(off.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
        `GET ${CONFIG}`,
        `PATCH ${CONFIG}?updateMask=monitoring.requestLogging.enabled`,
      ]);
      expect(JSON.parse(off.requests[1]!.body!)).toEqual({
        monitoring: { requestLogging: { enabled: true } },
      });
      expect(off.lines.join('\n')).not.toContain(TOKEN);
    }
  });

  it('says why in one line when Identity Platform refuses, with the role the person needs', async () => {
    const refused = configureSignInLogging('redress-prod', {
      log: () => {},
      gcloud: () => `${TOKEN}\n`,
      fetch: () =>
        Promise.resolve(
          Response.json(
            { error: { code: 403, message: 'The caller does not have permission' } },
            { status: 403 },
          ),
        ),
    });
    await expect(refused).rejects.toThrow(
      "Identity Platform's settings of redress-prod could not be read (403: The caller does not have permission). The signed-in person needs the Firebase Authentication Admin role.",
    );
  });
});
