// Decision 290: the desk's list reads a claim's entries in its workspace's partitions by month,
// written beside every change of what they copy; a list pages across months with its cursor, reads
// only the caller's workspaces, keeps a deleted account's claim listed without personal data, and
// the backfill gives claims stored before the index theirs.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { DeskListClaimsData } from '../../contract/desk';
import {
  DESK_LIST,
  deskListEntries,
  deskListFieldsOf,
  deskListScopePath,
  listMonthOf,
  type DeskListEntry,
  type DeskListPlace,
} from '../../contract/deskList';
import type { Workspace } from '../../contract/firms';
import { eraseAccountData } from '../../functions/src/claims/erasure';
import type { CallContext } from '../../functions/src/context';
import { deskListClaims } from '../../functions/src/desk/listClaims';
import { backfillDesk } from '../../scripts/lib/backfill-desk';
import { generator, seedClaim } from '../../scripts/lib/seed';
import { listMonthWrite, listRowWrites } from '../../scripts/lib/seedDeskList';
import { adminDb } from '../gateway/support';
import { generalRouteClaim, lenderRowsOf, submittedClaim } from './claims';
import { staffCaller } from './staff';

const random = generator(290);
const ids = (page: DeskListClaimsData) => page.claims.map((c) => c.claimId);

/** deskListClaims in this process, as the gateway runs it, for a handler of the workspaces given. */
async function listAs(workspaces: Workspace[], request: Record<string, unknown>, db: Firestore = adminDb()) {
  const ctx = {
    uid: `desk-test-${workspaces.join('-')}`,
    deps: { db, now: () => Date.now() },
    client: { ip: null },
    caller: {
      signInProvider: 'password',
      emailVerified: true,
      token: {
        role: 'handler',
        workspaces,
        auth_time: Math.floor(Date.now() / 1000),
        firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
      },
    },
  } as unknown as CallContext;
  return (await deskListClaims(request, ctx)).data;
}

/** A claim's entry in a partition as stored, or 'missing'. */
async function entryAt(path: string, claimId: string) {
  const claims = (await adminDb().doc(path).get()).get('claims') as Record<string, unknown> | undefined;
  return claims?.[claimId] ?? 'missing';
}

/** A claim's entries in its workspace's lists as stored, beside what the claim as stored says they should be. */
async function listRowsOf(claimId: string) {
  const claim = (await adminDb().doc(`claims/${claimId}`).get()).data();
  const places = deskListEntries(claimId, deskListFieldsOf(claim)).filter((p) => p.scope.lender === null);
  const wanted = {
    submitted: places.find((p) => p.kind === 'submitted') ?? null,
    due: places.find((p) => p.kind === 'due') ?? null,
  };
  const read = async (at: DeskListPlace | null) => (at === null ? null : entryAt(at.path, claimId));
  return {
    stored: { submitted: await read(wanted.submitted), due: await read(wanted.due) },
    expected: { submitted: wanted.submitted?.entry ?? null, due: wanted.due?.entry ?? null },
    wanted,
  };
}

/**
 * Submitted claims in a workspace at the moments given, stored as the gateway leaves them (entries and
 * months named), or, with `rows: false`, as a claim stored before the list entries.
 */
async function claimsAt(workspace: Workspace, moments: number[], options: { rows?: boolean } = {}) {
  const run = randomUUID().slice(0, 8);
  const made: string[] = [];
  for (const [i, submittedAt] of moments.entries()) {
    const { id, claim } = seedClaim(random, i, run, Date.now());
    const stored = { ...claim, workspace, submittedAt, status: 'submitted' as const, responseDueAt: null };
    const batch = adminDb().batch();
    batch.set(adminDb().doc(`claims/${id}`), stored);
    if (options.rows !== false) {
      for (const write of [
        ...listRowWrites(adminDb(), id, stored),
        ...listMonthWrite(adminDb(), id, stored, new Set()),
      ])
        write(batch);
    }
    await batch.commit();
    made.push(id);
  }
  return made;
}

