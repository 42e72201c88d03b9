// The shape the operators' commands share (grant-role, revoke-sessions, backfill-desk,
// scrub-events, overview:recount): --help is answered before the Admin SDK, which takes seconds to
// load, is loaded (decision 263); the command prints its report's lines and exits 0; a refusal it
// expects (its own error, or a project .firebaserc does not list) prints its message alone,
// anything else prints what failed, and it exits 1.
import { importTs } from './load-ts.mjs';
import { ProjectError } from './project.mjs';
import { exitWithUsageIfAsked } from './usage.mjs';

/**
 * Runs one operator's command.
 * @param {object} command
 * @param {string} command.help its --help text, starting with "Usage:"
 * @param {string} command.module the TypeScript module that does the work, from the repository root
 * @param {string} command.refusal the name of the error class that module throws for a refusal
 * @param {string} command.failed what to say before the message of an error not expected
 * @param {(lib: Record<string, any>, admin: typeof import('./admin-auth.mjs'), args: string[]) => Promise<Iterable<string>>} command.run
 *   does the work with the module and the Admin SDK, and returns the report's lines
 */
export async function runOperatorCommand({ help, module, refusal, failed, run }) {
  const args = process.argv.slice(2);
  exitWithUsageIfAsked(args, help);
  const admin = await import('./admin-auth.mjs');
  const lib = await importTs(module);
  try {
    for (const line of await run(lib, admin, args)) console.log(line);
    process.exit(0);
  } catch (error) {
    const known = error instanceof lib[refusal] || error instanceof ProjectError;
    console.error(known ? error.message : `${failed}: ${error?.message ?? error}`);
    process.exit(1);
  }
}
