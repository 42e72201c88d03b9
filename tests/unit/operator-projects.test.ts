// Decision 247: every operator command reaches the project its `--project` names. `.firebaserc`'s
// aliases (`production`, `development`) mean the project ids they map to, a project id it lists
// passes through, a `demo-` project is the emulators', and any other name is refused before
// anything is read or changed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProjectError, readProjects, resolveProject } from '../../scripts/lib/project.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const projects = {
  aliases: { default: 'demo-redress', development: 'redress-dev', production: 'redress-prod' },
  ids: ['demo-redress', 'redress-dev', 'redress-prod'],
};

describe('the project --project names (scripts/lib/project.mjs)', () => {
  it('reads the aliases and projects from .firebaserc', () => {
    expect(readProjects(root)).toEqual(projects);
  });

  it('resolves an alias to its project id, and passes a project id .firebaserc lists through', () => {
    expect(resolveProject('production', projects)).toEqual({
      projectId: 'redress-prod',
      alias: 'production',
      emulator: false,
    });
    expect(resolveProject('development', projects)).toMatchObject({ projectId: 'redress-dev' });
    expect(resolveProject('redress-prod', projects)).toEqual({
      projectId: 'redress-prod',
      alias: null,
      emulator: false,
    });
  });

  it('keeps a demo- project on the emulators, by alias or by id', () => {
    expect(resolveProject('default', projects)).toMatchObject({ projectId: 'demo-redress', emulator: true });
    expect(resolveProject('demo-other', projects)).toMatchObject({ projectId: 'demo-other', emulator: true });
  });

  it('refuses an unknown alias, an unlisted project id and an empty name, naming what .firebaserc lists', () => {
    for (const name of ['prod', 'staging', 'redress-prd', 'Not A Project']) {
      expect(() => resolveProject(name, projects), name).toThrow(ProjectError);
      expect(() => resolveProject(name, projects), name).toThrow(
        `--project ${name} is neither an alias nor a project in .firebaserc (the aliases in .firebaserc are default, development, production, its projects demo-redress, redress-dev, redress-prod)`,
      );
    }
    expect(() => resolveProject(' ', projects)).toThrow('--project names a project');
  });
});

/**
 * Runs an operator command against a real project with a credential file that does not exist: it
 * says which project it is changing, then fails at the credentials, before any request leaves.
 */
function offline(script: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GOOGLE_APPLICATION_CREDENTIALS: path.join(root, 'no-such-credentials.json'),
    METADATA_SERVER_DETECTION: 'none',
  };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.FIRESTORE_EMULATOR_HOST;
  return spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    env,
    timeout: 60_000,
  });
}

/** The runbook's commands against production (docs/operations.md), as it writes them. */
const RUNBOOK = [
  ['grant-role', 'jo.bloggs@firm.example handler --workspace SGUK --project production'],
  ['revoke-sessions', '<uid|email> --disable --project production'],
  ['export-claims', '--since <date> --project production'],
  ['backfill-desk', '--project production --dry-run'],
] as const;
const EXAMPLE: Record<string, string> = { '<uid|email>': 'jo.bloggs@firm.example', '<date>': '2026-11-01' };

describe('the operator commands with --project production', () => {
  it.each(RUNBOOK)(
    'npm run %s -- %s reaches redress-prod, the project the alias names',
    (command, line) => {
      const args = line.split(' ').map((word) => EXAMPLE[word] ?? word);
      const run = offline(`${command}.mjs`, ...args);
      expect(run.stderr).toContain('Project redress-prod (--project production).');
      expect(run.stderr).not.toContain('emulator');
      expect(run.status).toBe(1);
    },
    60_000,
  );

  it('are the commands the runbook gives', () => {
    const guide = readFileSync(path.join(root, 'docs/operations.md'), 'utf8').replace(/\s+/g, ' ');
    for (const [command, line] of RUNBOOK) expect(guide).toContain(`npm run ${command} -- ${line}`);
  });

  it('refuses a name .firebaserc does not list, in one line, before anything else', () => {
    const run = offline('revoke-sessions.mjs', 'jo.bloggs@firm.example', '--project', 'staging');
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^--project staging is neither an alias nor a project in \.firebaserc/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  }, 60_000);
});