describe('a claim’s list entries follow the claim', () => {
  it('from its submission through each event: its status, and an entry by due month while a response is due', async () => {
    const ours = await generalRouteClaim('SGUK');
    const handler = await staffCaller({ role: 'handler', workspaces: ['SGUK'] });
    const submitted = await listRowsOf(ours.claimId);
    expect(submitted.stored).toEqual(submitted.expected);
    expect(submitted.stored.submitted).toMatchObject({ status: 'submitted', workspace: 'SGUK' });
    expect(submitted.stored.due).toBeNull();
    const months = (
      await adminDb()
        .doc(deskListScopePath({ workspace: 'SGUK', lender: null }))
        .get()
    ).get('months') as string[];
    expect(months).toContain(listMonthOf((submitted.stored.submitted as DeskListEntry).submittedAt));

    await handler.call('deskSendComplaint', {
      claimId: ours.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
    });
    const sent = await listRowsOf(ours.claimId);
    expect(sent.stored).toEqual(sent.expected);
    expect(sent.stored.submitted).toMatchObject({ status: 'in-progress' });
    expect(typeof (sent.stored.submitted as DeskListEntry).responseDueAt).toBe('number');
    expect(sent.stored.due).toEqual(sent.stored.submitted);

    await handler.call('recordComplaintEvent', {
      claimId: ours.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
      event: { type: 'handler.recordOffer', offerPence: 150_000 },
    });
    const offered = await listRowsOf(ours.claimId);
    expect(offered.stored).toEqual(offered.expected);
    expect(offered.stored.due).toBeNull();
    // The entry by the month the response was due went with the wait.
    expect(await entryAt(sent.wanted.due!.path, ours.claimId)).toBe('missing');

    await handler.call('recordComplaintEvent', {
      claimId: ours.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
      event: { type: 'handler.withdraw' },
    });
    const withdrawn = await listRowsOf(ours.claimId);
    expect(withdrawn.stored).toEqual(withdrawn.expected);
    expect(withdrawn.stored.submitted).toMatchObject({
      status: (await adminDb().doc(`claims/${ours.claimId}`).get()).get('status') as string,
    });
  });

  it('keeps a deleted account’s claim listed, its entries holding no personal data', async () => {
    const ours = await submittedClaim('Complex365');
    const lenders = (await adminDb().doc(`claims/${ours.claimId}`).get()).get('search.lenders') as string[];
    expect((await lenderRowsOf(ours.claimId)).rows).toHaveLength(lenders.length);
    await eraseAccountData(adminDb(), ours.claimant.uid, Date.now());
    const rows = await listRowsOf(ours.claimId);
    expect(rows.stored).toEqual(rows.expected);
    // It leaves its lender's lists, as its search fields naming the lender went (decision 293).
    const lender = await lenderRowsOf(ours.claimId, lenders);
    expect(lender.rows).toEqual(lenders.map(() => 'missing'));
    expect(lender.expected).toEqual([]);
    const byLender = await listAs(['Complex365'], { lender: lenders[0]!, pageSize: 100 });
    expect(ids(byLender)).not.toContain(ours.claimId);
    expect(Object.keys(rows.stored.submitted as DeskListEntry).sort()).toEqual([
      'responseDueAt',
      'status',
      'submittedAt',
      'workspace',
    ]);
    const { reference } = ours;
    const byReference = await listAs(['Complex365'], { search: { by: 'reference', reference } });
    expect(ids(byReference)).toEqual([ours.claimId]);
  });
});

describe('the list from its index', () => {
  it('pages newest first across a month’s end with its cursor, each claim once', async () => {
    // Months no other test writes, so these are the workspace's newest claims.
    const [feb3, feb1, jan31, jan15, jan1] = [
      Date.UTC(2099, 1, 3),
      Date.UTC(2099, 1, 1),
      Date.UTC(2099, 0, 31, 23, 59, 59, 999),
      Date.UTC(2099, 0, 15),
      Date.UTC(2099, 0, 1),
    ];
    const made = await claimsAt('SGUKINTERNAL', [jan1, feb1, jan31, feb3, jan15]);
    const order = [made[3], made[1], made[2], made[4], made[0]];
    const seen: string[] = [];
    let cursor: string | null | undefined;
    for (let page = 0; page < 3; page += 1) {
      const listed: DeskListClaimsData = await listAs(['SGUKINTERNAL'], {
        pageSize: 2,
        cursor: cursor ?? undefined,
      });
      seen.push(...ids(listed));
      cursor = listed.nextCursor;
      if (page < 2) expect(cursor).not.toBeNull();
    }
    expect(seen.slice(0, 5)).toEqual(order);
    // The same by status, which each entry carries.
    const submitted = await listAs(['SGUKINTERNAL'], { status: 'submitted', pageSize: 3 });
    expect(ids(submitted)).toEqual(order.slice(0, 3));
    const rest = await listAs(['SGUKINTERNAL'], {
      status: 'submitted',
      pageSize: 3,
      cursor: submitted.nextCursor,
    });
    expect(ids(rest).slice(0, 2)).toEqual(order.slice(3));
  });

  it('reads nothing of a workspace the handler was not granted', async () => {
    const paths: string[] = [];
    // The Firestore the list is given, noting every collection and document it names.
    const db = new Proxy(adminDb(), {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (property === 'collection' || property === 'doc') {
          return (path: string) => {
            paths.push(path);
            return (value as (path: string) => unknown).call(target, path);
          };
        }
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    await listAs(['SGUK'], {}, db);
    await listAs(['SGUK'], { status: 'in-progress' }, db);
    await listAs(['SGUK'], { overdue: true }, db);
    await listAs(['SGUK'], { lender: 'Black Horse', status: 'in-progress' }, db);
    const listPaths = paths.filter((path) => path.startsWith(`${DESK_LIST}/`));
    expect(listPaths.length).toBeGreaterThan(0);
    expect(listPaths.filter((path) => path.includes('/lenders/')).length).toBeGreaterThan(0);
    const sguk = `${DESK_LIST}/SGUK`;
    expect(listPaths.filter((path) => path !== sguk && !path.startsWith(`${sguk}/`))).toEqual([]);
  });
});

describe('the backfill', () => {
  it('gives a claim stored before the list entries its entries and names its month, so the list shows it', async () => {
    const [old] = await claimsAt('SGUK', [Date.UTC(2099, 5, 10)], { rows: false });
    expect((await listRowsOf(old!)).stored.submitted).toBe('missing');
    const summary = await backfillDesk(adminDb(), { dryRun: false, pageSize: 500 });
    expect(summary.listRows.missing).toBeGreaterThanOrEqual(1);
    const rows = await listRowsOf(old!);
    expect(rows.stored).toEqual(rows.expected);
    const months = (
      await adminDb()
        .doc(deskListScopePath({ workspace: 'SGUK', lender: null }))
        .get()
    ).get('months') as string[];
    expect(months).toContain('2099-06');
    expect(ids(await listAs(['SGUK'], { pageSize: 1 }))).toEqual([old]);
    // Run again, it finds nothing of the list to write.
    const again = await backfillDesk(adminDb(), { dryRun: true, pageSize: 500 });
    expect(again.listRows).toEqual({ missing: 0, stale: 0 });
    expect(again.listMonths).toBe(0);
  });
});
