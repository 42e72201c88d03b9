// `npm run phone-shots -- <dir>`: full-page PNGs of every content page and every step of the claim
// (with long names, email and address, and the error states) at phone widths, 320 and 390 px, in
// <dir> (default ./phone-shots). It runs the reflow and phone-journey browser tests against their
// own emulators and build (as `npm test -- e2e` does), which save a picture wherever they measure.
// REDRESS_PORT_OFFSET keeps its ports apart from another test run on the same machine.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run phone-shots [-- <dir>]

Saves full-page PNGs of every content page and every step of the claim (with long names, email and
address, and the error states) at phone widths, 320 and 390 px. It runs the reflow and
phone-journey browser tests against emulators and a build of their own, as \`npm test -- e2e\`
does; REDRESS_PORT_OFFSET keeps their ports apart from another run on the same machine.

Arguments:
  <dir>         where the pictures go (default ./phone-shots)
  --help, -h    this text`,
);

const dir = path.resolve(process.argv[2] ?? 'phone-shots');
const child = spawn(
  process.execPath,
  ['scripts/test.mjs', 'e2e', 'e2e/reflow.e2e.test.ts', 'e2e/phone-journey.e2e.test.ts'],
  { stdio: 'inherit', env: { ...process.env, PHONE_SHOTS_DIR: dir } },
);
child.on('close', (status) => {
  if (status === 0) console.log(`Phone-width screenshots are in ${dir}`);
  process.exit(status ?? 1);
});
