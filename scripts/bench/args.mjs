// The bench's command line, read before anything starts: `--help` prints what the bench does and
// stops, and a word it does not know stops it with the usage, rather than running every part.

export const PARTS = ['lighthouse', 'sizes', 'steps', 'coldstart', 'scale', 'desk', 'bulk'];

/** The claims the desk part seeds unless --claims says otherwise (issue 43's scale). */
export const DESK_CLAIMS = 100_000;
/** The rows of the bulk part's file unless --rows says otherwise (issue 43; the contract's most). */
export const BULK_ROWS = 10_000;

export const USAGE = `Usage: npm run bench [-- <part> …] [--runs N] | [-- --render <report.json>] | [-- --help]

Measures Redress against its performance targets on emulators and servers of its own (port offset
900, or REDRESS_PORT_OFFSET), writes reports/bench-<date>.json and, for a full run, regenerates
docs/performance.md. Ctrl-C stops it and every emulator, server and browser it started.

Parts (all when none is named):
  lighthouse   Lighthouse on every content page and /form/start (with sizes and steps: one build)
  sizes        each route's first-load JavaScript and CSS against budgets.json
  steps        the claim form's step-to-step time in Chromium
  coldstart    loading the gateway function's module
  scale        prerendering 10,000 articles and 100 lender pages
  desk         the desk's list, search and overview over seeded claims (rewrites only
               its section; the seed alone takes several minutes)
  bulk         a lender's determinations file applied and uploaded again, and the overview's
               counters after as many random events, against a recount (rewrites only its section)

Options:
  --runs N           Lighthouse runs per page (default 3; /form/start gets at least 5)
  --claims N         claims the desk part seeds (default 100,000; fewer for a quick look)
  --rows N           rows of the bulk part's file, and its random events (default 10,000; fewer
                     for a quick look)
  --render <file>    regenerate docs/performance.md from a saved report, measuring nothing
  --help, -h         this text`;

/** A command line the bench does not understand: the message and the usage, exit code 2. */
export class BenchArgsError extends Error {}

/**
 * @param {string[]} args
 * @returns {{ help: true } | { help: false, render: string | null, parts: string[], runs: number, claims: number, rows: number }}
 */
export function parseBenchArgs(args) {
  if (args.includes('--help') || args.includes('-h')) return { help: true };
  const parts = [];
  let runs = 3;
  let claims = DESK_CLAIMS;
  let rows = BULK_ROWS;
  let render = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (PARTS.includes(arg)) parts.push(arg);
    else if (arg === '--runs') {
      const value = Number(args[(i += 1)]);
      if (!Number.isInteger(value) || value < 1)
        throw new BenchArgsError('--runs takes a whole number of runs, 1 or more');
      runs = value;
    } else if (arg === '--claims') {
      const value = Number(args[(i += 1)]);
      if (!Number.isInteger(value) || value < 100 || value > DESK_CLAIMS)
        throw new BenchArgsError(`--claims takes a whole number from 100 to ${DESK_CLAIMS}`);
      claims = value;
    } else if (arg === '--rows') {
      const value = Number(args[(i += 1)]);
      if (!Number.isInteger(value) || value < 100 || value > BULK_ROWS)
        throw new BenchArgsError(`--rows takes a whole number from 100 to ${BULK_ROWS}`);
      rows = value;
    } else if (arg === '--render') {
      render = args[(i += 1)] ?? null;
      if (!render) throw new BenchArgsError('--render takes the report file to render');
    } else throw new BenchArgsError(`Unknown argument: ${arg}`);
  }
  return { help: false, render, parts, runs, claims, rows };
}
