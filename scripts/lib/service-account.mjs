// The service account the functions run as (decision 219): a dedicated account with only the roles
// they need, instead of the project's default compute account (an Editor of the whole project).
// `npm run service-account:configure` and `npm run deploy` (with the functions part, before the
// functions are deployed) run these gcloud commands; both are safe to repeat: the account is made
// only when it does not exist, and granting a role it already has changes nothing.

import { spawnSync } from 'node:child_process';
import { BackupsError } from './backups.mjs';

/** The account's id: functions/.env.<project> says `GATEWAY_SERVICE_ACCOUNT=redress-gateway@`. */
export const SERVICE_ACCOUNT_ID = 'redress-gateway';

/** The secrets the functions read (functions/src/config.ts GATEWAY_SECRETS): access to each alone. */
export const SECRETS = ['RATE_LIMIT_HASH_KEY', 'TWILIO_AUTH_TOKEN', 'IDEAL_POSTCODES_API_KEY'];

/**
 * The roles the account holds on the project, and why each. Nothing else: no Editor, no Owner, no
 * Storage, no IAM administration.
 */
export const PROJECT_ROLES = [
  // Firestore: claims, profiles, counters, the mail outbox and the audit log (read and write).
  { role: 'roles/datastore.user', why: 'Firestore reads and writes' },
  // Firebase Authentication: accounts' email and password, verification links, revoking sessions,
  // deleting an account on request, staff claims read from tokens.
  { role: 'roles/firebaseauth.admin', why: 'Firebase Authentication accounts and sessions' },
  // Cloud Logging: the functions' structured logs.
  { role: 'roles/logging.logWriter', why: 'writing logs' },
  // Cloud Tasks: submitClaim queues the confirmation email's task (decision 226).
  { role: 'roles/cloudtasks.enqueuer', why: 'queuing the confirmation email task' },
];

export const serviceAccountEmail = (projectId) =>
  `${SERVICE_ACCOUNT_ID}@${projectId}.iam.gserviceaccount.com`;

/** Whether the account exists: `describe` fails when it does not. */
export function describeCommand(projectId) {
  return ['iam', 'service-accounts', 'describe', serviceAccountEmail(projectId), `--project=${projectId}`];
}

export function createCommand(projectId) {
  return [
    'iam',
    'service-accounts',
    'create',
    SERVICE_ACCOUNT_ID,
    '--display-name=Redress functions',
    '--description=Runs the gateway and the scheduled functions with only the roles they need (decision 219)',
    `--project=${projectId}`,
  ];
}

/** Every grant: the project roles, signing its own custom sign-in tokens, and each secret. */
export function grantCommands(projectId) {
  const member = `--member=serviceAccount:${serviceAccountEmail(projectId)}`;
  return [
    ...PROJECT_ROLES.map(({ role }) => [
      'projects',
      'add-iam-policy-binding',
      projectId,
      member,
      `--role=${role}`,
      '--condition=None',
    ]),
    // createCustomToken signs with the account's own key through IAM (signBlob): on itself only.
    [
      'iam',
      'service-accounts',
      'add-iam-policy-binding',
      serviceAccountEmail(projectId),
      member,
      '--role=roles/iam.serviceAccountTokenCreator',
      `--project=${projectId}`,
    ],
    // A queued task carries an OIDC token of the account itself (decision 226): acting as itself only.
    [
      'iam',
      'service-accounts',
      'add-iam-policy-binding',
      serviceAccountEmail(projectId),
      member,
      '--role=roles/iam.serviceAccountUser',
      `--project=${projectId}`,
    ],
    ...SECRETS.map((secret) => [
      'secrets',
      'add-iam-policy-binding',
      secret,
      member,
      '--role=roles/secretmanager.secretAccessor',
      `--project=${projectId}`,
    ]),
  ];
}

/** Runs one gcloud command quietly and says whether it succeeded (`describe`: whether the account exists). */
export function gcloudSucceeds(args) {
  const result = spawnSync('gcloud', args, { stdio: 'ignore' });
  if (result.error) throw new BackupsError('gcloud is missing: install the Google Cloud CLI and sign in.');
  return result.status === 0;
}

/** A command as the operator would type it in a shell. */
export const shown = (args) =>
  `gcloud ${args.map((arg) => arg.replace(/=(.*[^\w@%+,./:-].*)$/, "='$1'")).join(' ')}`;

/**
 * Makes (or, with dryRun, only prints the commands that make) the account and its grants.
 * @param {string} projectId
 * @param {{ dryRun?: boolean, log?: (line: string) => void, gcloud?: (args: string[]) => unknown,
 *   exists?: (args: string[]) => boolean }} options
 *   `gcloud` runs one command, throwing when it fails; `exists` runs `describe` and says whether it succeeded
 */
export function configureServiceAccount(projectId, { dryRun = false, log = console.log, gcloud, exists }) {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) {
    throw new BackupsError(`"${projectId}" is not a Google Cloud project id`);
  }
  const step = (args) => {
    log(`${dryRun ? 'would run' : '▶'} ${shown(args)}`);
    if (!dryRun) gcloud(args);
  };
  if (dryRun) {
    log(`would run ${shown(createCommand(projectId))} (unless ${serviceAccountEmail(projectId)} exists)`);
  } else if (exists(describeCommand(projectId))) {
    log(`${serviceAccountEmail(projectId)} exists`);
  } else {
    step(createCommand(projectId));
  }
  for (const args of grantCommands(projectId)) step(args);
}
