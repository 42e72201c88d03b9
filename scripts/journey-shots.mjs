// Phone-width (390 × 844) screenshots of the claim pages the credit-details browser test walks
// through: `node scripts/journey-shots.mjs <output dir>`. Runs that test through the test runner
// (its own emulators and build; set REDRESS_PORT_OFFSET to share the machine), and the test saves
// a PNG per page into the directory. The pictures are for review notes, not for the repository.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/stack.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

const USAGE = 'Usage: node scripts/journey-shots.mjs <output dir> [e2e test files…]';
exitWithUsageIfAsked(process.argv.slice(2), USAGE);
const [dir, ...tests] = process.argv.slice(2);
if (!dir) {
  console.error(USAGE);
  process.exit(2);
}
const out = path.resolve(dir);
mkdirSync(out, { recursive: true });
const files = tests.length > 0 ? tests : ['e2e/credit-details.e2e.test.ts'];
const child = spawn(process.execPath, [path.join(root, 'scripts', 'test.mjs'), 'e2e', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SHOTS_DIR: out },
});
child.on('close', (status) => {
  if (status === 0) console.log(`Screenshots in ${out}`);
  process.exit(status ?? 1);
});
