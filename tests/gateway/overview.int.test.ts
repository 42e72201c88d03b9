import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeOnAwardPence } from '../../contract/fees';
import type { Workspace } from '../../contract/firms';
import { StoredComplaintSchema } from '../../contract/lifecycle/stored';
import {
  workspaceCounters,
  type ComplaintChange,
  type CountedComplaint,
} from '../../contract/overviewCounters';
import {
  DeskOverviewDataSchema,
  deskOverviewData,
  type DeskOverviewData,
  type WorkspaceCounters,
} from '../../contract/overviewFigures';
import { WORKSPACES } from '../../contract/staff';
import type { AuditRecord } from '../../functions/src/desk/audit';
import {
  countComplaintChanges,
  keptOverviewCounters,
  recountOverview,
  repairOverview,
} from '../../functions/src/desk/overviewCounters';
import { recordAsTheDesk } from './events';
import { claimOnEveryRoute } from './scheme';
import { staffCaller } from './staff';
import {
  adminDb,
  anonymousCaller,
  checkedClaim,
  errorOf,
  generalRouteAnswers,
  submission,
  type Caller,
} from './support';

const complaintsOf = async (claimId: string) =>
  (await adminDb().collection(`claims/${claimId}/complaints`).orderBy('complaintId').get()).docs.map((doc) =>
    v.parse(StoredComplaintSchema, doc.data()),
  );

/** A claim on the general route against two lenders, submitted in a workspace. */
async function generalClaim(workspace: Workspace) {
  const claimant = await anonymousCaller();
  const { claimId, applicant } = await checkedClaim(claimant);
  const request = submission(claimId, [], {}, applicant);
  await claimant.call('submitClaim', {
    ...request,
    workspace,
    answers: { ...request.answers, ...generalRouteAnswers(['Example Motor Finance', 'Black Horse']) },
  });
  return { claimant, claimId };
}

const overview = async (caller: Caller) =>
  v.parse(v.object({ data: DeskOverviewDataSchema }), await caller.call('deskOverview', {})).data;

/** The overview a recount of every stored complaint gives for these workspaces on a day. */
async function recountedOverview(workspaces: Workspace[], day: string): Promise<DeskOverviewData> {
  const recounted = await recountOverview(adminDb());
  const counters: WorkspaceCounters[] = workspaces.map((workspace) => {
    const shards = [...(recounted.get(workspace)?.values() ?? [])];
    return {
      workspace,
      counters: workspaceCounters(shards.map((shard) => shard.counters)),
      lenderNames: Object.assign({}, ...shards.map((shard) => shard.lenderNames)) as Record<string, string>,
    };
  });
  return deskOverviewData(counters, day);
}

/** A recount's counters by workspace (every one, as the kept counters are read) and counter document. */
const byDocument = (recounted: Awaited<ReturnType<typeof recountOverview>>) =>
  new Map(
    WORKSPACES.map((workspace) => [
      workspace,
      new Map([...(recounted.get(workspace) ?? [])].map(([shard, { counters }]) => [shard, counters])),
    ]),
  );

const record = (caller: Caller, claimId: string, complaintId: string, event: object) =>
  recordAsTheDesk(caller, { claimId, complaintId, idempotencyKey: randomUUID(), event });

