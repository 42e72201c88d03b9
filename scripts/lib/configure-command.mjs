// The shape the `npm run <thing>:configure -- --project <name> [--dry-run]` commands share
// (backups, service account, alerts): --help prints the usage and stops (decision 263); the project
// is an alias in .firebaserc or a project id it lists (decision 247), never the emulators'; a
// known failure prints its message alone and exits 1.
import { parseArgs } from 'node:util';
import { BackupsError } from './backups.mjs';
import { ProjectError, resolveProject } from './project.mjs';
import { exitWithUsageIfAsked } from './usage.mjs';

/**
 * Runs one configure command.
 * @param {object} command
 * @param {string} command.usage its --help text's first line, starting with "Usage:"
 * @param {string} command.about what it does, for --help
 * @param {string[]} [command.optionsHelp] --help's lines for the options besides --project and --dry-run
 * @param {string} command.example the command line the missing --project error suggests
 * @param {string} command.lacks what the emulators' project has none of ("backups")
 * @param {Record<string, { type: 'string' | 'boolean' }>} [command.options] options besides --project and --dry-run
 * @param {(projectId: string, values: Record<string, string | boolean | undefined>) => Promise<string> | string} command.configure
 *   does the work (printing each command, or only printing them with `values['dry-run']`) and
 *   returns what to say once it is done
 */
export async function runConfigureCommand({
  usage,
  about,
  optionsHelp = [],
  example,
  lacks,
  options = {},
  configure,
}) {
  const optionLines = [
    '  --project NAME    an alias in .firebaserc, or a project id it lists (required)',
    '  --dry-run         print the gcloud commands and run nothing',
    ...optionsHelp,
    '  --help, -h        this text',
  ];
  exitWithUsageIfAsked(process.argv.slice(2), `${usage}\n\n${about}\n\nOptions:\n${optionLines.join('\n')}`);
  try {
    const { values } = parseArgs({
      options: { project: { type: 'string' }, 'dry-run': { type: 'boolean' }, ...options },
    });
    if (!values.project) throw new BackupsError(`Say which project: ${example}`);
    const { projectId, emulator } = resolveProject(values.project);
    if (emulator) throw new BackupsError(`${projectId} is the emulators' project: it has no ${lacks}.`);
    const done = await configure(projectId, values);
    console.log(values['dry-run'] ? 'Dry run: nothing changed.' : done);
  } catch (error) {
    const known =
      error instanceof BackupsError ||
      error instanceof ProjectError ||
      error?.code?.startsWith?.('ERR_PARSE_ARGS');
    console.error(known ? error.message : error);
    process.exitCode = 1;
  }
}
