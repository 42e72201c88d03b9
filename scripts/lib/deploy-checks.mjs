// What `npm run deploy` checks before it builds or changes anything (decisions 246 and 247): every
// setting the deployed app and functions need is filled in, and the dependency audit ran and found
// nothing audit-policy.json does not accept. Either failing refuses the deploy, saying what to do.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_NOT_RUN_STATUS } from './audit-run.mjs';

/** A reason not to deploy, printed as it is. */
export class DeployRefusal extends Error {}

/**
 * The web app's keys a deployed build needs, in `.env.<alias>` (src/config/firebase.ts validates the
 * same in the browser, where a missing one is found too late). The project id comes from .firebaserc.
 */
export const WEB_SETTINGS = {
  VITE_FIREBASE_API_KEY: 'the web app’s API key (Firebase console → Project settings → Your apps)',
  VITE_FIREBASE_AUTH_DOMAIN: 'the Auth domain, <project>.firebaseapp.com',
  VITE_FIREBASE_APP_ID: 'the web app’s id (Project settings → Your apps)',
  VITE_APP_CHECK_SITE_KEY:
    'the reCAPTCHA Enterprise site key registered in App Check (not needed with VITE_APP_CHECK=off)',
};

/**
 * The functions' settings with no working default, in `functions/.env.<project id>` (secrets are in
 * Secret Manager, not here): without them the sign-in links, password changes and texts fail.
 */
export const FUNCTIONS_SETTINGS = {
  SITE_ORIGINS: 'the brands’ origins a verification link may return to (decision 203)',
  WEB_API_KEY: 'the project’s public web API key, to check a current password (decision 204)',
  TWILIO_ACCOUNT_SID: 'the Twilio account that sends the texts',
  TWILIO_MESSAGING_SERVICE_SID: 'the Twilio Messaging Service the texts go through',
};

/** The KEY=value lines of an env file (comments and blank lines skipped), or null when it is missing. */
export function readEnvFile(file) {
  if (!existsSync(file)) return null;
  const values = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * Each required setting that is empty or missing for this deploy, one line each, naming the
 * setting and the file to fill.
 * @param {{ root: string, alias: string, projectId: string, parts: string[] }} deploy
 */
export function settingsProblems({ root, alias, projectId, parts }) {
  const problems = [];
  const check = (file, settings, skip = () => false) => {
    const values = readEnvFile(path.join(root, file));
    if (values === null) {
      problems.push(
        `${file} is missing: copy .env.example's settings into it and fill ${Object.keys(settings).join(', ')}`,
      );
      return;
    }
    for (const [name, what] of Object.entries(settings)) {
      if (!skip(name, values) && !values[name]?.trim()) problems.push(`${name} is empty in ${file}: ${what}`);
    }
  };
  if (parts.includes('hosting')) {
    check(
      `.env.${alias}`,
      WEB_SETTINGS,
      (name, values) => name === 'VITE_APP_CHECK_SITE_KEY' && values.VITE_APP_CHECK === 'off',
    );
  }
  if (parts.includes('functions')) check(path.join('functions', `.env.${projectId}`), FUNCTIONS_SETTINGS);
  return problems;
}

/** Refuses the deploy when a required setting is empty, listing every one. */
export function requireSettings(deploy) {
  const problems = settingsProblems(deploy);
  if (problems.length > 0) {
    throw new DeployRefusal(
      [
        `Not deployed: ${problems.length === 1 ? 'a setting is' : 'settings are'} missing for ${deploy.projectId}. Fill ${problems.length === 1 ? 'it' : 'them'}, then deploy again:`,
        ...problems.map((problem) => `  ${problem}`),
      ].join('\n'),
    );
  }
}

/**
 * Runs the dependency audit and refuses the deploy unless it ran and passed (decision 246).
 * @param {() => number} audit runs scripts/audit-deps.mjs and returns its exit status
 */
export function requireAudit(audit) {
  const status = audit();
  if (status === 0) return;
  if (status === AUDIT_NOT_RUN_STATUS) {
    throw new DeployRefusal(
      'Not deployed: the dependency audit did not run (the registry did not answer), so nothing shipped ' +
        'was checked for advisories. Deploy from a machine where `npm run audit-deps` reaches the npm registry.',
    );
  }
  throw new DeployRefusal(
    'Not deployed: the dependency audit found advisories audit-policy.json does not accept (listed above). ' +
      'Update the packages, or accept each in audit-policy.json with a reason and a date (decision 205), then deploy again.',
  );
}
