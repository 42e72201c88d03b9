// `npm run typecheck` (and `npm test -- typecheck`): React Router's route types are generated, then
// tsc checks the app and the gateway (functions/, a workspace with its own tsconfig), in that order,
// stopping at the first that fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

const USAGE = `Usage: npm run typecheck

Generates React Router's route types (react-router typegen), then runs tsc --noEmit over the app and
over the gateway (functions/), stopping at the first that fails. Takes no arguments but --help (-h).`;

exitWithUsageIfAsked(process.argv.slice(2), USAGE);
if (process.argv.length > 2) {
  console.error(`Unknown argument: ${process.argv[2]}\n\n${USAGE}`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const steps = [
  [bin('react-router'), ['typegen']],
  [bin('tsc'), ['--noEmit']],
  ['npm', ['run', 'typecheck', '--workspace', 'functions']],
];
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
