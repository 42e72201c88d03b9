// Entry of `npm run bench [lighthouse|sizes|steps|coldstart|scale|desk ...] [--runs N]`. The bench runs its
// emulators and servers on their own port offset (default 900) so it never collides with
// `npm start` or a test run; REDRESS_PORT_OFFSET chooses another. The offset must be set before
// the stack module reads it, hence the dynamic import. `--help` is answered before that import,
// which loads Lighthouse and Playwright.
import { exitWithUsageIfAsked } from '../lib/usage.mjs';
import { USAGE } from './args.mjs';

exitWithUsageIfAsked(process.argv.slice(2), USAGE);
process.env.REDRESS_PORT_OFFSET ||= '900';
await import('./run.mjs');
