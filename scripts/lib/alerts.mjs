// Log-based alerts in a project: for each of the gateway's alert-matched log lines
// (functions/src/lib/alerts.ts LOG_ALERTS), a log-based counter metric and a Cloud Monitoring alert
// policy that fires when the metric counts one or more in 5 minutes, sent to an email channel when
// one is given. `npm run alerts:configure` and `npm run deploy` (with the functions part) run these
// gcloud commands; both are safe to repeat: a metric, channel or policy that exists is described
// first and left as it is (a policy gains the channel when it lacks it).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BackupsError, shown } from './backups.mjs';
import { PROJECT_ID } from './project.mjs';

/** Who acts on each alert (docs/operations.md "Alerts"), by its key in LOG_ALERTS. */
export const WATCHERS = {
  staffLimitWarning: 'the firm’s supervisor on duty',
  staffLimitReached: 'the firm’s supervisor on duty',
  revokedTokenRefused: 'the firm’s IT lead',
};

/** How long the alert counts over, and what it counts past. */
export const WINDOW_SECONDS = 300;

export const policyName = (alert) => `Redress: ${alert.event}`;

export const describeMetricCommand = (projectId, alert) => [
  'logging',
  'metrics',
  'describe',
  alert.metric,
  `--project=${projectId}`,
];

/** A counter of the log lines the filter matches (a log-based metric counts by default). */
export const createMetricCommand = (projectId, alert, filter) => [
  'logging',
  'metrics',
  'create',
  alert.metric,
  `--project=${projectId}`,
  `--description=${alert.summary}`,
  `--log-filter=${filter}`,
];

export const listChannelsCommand = (projectId, email) => [
  'beta',
  'monitoring',
  'channels',
  'list',
  `--project=${projectId}`,
  `--filter=type="email" AND labels.email_address="${email}"`,
  '--format=json',
];

export const createChannelCommand = (projectId, email) => [
  'beta',
  'monitoring',
  'channels',
  'create',
  '--type=email',
  '--display-name=Redress alerts',
  `--channel-labels=email_address=${email}`,
  `--project=${projectId}`,
  '--format=json',
];

export const listPoliciesCommand = (projectId, alert) => [
  'alpha',
  'monitoring',
  'policies',
  'list',
  `--project=${projectId}`,
  `--filter=displayName="${policyName(alert)}"`,
  '--format=json',
];

export const createPolicyCommand = (projectId, file) => [
  'alpha',
  'monitoring',
  'policies',
  'create',
  `--policy-from-file=${file}`,
  `--project=${projectId}`,
];

/**
 * The alert policy: the metric's count over 5 minutes above 0, on the gateway's Cloud Run revisions.
 * @param {{ event: string, metric: string, summary: string }} alert
 * @param {{ watcher: string, channel: string | null }} options
 */
export function policyOf(alert, { watcher, channel }) {
  return {
    displayName: policyName(alert),
    documentation: {
      mimeType: 'text/markdown',
      content: `${alert.summary} Watched by ${watcher}. What to do: docs/operations.md, "Alerts".`,
    },
    combiner: 'OR',
    conditions: [
      {
        displayName: `${alert.metric} count > 0 over 5 minutes`,
        conditionThreshold: {
          filter: `metric.type="logging.googleapis.com/user/${alert.metric}" AND resource.type="cloud_run_revision"`,
          aggregations: [
            {
              alignmentPeriod: `${WINDOW_SECONDS}s`,
              perSeriesAligner: 'ALIGN_SUM',
              crossSeriesReducer: 'REDUCE_SUM',
            },
          ],
          comparison: 'COMPARISON_GT',
          thresholdValue: 0,
          duration: '0s',
          trigger: { count: 1 },
        },
      },
    ],
    alertStrategy: { autoClose: '1800s' },
    notificationChannels: channel ? [channel] : [],
    enabled: true,
  };
}

const parseList = (output) => {
  try {
    const list = JSON.parse(output || '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    throw new BackupsError(`gcloud answered with something other than JSON: ${String(output).slice(0, 80)}`);
  }
};

/**
 * Runs (or, with dryRun, only prints) the commands for one project.
 * @param {string} projectId
 * @param {Record<string, { event: string, metric: string, summary: string }>} alerts LOG_ALERTS
 * @param {(alert: any) => string} filterOf logFilterOf (it takes one of the alerts)
 * @param {{ dryRun?: boolean, notify?: string, log?: (line: string) => void,
 *   gcloud?: (args: string[]) => string, exists?: (args: string[]) => boolean, dir?: string }} options
 *   `gcloud` runs one command and returns its standard output, throwing when it fails; `exists`
 *   runs one and says whether it succeeded; `dir` is where the policies' files are written
 */
export function configureAlerts(projectId, alerts, filterOf, options) {
  const { dryRun = false, notify, log = console.log, gcloud, exists } = options;
  if (!PROJECT_ID.test(projectId)) throw new BackupsError(`"${projectId}" is not a Google Cloud project id`);
  if (notify !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(notify)) {
    throw new BackupsError(`--notify takes the email address alerts go to, not "${notify}"`);
  }
  const missingWatcher = Object.keys(alerts).filter((key) => !WATCHERS[key]);
  if (missingWatcher.length > 0) {
    throw new BackupsError(
      `No one watches ${missingWatcher.join(', ')}: add them to WATCHERS in scripts/lib/alerts.mjs`,
    );
  }
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'redress-alerts-'));
  const run = (args) => {
    log(`${dryRun ? 'would run' : '▶'} ${shown(args)}`);
    return dryRun ? '' : gcloud(args);
  };

  let channel = null;
  if (notify) {
    if (dryRun) {
      log(
        `would run ${shown(listChannelsCommand(projectId, notify))} (an email channel that exists is used, not made again)`,
      );
      run(createChannelCommand(projectId, notify));
      channel = 'projects/<project>/notificationChannels/<the channel made>';
    } else {
      channel =
        parseList(run(listChannelsCommand(projectId, notify)))[0]?.name ??
        JSON.parse(run(createChannelCommand(projectId, notify))).name;
    }
  }

  for (const [key, alert] of Object.entries(alerts)) {
    const filter = filterOf(alert);
    if (dryRun) {
      log(
        `would run ${shown(describeMetricCommand(projectId, alert))} (a metric that exists is left as it is)`,
      );
      run(createMetricCommand(projectId, alert, filter));
    } else if (exists(describeMetricCommand(projectId, alert))) {
      log(`metric ${alert.metric} exists`);
    } else {
      run(createMetricCommand(projectId, alert, filter));
    }

    const file = path.join(dir, `${alert.metric}.policy.json`);
    writeFileSync(file, `${JSON.stringify(policyOf(alert, { watcher: WATCHERS[key], channel }), null, 2)}\n`);
    const existing = dryRun ? [] : parseList(run(listPoliciesCommand(projectId, alert)));
    if (dryRun) {
      log(
        `would run ${shown(listPoliciesCommand(projectId, alert))} (a policy that exists is left as it is)`,
      );
    }
    if (existing.length === 0) {
      run(createPolicyCommand(projectId, file));
    } else if (channel && !existing.some((policy) => policy.notificationChannels?.includes(channel))) {
      run([
        'alpha',
        'monitoring',
        'policies',
        'update',
        existing[0].name,
        `--add-notification-channels=${channel}`,
        `--project=${projectId}`,
      ]);
    } else {
      log(`policy "${policyName(alert)}" exists`);
    }
  }
  return { dir };
}
