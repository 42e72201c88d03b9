// Firestore's backups in a project (decision 208): point-in-time recovery (every version of the
// last 7 days, to the minute), delete protection on the database, and two managed backup schedules
// — daily, kept 7 days, and weekly on Sunday, kept 28 days. `npm run backups:configure` and
// `npm run deploy` (with the firestore part) run these gcloud commands; both are safe to repeat: an
// existing schedule of the same recurrence has its retention updated rather than a second one made.

import { spawnSync } from 'node:child_process';

export const DATABASE = '(default)';

/** A problem the operator can fix, printed as one line. */
export class BackupsError extends Error {}

/** Runs one gcloud command and returns its output; its errors go to the terminal. */
export function runGcloud(args) {
  const result = spawnSync('gcloud', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.error) throw new BackupsError('gcloud is missing: install the Google Cloud CLI and sign in.');
  if (result.status !== 0) throw new BackupsError(`gcloud ${args.join(' ')} failed (${result.status})`);
  return result.stdout;
}

/** The policy, in gcloud's terms. Shorter than a month, so a deletion leaves every backup in time. */
export const BACKUP_POLICY = {
  pitrDays: 7,
  schedules: [
    { recurrence: 'daily', retention: '7d', retentionDays: 7 },
    { recurrence: 'weekly', dayOfWeek: 'SUN', retention: '28d', retentionDays: 28 },
  ],
};

/** Turns on point-in-time recovery and delete protection. */
export function databaseCommand(projectId) {
  return [
    'firestore',
    'databases',
    'update',
    `--database=${DATABASE}`,
    '--enable-pitr',
    '--delete-protection',
    `--project=${projectId}`,
  ];
}

/** Lists the database's backup schedules, as JSON. */
export function listSchedulesCommand(projectId) {
  return [
    'firestore',
    'backups',
    'schedules',
    'list',
    `--database=${DATABASE}`,
    `--project=${projectId}`,
    '--format=json',
  ];
}

/** A schedule's recurrence as gcloud's JSON writes it: `dailyRecurrence` or `weeklyRecurrence`. */
const recurrenceOf = (schedule) =>
  schedule.weeklyRecurrence ? 'weekly' : schedule.dailyRecurrence ? 'daily' : 'unknown';

/**
 * The commands that bring the schedules to the policy, given the ones that exist (`null` when not
 * known, as in a dry run: then every schedule is created).
 * @param {string} projectId
 * @param {{ name: string, dailyRecurrence?: object, weeklyRecurrence?: object }[] | null} existing
 */
export function scheduleCommands(projectId, existing) {
  return BACKUP_POLICY.schedules.map((policy) => {
    const found = existing?.find((schedule) => recurrenceOf(schedule) === policy.recurrence);
    const common = [`--database=${DATABASE}`, `--retention=${policy.retention}`, `--project=${projectId}`];
    if (found) {
      const id = found.name.split('/').at(-1);
      return ['firestore', 'backups', 'schedules', 'update', `--backup-schedule=${id}`, ...common];
    }
    return [
      'firestore',
      'backups',
      'schedules',
      'create',
      `--recurrence=${policy.recurrence}`,
      ...(policy.dayOfWeek ? [`--day-of-week=${policy.dayOfWeek}`] : []),
      ...common,
    ];
  });
}

/** A command as the operator would type it in a shell (`--database='(default)'`). */
export const shown = (args) =>
  `gcloud ${args.map((arg) => arg.replace(/=(.*[^\w@%+,./:-].*)$/, "='$1'")).join(' ')}`;

/**
 * Runs (or, with dryRun, only prints) the commands for one project.
 * @param {string} projectId
 * @param {{ dryRun?: boolean, log?: (line: string) => void, gcloud?: (args: string[]) => string }} options
 *   `gcloud` runs one command and returns its standard output, throwing when it fails
 */
export function configureBackups(projectId, { dryRun = false, log = console.log, gcloud }) {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) {
    throw new BackupsError(`"${projectId}" is not a Google Cloud project id`);
  }
  const step = (args) => {
    log(`${dryRun ? 'would run' : '▶'} ${shown(args)}`);
    return dryRun ? '' : gcloud(args);
  };
  step(databaseCommand(projectId));
  const existing = dryRun ? null : JSON.parse(step(listSchedulesCommand(projectId)) || '[]');
  if (dryRun)
    log(
      `would run ${shown(listSchedulesCommand(projectId))} (a schedule that exists is updated, not made again)`,
    );
  for (const args of scheduleCommands(projectId, existing)) step(args);
}
