// Identity Platform's user activity logging in a project: every sign-in and failed sign-in written to
// Cloud Logging (decision 209). It is a field of the project's Identity Platform settings,
// `monitoring.requestLogging.enabled`, which the Identity Toolkit admin API reads
// (GET .../admin/v2/projects/<id>/config) and changes field by field (PATCH with an updateMask).
// `npm run alerts:configure` and `npm run deploy` (with the functions part) run it after the alerts.
// Safe to repeat: the settings are read first and changed only when the logging is off. The access
// token is the signed-in operator's (`gcloud auth print-access-token`) and is never printed.
import { BackupsError, shown } from './backups.mjs';
import { PROJECT_ID } from './project.mjs';

/** The field, as the API's update mask names it. */
export const REQUEST_LOGGING_FIELD = 'monitoring.requestLogging.enabled';

/** What the PATCH sends: that field alone, on. */
export const REQUEST_LOGGING_ON = { monitoring: { requestLogging: { enabled: true } } };

export const TOKEN_COMMAND = ['auth', 'print-access-token'];

export const configUrl = (projectId) =>
  `https://identitytoolkit.googleapis.com/admin/v2/projects/${projectId}/config`;

export const updateUrl = (projectId) => `${configUrl(projectId)}?updateMask=${REQUEST_LOGGING_FIELD}`;

/** A request's headers as printed: the token stands as <token>, whatever it is. */
const headersShown = (projectId) =>
  `-H "Authorization: Bearer <token>" -H "X-Goog-User-Project: ${projectId}"`;

/**
 * What sends a request: the global fetch, or a test's stand-in.
 * @typedef {(url: string, init: { method: string, headers: Record<string, string>, body?: string })
 *   => Promise<Response>} Send
 */

/** The reason Google gives for a refusal (its `error.message`), or the status alone. */
async function refusalOf(response) {
  const body = await response.json().catch(() => null);
  const message = typeof body?.error?.message === 'string' ? `: ${body.error.message.slice(0, 200)}` : '';
  return `${response.status}${message}`;
}

/**
 * Turns user activity logging on in one project when it is off, or with dryRun only prints the
 * requests it would send.
 * @param {string} projectId
 * @param {{ dryRun?: boolean, log?: (line: string) => void, gcloud: (args: string[]) => string,
 *   fetch: Send }} options `gcloud` runs one command and returns its standard output; `fetch` sends
 *   the requests (the global fetch)
 * @returns {Promise<'dry-run' | 'already on' | 'turned on'>}
 */
export async function configureSignInLogging(
  projectId,
  { dryRun = false, log = console.log, gcloud, fetch },
) {
  if (!PROJECT_ID.test(projectId)) throw new BackupsError(`"${projectId}" is not a Google Cloud project id`);
  const getShown = `GET ${configUrl(projectId)} ${headersShown(projectId)}`;
  const patchShown = `PATCH ${updateUrl(projectId)} ${headersShown(projectId)} -d '${JSON.stringify(REQUEST_LOGGING_ON)}'`;
  if (dryRun) {
    log(`would run ${shown(TOKEN_COMMAND)} (the token is not printed)`);
    log(`would send ${getShown}`);
    log(`would send ${patchShown} (only if user activity logging is off)`);
    return 'dry-run';
  }
  const token = gcloud(TOKEN_COMMAND).trim();
  if (!token) throw new BackupsError('gcloud gave no access token: sign in with gcloud auth login.');
  // A person's token needs the project named as its quota project to call this API.
  const headers = {
    authorization: `Bearer ${token}`,
    'x-goog-user-project': projectId,
    'content-type': 'application/json',
  };
  log(`▶ ${getShown}`);
  const read = await fetch(configUrl(projectId), { method: 'GET', headers });
  if (!read.ok) {
    throw new BackupsError(
      `Identity Platform's settings of ${projectId} could not be read (${await refusalOf(read)}). ` +
        'The signed-in person needs the Firebase Authentication Admin role.',
    );
  }
  const config = await read.json();
  if (config?.monitoring?.requestLogging?.enabled === true) {
    log(`user activity logging is on in ${projectId}`);
    return 'already on';
  }
  log(`▶ ${patchShown}`);
  const changed = await fetch(updateUrl(projectId), {
    method: 'PATCH',
    headers,
    body: JSON.stringify(REQUEST_LOGGING_ON),
  });
  if (!changed.ok) {
    throw new BackupsError(
      `User activity logging could not be turned on in ${projectId} (${await refusalOf(changed)}).`,
    );
  }
  const after = await changed.json();
  if (after?.monitoring?.requestLogging?.enabled !== true) {
    throw new BackupsError(
      `Identity Platform answered, but user activity logging is still off in ${projectId}.`,
    );
  }
  log(`user activity logging turned on in ${projectId}`);
  return 'turned on';
}