describe('the desk overview’s counters, moved by every gateway event (decision 273)', () => {
  beforeAll(async () => {
    // Claims other files wrote past the gateway (the seed's, the backfill's) are counted first.
    await repairOverview(adminDb());
    expect(await keptOverviewCounters(adminDb())).toEqual(byDocument(await recountOverview(adminDb())));
  });

  it('equal a recount of the stored complaints after submissions, sends, determinations, offers, payments and a cancellation', async () => {
    const redress = await staffCaller('handler', ['Redress']);
    const sguk = await staffCaller('handler', ['SGUK']);
    const before = await overview(redress);

    const scheme = await claimOnEveryRoute();
    const elsewhere = await generalClaim('SGUK');
    const cancelled = await generalClaim('Redress');
    const [schemeComplaints, elsewhereComplaints, cancelledComplaints] = await Promise.all([
      complaintsOf(scheme.claimId),
      complaintsOf(elsewhere.claimId),
      complaintsOf(cancelled.claimId),
    ]);
    const on = (route: string) => schemeComplaints.find((c) => c.route === route)!.complaintId;

    // Each complaint sent with its letter, as the desk sends them, one after another.
    for (const [caller, claimId, complaints] of [
      [redress, scheme.claimId, schemeComplaints],
      [sguk, elsewhere.claimId, elsewhereComplaints],
      [redress, cancelled.claimId, cancelledComplaints],
    ] as const) {
      for (const { complaintId } of complaints) {
        await record(caller, claimId, complaintId, { type: 'handler.send' });
      }
    }
    // Scheme 2: redress determined, accepted and paid.
    await record(redress, scheme.claimId, on('scheme2'), {
      type: 'handler.recordDetermination',
      outcome: 'redress',
      remedy: 'hybrid',
      amountPence: 250_000,
      interestPence: 20_000,
    });
    await record(scheme.claimant, scheme.claimId, on('scheme2'), { type: 'claimant.acceptDetermination' });
    await record(redress, scheme.claimId, on('scheme2'), {
      type: 'handler.recordPayment',
      amountPence: 250_000,
    });
    // Scheme 1: no redress. The general route: acknowledged, an offer, declined.
    await record(redress, scheme.claimId, on('scheme1'), {
      type: 'handler.recordDetermination',
      outcome: 'noRedress',
      reason: 'no-loss',
    });
    await record(redress, scheme.claimId, on('general'), { type: 'handler.acknowledge' });
    await record(redress, scheme.claimId, on('general'), {
      type: 'handler.recordOffer',
      offerPence: 120_000,
    });
    await record(scheme.claimant, scheme.claimId, on('general'), { type: 'claimant.declineOffer' });
    // The other workspace: an offer accepted. And a claim cancelled within its 14 days.
    const offered = elsewhereComplaints[0]!.complaintId;
    await record(sguk, elsewhere.claimId, offered, { type: 'handler.recordOffer', offerPence: 80_000 });
    await record(elsewhere.claimant, elsewhere.claimId, offered, { type: 'claimant.acceptOffer' });
    await cancelled.claimant.call('cancelClaim', {
      claimId: cancelled.claimId,
      idempotencyKey: randomUUID(),
    });

    // Every counter document is what a recount of its claims' complaints makes.
    expect(await keptOverviewCounters(adminDb())).toEqual(byDocument(await recountOverview(adminDb())));

    // The Redress handler's overview is the recount's, of Redress alone, and it moved by these events.
    const after = await overview(redress);
    expect(after).toEqual(await recountedOverview(['Redress'], after.asOf));
    expect(after.workspaces.map((w) => w.workspace)).toEqual(['Redress']);
    expect(after.total.complaints - before.total.complaints).toBe(5);
    const moved = (pick: (d: DeskOverviewData) => number) => pick(after) - pick(before);
    expect(moved((d) => d.total.money.paid.pence)).toBe(250_000);
    expect(moved((d) => d.total.money.feesPence)).toBe(feeOnAwardPence(250_000));
    expect(moved((d) => d.total.money.accepted.pence)).toBe(250_000);
    expect(moved((d) => d.total.money.offered.pence)).toBe(370_000);
    const inState = (d: DeskOverviewData, state: string) =>
      d.total.byState.find((s) => s.state === state)?.count ?? 0;
    expect(inState(after, 'cancelled') - inState(before, 'cancelled')).toBe(2);
    expect(inState(after, 'noRedress') - inState(before, 'noRedress')).toBe(1);
    expect(inState(after, 'declined') - inState(before, 'declined')).toBe(1);
    // Three claims made and some twenty calls: minutes when the machine is busy.
  }, 300_000);

  it('lose no increment when fifty claims’ complaints change at once in one workspace', async () => {
    const db = adminDb();
    const claimIds = Array.from({ length: 50 }, () => `claim-${randomUUID()}`);
    const complaint = (claimId: string): CountedComplaint & { complaintId: string } => ({
      complaintId: 'complaint-1',
      workspace: 'Complex365',
      lender: `Lender ${claimId.slice(-1)}`,
      route: 'scheme2',
      state: 'prepared',
      dueOn: null,
      offerPence: null,
      paidPence: null,
      feePence: null,
    });
    // Each as the gateway writes a change: the complaint and its counters in one transaction.
    const writeAll = (change: (claimId: string) => ComplaintChange) =>
      Promise.all(
        claimIds.map((claimId) =>
          db.runTransaction((tx) => {
            const { after } = change(claimId);
            const ref = db.doc(`claims/${claimId}/complaints/complaint-1`);
            if (after) tx.set(ref, after);
            else tx.delete(ref);
            countComplaintChanges(db, tx, claimId, [change(claimId)]);
            return Promise.resolve();
          }),
        ),
      );
    const before = await keptOverviewCounters(db);
    await writeAll((claimId) => ({ before: null, after: complaint(claimId) }));
    expect(await keptOverviewCounters(db)).toEqual(byDocument(await recountOverview(db)));
    const complex = (kept: Awaited<ReturnType<typeof keptOverviewCounters>>) =>
      workspaceCounters(kept.get('Complex365')?.values() ?? []);
    const added = complex(await keptOverviewCounters(db));
    expect((added.complaints ?? 0) - (complex(before).complaints ?? 0)).toBe(50);
    // And taken away again, at once, leaving the workspace as it was.
    await writeAll((claimId) => ({ before: complaint(claimId), after: null }));
    expect(complex(await keptOverviewCounters(db))).toEqual(complex(before));
    expect(await keptOverviewCounters(db)).toEqual(byDocument(await recountOverview(db)));
  });

  it('answers a staff member of two workspaces each and their sum, and audits the read', async () => {
    const both = await staffCaller('supervisor', ['Redress', 'SGUK']);
    const answer = await overview(both);
    expect(answer).toEqual(await recountedOverview(['Redress', 'SGUK'], answer.asOf));
    const [redress, sguk] = answer.workspaces;
    expect(answer.total.complaints).toBe(redress!.figures.complaints + sguk!.figures.complaints);
    expect(answer.total.money.accepted.pence).toBe(
      redress!.figures.money.accepted.pence + sguk!.figures.money.accepted.pence,
    );

    const audit = await adminDb()
      .collection('audit')
      .where('uid', '==', both.uid)
      .where('action', '==', 'overview.read')
      .get();
    expect(audit.docs.map((doc) => doc.data() as AuditRecord)).toEqual([
      expect.objectContaining({ workspaces: ['Redress', 'SGUK'], outcome: 'ok', claimId: null }),
    ]);
  });

  it('is for staff only', async () => {
    const claimant = await anonymousCaller();
    expect(await errorOf(claimant.call('deskOverview', {}))).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'staff-only' },
    });
    const noSecondFactor = await staffCaller('handler', ['Redress'], { secondFactor: false });
    expect(await errorOf(noSecondFactor.call('deskOverview', {}))).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'second-factor-required' },
    });
  });
});
