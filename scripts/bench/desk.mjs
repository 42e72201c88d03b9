// The desk's list, search and overview over 100,000 seeded claims (decisions 201, 279): its own
// emulators (the bench's port offset), the seed, and each kind of deskListClaims query and the
// deskOverview call timed through the gateway (scripts/bench/desk.ts). `npm run bench -- desk` runs
// it alone. Stopped (Ctrl-C, SIGTERM), it stops its emulators, mid-seed too.
import os from 'node:os';
import { importTs } from '../lib/load-ts.mjs';
import { DESK_CLAIMS } from './args.mjs';
import { onOwnEmulators } from './emulated.mjs';
import { median, percentile } from './stats.mjs';

export { DESK_CLAIMS } from './args.mjs';
export const DESK_SAMPLES = 30;

/**
 * @param {{ log?: (line: string) => void, claims?: number, samples?: number }} [options]
 */
export async function measureDesk({ log = console.log, claims = DESK_CLAIMS, samples = DESK_SAMPLES } = {}) {
  const loadBefore = os.loadavg()[0];
  // One handler makes every timed call, more pages than a person's hourly limit (decision 245): the
  // limit is raised, not lifted, so each call still counts and pays for the count.
  process.env.REDRESS_STAFF_LIST_PAGES_PER_HOUR = '1000000';
  return onOwnEmulators({ name: 'desk', log }, async (on) => {
    const { benchDesk } = await importTs('scripts/bench/desk.ts');
    const result = await benchDesk({ ...on, claims, samples, log });
    const kinds = result.timings.map((t) => ({
      kind: t.kind,
      label: t.label,
      rows: t.rows,
      samples: t.samples,
      median: median(t.samples),
      p95: percentile(t.samples, 95),
    }));
    for (const k of kinds) {
      log(`  ${k.label}: median ${k.median?.toFixed(0)} ms, p95 ${k.p95?.toFixed(0)} ms (${k.rows} rows)`);
    }
    const guard = { median: median(result.guard), p95: percentile(result.guard, 95) };
    log(
      `  the guards of each call (account lookup, hourly count): median ${guard.median?.toFixed(1)} ms, p95 ${guard.p95?.toFixed(1)} ms`,
    );
    return {
      claims: result.claims,
      events: result.events,
      seedSeconds: result.seedSeconds,
      samplesPerKind: samples,
      loadBefore,
      loadAfter: os.loadavg()[0],
      kinds,
      guard,
    };
  });
}
