// The steps of `npm run deploy` (the CLI is scripts/deploy.mjs), in order: the checks that refuse a
// deploy before anything is built or changed (required settings, decision 247; the dependency
// audit, decision 246), the four brands' builds, .firebase.deploy.json, the functions' service
// account, `firebase deploy`, Firestore's backups, the gateway's log-based alerts and Identity
// Platform's user activity logging. What runs commands or sends requests is passed in, so a test can
// see what would run.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configureAlerts } from './alerts.mjs';
import { runAudit } from './audit-run.mjs';
import { configureBackups, runGcloud } from './backups.mjs';
import { readEnvFile, requireAudit, requireSettings } from './deploy-checks.mjs';
import {
  ALIAS_TARGETS,
  WORKSPACE_TARGETS,
  buildDirFor,
  deployConfig,
  readFirebaserc,
} from './deploy-config.mjs';
import { usesRecaptcha } from './headers.mjs';
import { importTs } from './load-ts.mjs';
import { configureServiceAccount, gcloudSucceeds } from './service-account.mjs';
import { configureSignInLogging } from './sign-in-logging.mjs';

/** A problem the operator can fix, printed as one line. */
export class DeployError extends Error {}

const repository = path.resolve(import.meta.dirname, '..', '..');

/** Runs one command in the repository, its output on this terminal; throws when it fails. */
function runCommand(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: repository,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new DeployError(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** The gateway's log alerts (functions/src/lib/alerts.ts). */
async function gatewayAlerts() {
  const { LOG_ALERTS, logFilterOf } = await importTs('functions/src/lib/alerts.ts');
  return { alerts: LOG_ALERTS, filterOf: logFilterOf };
}

/**
 * @param {string[]} args the command line after `npm run deploy --`
 * @param {{ root?: string, audit?: () => number, run?: (command: string, args: string[], env?: object) => void,
 *   gcloud?: (args: string[]) => string, exists?: (args: string[]) => boolean, log?: (line: string) => void,
 *   fetch?: import('./sign-in-logging.mjs').Send }} [io]
 *   `root`: where the settings files are read (the repository); `audit` runs the dependency audit
 *   and returns its exit status; `run` runs a build or `firebase deploy`; `fetch` sends the
 *   requests to Identity Platform's admin API
 */
export async function deploy(args, io = {}) {
  const {
    root = repository,
    audit = runAudit,
    run = runCommand,
    gcloud = runGcloud,
    exists = gcloudSucceeds,
    log = console.log,
    fetch = globalThis.fetch,
  } = io;
  const { values } = parseArgs({
    args,
    options: {
      project: { type: 'string' },
      only: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      notify: { type: 'string' },
    },
  });
  const dryRun = values['dry-run'];
  const alias = values.project ?? '';
  if (!Object.hasOwn(ALIAS_TARGETS, alias)) {
    throw new DeployError(`--project is ${Object.keys(ALIAS_TARGETS).join(' or ')}`);
  }
  const { rc, problems } = readFirebaserc(repository);
  if (problems.length) throw new DeployError(problems.join('\n'));
  const projectId = rc.projects[alias];
  const parts = (values.only ?? 'hosting,functions,firestore').split(',');

  requireSettings({ root, alias, projectId, parts });
  log('▶ the dependency audit (decision 246)');
  requireAudit(audit);

  const web = readEnvFile(path.join(root, `.env.${alias}`)) ?? {};
  const env = {
    ...(parts.includes('hosting')
      ? Object.fromEntries(Object.entries(web).filter(([key]) => key.startsWith('VITE_')))
      : {}),
    VITE_FIREBASE_TARGET: ALIAS_TARGETS[alias],
    VITE_FIREBASE_PROJECT_ID: projectId,
  };
  if (parts.includes('hosting')) {
    for (const workspace of Object.keys(WORKSPACE_TARGETS)) {
      log(`▶ building ${workspace} for ${projectId}`);
      run('npx', ['react-router', 'build'], {
        ...env,
        WORKSPACE: workspace,
        REDRESS_BUILD_DIR: buildDirFor(workspace),
      });
    }
  }
  const config = path.join(repository, '.firebase.deploy.json');
  const recaptcha = usesRecaptcha(env);
  writeFileSync(config, `${JSON.stringify(deployConfig(repository, { projectId, recaptcha }), null, 2)}\n`);
  log(`Wrote ${path.relative(repository, config)} for ${projectId}.`);
  if (parts.includes('functions')) {
    log(`▶ the functions' service account in ${projectId}`);
    configureServiceAccount(projectId, { dryRun, log, gcloud, exists });
  }
  if (dryRun) {
    log('Dry run: nothing deployed.');
  } else {
    run('npx', ['firebase', 'deploy', '--config', config, '--project', alias, '--only', parts.join(',')]);
  }
  if (parts.includes('firestore')) {
    log(`▶ backups of ${projectId}'s Firestore database`);
    configureBackups(projectId, { dryRun, log, gcloud });
  }
  if (parts.includes('functions')) {
    log(`▶ the gateway's log-based alerts in ${projectId}`);
    const { alerts, filterOf } = await gatewayAlerts();
    configureAlerts(projectId, alerts, filterOf, { dryRun, notify: values.notify, log, gcloud, exists });
    if (!values.notify)
      log('! No --notify: the alert policies send nothing until a notification channel is added.');
    log(`▶ Identity Platform's user activity logging in ${projectId} (sign-ins in Cloud Logging)`);
    await configureSignInLogging(projectId, { dryRun, log, gcloud, fetch });
  }
}
