// `npm run <script> -- --help` (or `-h`): each of the project's commands prints what it does and
// what it takes, then stops with exit code 0 before it reads a setting, starts an emulator or a
// build, or asks the network (decision 263). Each command calls this first with its own text.

/**
 * Whether a command line asks for help: `--help` or `-h` before any `--`.
 * @param {readonly string[]} args the command's arguments (process.argv.slice(2))
 */
export function asksForHelp(args) {
  for (const arg of args) {
    if (arg === '--') return false;
    if (arg === '--help' || arg === '-h') return true;
  }
  return false;
}

/**
 * Prints the usage and exits 0 when the command line asks for help; otherwise does nothing.
 * @param {readonly string[]} args the command's arguments (process.argv.slice(2))
 * @param {string} usage starts with "Usage:"
 */
export function exitWithUsageIfAsked(args, usage) {
  if (!asksForHelp(args)) return;
  console.log(usage);
  process.exit(0);
}
