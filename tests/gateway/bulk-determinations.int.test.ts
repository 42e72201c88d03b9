import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeskOverviewDataSchema } from '../../contract/overviewFigures';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { LENDER } from './scheme';
import {
  complaintsOf,
  determinationsFile,
  finishedImport,
  redressRow,
  schemeClaim,
  startImport,
} from './bulk';
import { staffCaller } from './staff';
import { adminDb, type Caller } from './support';

/** How many complaints the overview counts in each state, for the supervisor's workspaces. */
async function statesCounted(desk: Caller): Promise<Record<string, number>> {
  const { data } = v.parse(v.object({ data: DeskOverviewDataSchema }), await desk.call('deskOverview', {}));
  return Object.fromEntries(data.total.byState.map(({ state, count }) => [state, count]));
}

const eventsOf = async (claimId: string) =>
  (await adminDb().collection(`claims/${claimId}/events`).get()).docs.map((doc) => doc.data());

describe('a lender’s determinations file applied at the desk (decision 277)', () => {
  let supervisor: Caller;
  let a: Awaited<ReturnType<typeof schemeClaim>>;
  let b: Awaited<ReturnType<typeof schemeClaim>>;
  let notSent: Awaited<ReturnType<typeof schemeClaim>>;
  let file: string;

  beforeAll(async () => {
    supervisor = await staffCaller('supervisor', ['Redress']);
    [a, b, notSent] = await Promise.all([
      schemeClaim(supervisor),
      schemeClaim(supervisor),
      schemeClaim(supervisor, false),
    ]);
    file = determinationsFile([
      redressRow(a.reference),
      {
        ...redressRow(b.reference.toLowerCase(), { lender_reference: 'EMF-778812' }),
        outcome: 'no redress',
        remedy: '',
        amount: '',
        interest: '',
        no_redress_reason: 'no-loss',
      },
      redressRow('RDR-ZZZZ2345'),
      redressRow(a.reference, { lender: 'Another Lender Ltd' }),
      redressRow(notSent.reference),
      redressRow(a.reference, { amount: '12.5' }),
      redressRow(b.reference, { determined_on: '31/08/2026' }),
      redressRow(a.reference, { amount: '99.00', interest: '0.00' }),
      redressRow(a.reference, { agreement_started: '' }),
    ]);
  }, 120_000);

  it('applies the rows that can, lists the rest by line with the reason, and changes nothing for them', async () => {
    const before = await statesCounted(supervisor);
    const notSentBefore = await complaintsOf(notSent.claimId);

    const result = await finishedImport(supervisor, await startImport(supervisor, file));

    expect(result.import).toMatchObject({
      status: 'done',
      fileName: 'lender.csv',
      counts: { total: 9, applied: 2, flagged: 0, refused: 7, unchanged: 0 },
    });
    expect(result.rows.map(({ line, reason }) => [line, reason])).toEqual([
      [4, 'no-such-claim'],
      [5, 'not-this-lender'],
      [6, 'state-not-accepting'],
      [7, 'malformed-amount'],
      [8, 'malformed-date'],
      [9, 'duplicate-row'],
      [10, 'no-such-agreement'],
    ]);
    expect(result.rows[1]).toEqual({
      line: 5,
      reference: a.reference,
      lender: 'Another Lender Ltd',
      reason: 'not-this-lender',
    });

    // Each applied row went through the complaint machine as one press at the desk does.
    const aScheme2 = (await complaintsOf(a.claimId)).find((c) => c.complaintId === a.scheme2)!;
    expect(aScheme2).toMatchObject({
      state: 'determined',
      offerPence: 123_456,
      determination: { outcome: 'redress', remedy: 'hybrid', amountPence: 123_456, interestPence: 10_000 },
    });
    const bScheme2 = (await complaintsOf(b.claimId)).find((c) => c.complaintId === b.scheme2)!;
    expect(bScheme2).toMatchObject({
      state: 'noRedress',
      determination: { outcome: 'noRedress', reason: 'no-loss' },
    });
    // The claimant's timeline has the event, recorded by the supervisor's role, and the email is queued.
    expect(await eventsOf(a.claimId)).toContainEqual(
      expect.objectContaining({
        complaintId: a.scheme2,
        type: 'handler.recordDetermination',
        by: { role: 'supervisor' },
        stateAfter: 'determined',
      }),
    );
    await expect
      .poll(async () => (await adminDb().collection('mail').where('claimId', '==', a.claimId).get()).size)
      .toBeGreaterThan(0);
    // The complaints the refused rows named are as they were.
    expect(await complaintsOf(notSent.claimId)).toEqual(notSentBefore);
    expect(
      (await complaintsOf(a.claimId)).filter((c) => c.complaintId !== a.scheme2).map((c) => c.state),
    ).not.toContain('determined');
    // The overview's counters moved with the two complaints.
    const after = await statesCounted(supervisor);
    expect((after.determined ?? 0) - (before.determined ?? 0)).toBe(1);
    expect((after.noRedress ?? 0) - (before.noRedress ?? 0)).toBe(1);
  });

  it('changes nothing when the same file is uploaded again: each row applied before is unchanged', async () => {
    const eventsBefore = [...(await eventsOf(a.claimId)), ...(await eventsOf(b.claimId))].length;
    const result = await finishedImport(supervisor, await startImport(supervisor, file));
    expect(result.import.counts).toEqual({ total: 9, applied: 0, flagged: 0, refused: 7, unchanged: 2 });
    expect([...(await eventsOf(a.claimId)), ...(await eventsOf(b.claimId))]).toHaveLength(eventsBefore);
  });

  it('matches a later row by the lender’s own reference, learnt from a row that gave both', async () => {
    const again = determinationsFile([
      {
        lender_reference: 'EMF-778812',
        lender: LENDER.toUpperCase(),
        agreement_started: '2018-03',
        outcome: 'noRedress',
        no_redress_reason: 'no-loss',
        determined_on: '2026-09-01',
      },
      {
        lender_reference: 'EMF-000000',
        lender: LENDER,
        outcome: 'out of scope',
        determined_on: '2026-09-01',
      },
    ]);
    const result = await finishedImport(supervisor, await startImport(supervisor, again));
    expect(result.import.counts).toMatchObject({ unchanged: 1, refused: 1 });
    expect(result.rows).toEqual([
      { line: 3, reference: 'EMF-000000', lender: LENDER, reason: 'no-such-claim' },
    ]);
  });

  it('matches no claim of another workspace, and keeps the file’s name, size and SHA-256 in the audit log', async () => {
    const other = await staffCaller('supervisor', ['SGUK']);
    const otherFile = determinationsFile([redressRow(a.reference, { amount: '5.00', interest: '0.00' })]);
    const started = await startImport(other, otherFile, 'SGUK', 'other-workspace.csv');
    const result = await finishedImport(other, started);
    expect(result.rows).toEqual([
      { line: 2, reference: a.reference, lender: LENDER, reason: 'no-such-claim' },
    ]);
    expect((await complaintsOf(a.claimId)).find((c) => c.complaintId === a.scheme2)?.offerPence).toBe(
      123_456,
    );

    const { createHash } = await import('node:crypto');
    const entries = await adminDb().collection('audit').where('uid', '==', other.uid).get();
    expect(entries.docs.map((doc) => doc.data() as AuditRecord)).toContainEqual(
      expect.objectContaining({
        action: 'determinations.import',
        role: 'supervisor',
        workspaces: ['SGUK'],
        details: expect.objectContaining({
          importId: result.import.importId,
          fileName: 'other-workspace.csv',
          sizeBytes: Buffer.byteLength(otherFile),
          sha256: createHash('sha256').update(otherFile).digest('hex'),
          rows: 1,
        }) as unknown,
      }),
    );
    // Every row is kept as it was read.
    const chunk = await adminDb().doc(`bulkImports/${result.import.importId}/chunks/0000`).get();
    expect(chunk.get('rows')).toEqual([
      expect.objectContaining({
        line: 2,
        cells: [a.reference, '', LENDER, '2018-03', 'redress', 'hybrid', '5.00', '0.00', '', '2026-09-01'],
        result: 'refused',
      }),
    ]);
  });
});

