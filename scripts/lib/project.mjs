// The project an operator command's `--project` names (decision 247), for every command that takes
// one: grant-role, revoke-sessions, export-claims, backfill-desk, backups:configure,
// service-account:configure and alerts:configure. `.firebaserc` is the one list of the firm's
// projects: an alias there (`production`, `development`, `default`) means the project id it maps
// to, and a project id it lists passes through. Anything else is refused before anything is read
// or changed: a mistyped alias must never be taken for some other project's id. A `demo-` project
// is the emulators' (Firebase never serves one), so a command aimed at it stays on the emulators.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A `--project` that names no project of the firm, said in one line. */
export class ProjectError extends Error {}

const root = path.resolve(import.meta.dirname, '..', '..');

/** What Google Cloud allows as a project id. */
export const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/**
 * The aliases and project ids `.firebaserc` lists.
 * @param {string} [dir] the repository (this one unless a test gives another)
 * @returns {{ aliases: Record<string, string>, ids: string[] }}
 */
export function readProjects(dir = root) {
  let rc;
  try {
    rc = JSON.parse(readFileSync(path.join(dir, '.firebaserc'), 'utf8'));
  } catch (error) {
    throw new ProjectError(`.firebaserc cannot be read (${error.message}): it lists the firm's projects.`);
  }
  const aliases = Object.fromEntries(
    Object.entries(rc.projects ?? {}).filter(([, id]) => typeof id === 'string' && id !== ''),
  );
  const ids = [...new Set([...Object.values(aliases), ...Object.keys(rc.targets ?? {})])];
  return { aliases, ids };
}

/**
 * The project a `--project` value names.
 * @param {string} name an alias from .firebaserc or a project id it lists
 * @param {{ aliases: Record<string, string>, ids: string[] }} [projects] `.firebaserc`'s (read when left out)
 * @returns {{ projectId: string, alias: string | null, emulator: boolean }} `emulator`: a `demo-`
 *   project, which only the local emulators serve
 */
export function resolveProject(name, projects = readProjects()) {
  const given = (name ?? '').trim();
  const known = () =>
    `the aliases in .firebaserc are ${Object.keys(projects.aliases).join(', ') || 'none'}, its projects ${projects.ids.join(', ') || 'none'}`;
  if (given === '') throw new ProjectError(`--project names a project: ${known()}.`);
  const alias = Object.hasOwn(projects.aliases, given) ? given : null;
  const projectId = alias ? projects.aliases[alias] : given;
  const emulator = projectId.startsWith('demo-');
  if (!PROJECT_ID.test(projectId) || (!alias && !emulator && !projects.ids.includes(projectId))) {
    throw new ProjectError(
      `--project ${given} is neither an alias nor a project in .firebaserc (${known()}). ` +
        'Check the name; a new project is added to .firebaserc first (firebase use --add).',
    );
  }
  return { projectId, alias, emulator };
}

/** How a command names the project it changes, e.g. `redress-prod (--project production)`. */
export const describeProject = ({ projectId, alias }) =>
  alias ? `${projectId} (--project ${alias})` : projectId;
