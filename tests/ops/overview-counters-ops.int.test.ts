// The desk overview's counters after the operators' commands (decisions 273, 279): `npm run
// overview:recount` repairs the workspaces it is given and only those, and the desk backfill moves
// a complaint's counters with the route it gives it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { overviewShard, overviewShardPath } from '../../contract/overviewCounters';
import { countComplaintChanges, repairOverview } from '../../functions/src/desk/overviewCounters';
import { backfillDesk } from '../../scripts/lib/backfill-desk';
import { generator, seedClaim } from '../../scripts/lib/seed';
import { adminDb } from '../gateway/support';

const script = path.resolve(import.meta.dirname, '../../scripts/overview-recount.mjs');
const recountCli = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: process.env });

/** How many counter documents of these workspaces differ from a recount (nothing written). */
const differing = async (...workspaces: ('Redress' | 'SGUK')[]) =>
  (await repairOverview(adminDb(), { workspaces, dryRun: true })).differed;

/** Five complaints more than there are, on one counter document of the workspace. */
const skew = (workspace: 'Redress' | 'SGUK') =>
  adminDb()
    .doc(overviewShardPath(workspace, 3))
    .set({ workspace, counts: { complaints: FieldValue.increment(5) } }, { merge: true });

describe('npm run overview:recount', () => {
  // Whatever other files wrote past the gateway is counted first.
  beforeEach(() => repairOverview(adminDb()));

  it('rewrites the counters of the workspace named from a recount, and leaves the others as they are', async () => {
    await Promise.all([skew('SGUK'), skew('Redress')]);
    expect(await differing('SGUK')).toBe(1);

    const repaired = recountCli('--workspace', 'SGUK');
    expect(repaired.stderr).not.toContain('The recount failed');
    expect(repaired.stderr).not.toContain('MetadataLookupWarning');
    expect(repaired.status).toBe(0);
    expect(repaired.stdout).toContain("Recounted the overview's counters of SGUK: 1 of 16");
    expect(await differing('SGUK')).toBe(0);
    expect(await differing('Redress')).toBe(1);

    const dryRun = recountCli('--workspace', 'Redress', '--dry-run');
    expect(dryRun.status).toBe(0);
    expect(dryRun.stdout).toContain('1 of 16 counter documents of Redress differ');
    expect(await differing('Redress')).toBe(1);
  });

  it('refuses a workspace the firm does not have, writing nothing', async () => {
    await skew('Redress');
    const refused = recountCli('--workspace', 'Elsewhere');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--workspace takes one of Redress');
    expect(await differing('Redress')).toBe(1);
  });
});

describe('npm run backfill-desk and the overview’s counters', () => {
  beforeEach(() => repairOverview(adminDb()));

  it('moves a complaint it gives a scheme’s route from the general route’s counters to the scheme’s', async () => {
    const db = adminDb();
    const { id, claim, complaints } = seedClaim(generator(279), 0, `ops-${Date.now()}`, Date.now());
    const agreements = [
      { lender: 'Moneybarn', startDate: '2016-02-01', vehicle: '', source: 'manual' as const },
    ];
    // Prepared and counted before routes: no route stored, so the general route's.
    const { route: _route, ...beforeRoutes } = {
      ...complaints[0]!,
      complaintId: 'complaint-1',
      lender: 'Moneybarn',
      agreements,
      workspace: 'SGUK' as const,
      state: 'prepared' as const,
      sentOn: null,
      dueOn: null,
      determination: null,
      offerPence: null,
      paidPence: null,
      feePence: null,
      eventCount: 0,
    };
    await db.doc(`claims/${id}`).set({ ...claim, workspace: 'SGUK' });
    await db.runTransaction((tx) => {
      tx.set(db.doc(`claims/${id}/complaints/complaint-1`), beforeRoutes);
      countComplaintChanges(db, tx, id, [{ before: null, after: { ...beforeRoutes, route: 'general' } }]);
      return Promise.resolve();
    });
    expect(await differing('SGUK')).toBe(0);
    const shard = db.doc(overviewShardPath('SGUK', overviewShard(id)));
    const routeCount = async (route: string) =>
      ((await shard.get()).get(`counts.route.${route}`) as number | undefined) ?? 0;
    const [general, scheme2] = [await routeCount('general'), await routeCount('scheme2')];

    await backfillDesk(db, { dryRun: false, pageSize: 200 });

    expect((await db.doc(`claims/${id}/complaints/complaint-1`).get()).get('route')).toBe('scheme2');
    expect(await routeCount('general')).toBe(general - 1);
    expect(await routeCount('scheme2')).toBe(scheme2 + 1);
    expect(await differing('SGUK')).toBe(0);
  });
});