describe('the determination check run on a file’s row (decisions 266, 277)', () => {
  it('flags a revised sum below the remedies worked out from the figures the desk checked before', async () => {
    const supervisor = await staffCaller('supervisor', ['Redress']);
    const { claimant, claimId, reference, scheme2 } = await schemeClaim(supervisor);
    const { randomUUID } = await import('node:crypto');
    const record = (caller: Caller, event: object) =>
      caller.call('recordComplaintEvent', {
        claimId,
        complaintId: scheme2,
        idempotencyKey: randomUUID(),
        event,
      });
    await record(supervisor, {
      type: 'handler.recordDetermination',
      outcome: 'redress',
      remedy: 'hybrid',
      amountPence: 500_000,
      interestPence: 1_500,
    });
    const figures = {
      creditPence: 1_200_000,
      aprPercent: 9.9,
      termMonths: 48,
      startDate: '2018-03-15',
      commissionPence: 120_000,
    };
    await supervisor.call('deskCheckDetermination', {
      claimId,
      complaintId: scheme2,
      figures,
      settlementOn: '2026-09-01',
    });
    await record(claimant, { type: 'claimant.disputeDetermination' });

    const revised = determinationsFile([redressRow(reference, { amount: '150.00', interest: '15.00' })]);
    const result = await finishedImport(supervisor, await startImport(supervisor, revised));
    expect(result.import.counts).toMatchObject({ applied: 0, flagged: 1, refused: 0 });
    const flagged = v.parse(
      v.object({ data: v.object({ rows: v.array(v.unknown()) }) }),
      await supervisor.call('deskReadImport', { importId: result.import.importId, show: 'flagged' }),
    ).data.rows;
    expect(flagged).toEqual([{ line: 2, reference, lender: LENDER, reason: 'flagged' }]);
    const check = await adminDb().doc(`claims/${claimId}/determinationChecks/${scheme2}`).get();
    expect(check.data()).toMatchObject({
      determinedPence: 15_000,
      flagged: true,
      settlementOn: '2026-09-01',
      role: 'supervisor',
    });
  });
});
