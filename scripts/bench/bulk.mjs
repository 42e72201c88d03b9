// The bulk bench (issue 43, decision 285): a lender's determinations file of `rows` rows applied
// through the gateway on emulators of its own (the bench's port offset), the same file uploaded
// again, and random lifecycle events with the overview's counters compared with a recount
// (scripts/bench/bulk.ts). `npm run bench -- bulk [--rows N]` runs it alone. Stopped (Ctrl-C,
// SIGTERM), it stops its emulators, mid-seed too.
import os from 'node:os';
import { importTs } from '../lib/load-ts.mjs';
import { BULK_ROWS } from './args.mjs';
import { onOwnEmulators } from './emulated.mjs';

/**
 * @param {{ log?: (line: string) => void, rows?: number }} [options]
 */
export async function measureBulk({ log = console.log, rows = BULK_ROWS } = {}) {
  const loadBefore = os.loadavg()[0];
  const result = await onOwnEmulators({ name: 'bulk', log }, async (on) => {
    const { benchBulk } = await importTs('scripts/bench/bulk.ts');
    return benchBulk({ ...on, rows, events: rows, log });
  });
  return { ...result, loadBefore, loadAfter: os.loadavg()[0] };
}
