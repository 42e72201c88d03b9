import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { replay } from '../../contract/lifecycle/machine';
import { claimStatusOf, type ComplaintState } from '../../contract/lifecycle/states';
import {
  StoredComplaintSchema,
  StoredEventSchema,
  complaintEventOf,
  complaintRecordOf,
} from '../../contract/lifecycle/stored';
import { WORKSPACES } from '../../contract/staff';
import {
  keptOverviewCounters,
  recountOverview,
  repairOverview,
} from '../../functions/src/desk/overviewCounters';
import { seed } from '../../scripts/lib/seed';
import { adminDb } from '../gateway/support';
import { deskList, lenderRowsOf } from './claims';

const script = path.resolve(import.meta.dirname, '../../scripts/seed.mjs');

describe('npm run seed', () => {
  it('writes N claims and their events, each of them found by the desk', async () => {
    const result = await seed(adminDb(), { claims: 40, seed: 2026 });
    const stored = await adminDb().collection('claims').where('seedRun', '==', result.run).count().get();
    expect(stored.data().count).toBe(40);
    let events = 0;
    for (const id of result.claimIds) {
      events += (await adminDb().collection(`claims/${id}/events`).count().get()).data().count;
    }
    expect(events).toBe(result.events);
    expect(events).toBeGreaterThan(0);

    // As stored, each complaint's events replay through the lifecycle machine to its state.
    for (const id of result.claimIds.slice(0, 10)) {
      const claim = await adminDb().doc(`claims/${id}`).get();
      const complaints = await adminDb().collection(`claims/${id}/complaints`).get();
      const stored = await adminDb().collection(`claims/${id}/events`).get();
      const states: ComplaintState[] = [];
      for (const doc of complaints.docs) {
        const complaint = v.parse(StoredComplaintSchema, doc.data());
        const own = stored.docs
          .map((e) => v.parse(StoredEventSchema, e.data()))
          .filter((e) => e.complaintId === complaint.complaintId)
          .sort((a, b) => a.seq - b.seq);
        expect(
          replay({ signedAt: complaint.signedAt, route: complaint.route }, own.map(complaintEventOf)),
        ).toEqual(complaintRecordOf(complaint));
        states.push(complaint.state);
      }
      expect(claim.get('status')).toBe(claimStatusOf(states));
      // Its rows under its lenders copy the claim, as the gateway's writers leave them (decision 231).
      const { rows, expected } = await lenderRowsOf(id);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(expected);
    }

    for (const id of result.claimIds) {
      const reference = (await adminDb().doc(`claims/${id}`).get()).get('submission.reference') as string;
      const page = await deskList({ search: { by: 'reference', reference } });
      expect(page.claims.map((c) => c.claimId)).toEqual([id]);
    }
  });

  it('counts the seeded complaints in the desk overview’s counters, as a recount of them does (decision 273)', async () => {
    // Whatever other files wrote past the gateway is counted first.
    await repairOverview(adminDb());
    await seed(adminDb(), { claims: 30, seed: 273 });
    const recounted = await recountOverview(adminDb());
    expect(await keptOverviewCounters(adminDb())).toEqual(
      new Map(
        WORKSPACES.map((workspace) => [
          workspace,
          new Map([...(recounted.get(workspace) ?? [])].map(([shard, { counters }]) => [shard, counters])),
        ]),
      ),
    );
  });

  it('runs from the command line on the emulator, and refuses a real project or no number', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
    const seeded = run('--claims', '5');
    expect(seeded.status).toBe(0);
    expect(seeded.stdout).toMatch(/^Seeded 5 claims and \d+ events in [\d.]+ s/);
    const real = run('--claims', '5', '--project', 'redress-production');
    expect(real.status).toBe(1);
    expect(real.stderr).toContain('emulators only');
    const none = run('--claims', 'lots');
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('--claims takes a whole number from 1 to 100000');
  });
});
