// `npm run deploy -- --project <development|production> [--only hosting,functions,firestore]
// [--dry-run]`: builds each workspace for that project's web target, writes .firebase.deploy.json
// (scripts/lib/deploy-config.mjs) and runs `firebase deploy` with it. The web app's keys come from
// .env.<alias> (VITE_FIREBASE_API_KEY, …; see .env.example), the functions' settings from
// functions/.env.<project id>, the secrets from Secret Manager. --dry-run builds and writes the
// configuration, then stops before deploying. With the firestore part it also turns on point-in-time
// recovery and the managed backup schedules (scripts/lib/backups.mjs, decision 208); a dry run
// prints those gcloud commands. With the functions part it first makes the functions' own service
// account and grants its roles (scripts/lib/service-account.mjs, decision 219).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ALIAS_TARGETS,
  WORKSPACE_TARGETS,
  buildDirFor,
  deployConfig,
  readFirebaserc,
} from './lib/deploy-config.mjs';
import { BackupsError, configureBackups, runGcloud } from './lib/backups.mjs';
import { configureServiceAccount, gcloudSucceeds } from './lib/service-account.mjs';
import { usesRecaptcha } from './lib/headers.mjs';
import { root } from './lib/stack.mjs';

/** A problem the operator can fix, printed as one line. */
class DeployError extends Error {}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new DeployError(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** KEY=value lines of .env.<alias>, for the web build; VITE_ values only (they are public). */
function webEnv(alias) {
  const file = path.join(root, `.env.${alias}`);
  if (!existsSync(file))
    throw new DeployError(`.env.${alias} is missing: copy .env.example and fill the ${alias} values`);
  const env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*(VITE_[A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) env[match[1]] = match[2];
  }
  return env;
}

try {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, only: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  const alias = values.project ?? '';
  if (!Object.hasOwn(ALIAS_TARGETS, alias)) {
    throw new DeployError(`--project is ${Object.keys(ALIAS_TARGETS).join(' or ')}`);
  }
  const { rc, problems } = readFirebaserc(root);
  if (problems.length) throw new DeployError(problems.join('\n'));
  const projectId = rc.projects[alias];
  const parts = (values.only ?? 'hosting,functions,firestore').split(',');
  const env = {
    ...(parts.includes('hosting') ? webEnv(alias) : {}),
    VITE_FIREBASE_TARGET: ALIAS_TARGETS[alias],
    VITE_FIREBASE_PROJECT_ID: projectId,
  };
  if (parts.includes('hosting')) {
    for (const workspace of Object.keys(WORKSPACE_TARGETS)) {
      console.log(`▶ building ${workspace} for ${projectId}`);
      run('npx', ['react-router', 'build'], {
        ...env,
        WORKSPACE: workspace,
        REDRESS_BUILD_DIR: buildDirFor(workspace),
      });
    }
  }
  const config = path.join(root, '.firebase.deploy.json');
  const recaptcha = usesRecaptcha(env);
  writeFileSync(config, `${JSON.stringify(deployConfig(root, { projectId, recaptcha }), null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, config)} for ${projectId}.`);
  if (parts.includes('functions')) {
    console.log(`▶ the functions' service account in ${projectId}`);
    configureServiceAccount(projectId, {
      dryRun: values['dry-run'],
      gcloud: runGcloud,
      exists: gcloudSucceeds,
    });
  }
  if (values['dry-run']) {
    console.log('Dry run: nothing deployed.');
  } else {
    run('npx', ['firebase', 'deploy', '--config', config, '--project', alias, '--only', parts.join(',')]);
  }
  if (parts.includes('firestore')) {
    console.log(`▶ backups of ${projectId}'s Firestore database`);
    configureBackups(projectId, { dryRun: values['dry-run'], gcloud: runGcloud });
  }
} catch (error) {
  console.error(
    error instanceof DeployError ||
      error instanceof BackupsError ||
      error?.code?.startsWith?.('ERR_PARSE_ARGS')
      ? error.message
      : error,
  );
  process.exitCode = 1;
}
