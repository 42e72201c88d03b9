import { describe, expect, it } from 'vitest';
import { claimDeskFields } from '../../contract/claim';
import { agreementRoutesOfClaim } from '../../contract/claimRoutes';
import { DESK_LIST_SHARDS, deskListMonthPath, deskListShardOf, listMonthOf } from '../../contract/deskList';
import { deskSearchPath, searchLender, type DeskSearchValue } from '../../contract/search';
import { BackfillError, DEFAULT_PAGE_SIZE, parseBackfillArgs } from './backfillDeskArgs';
import { listEntryVerdict, listMonthsOfClaim, planListRows } from './backfillDeskList';
import { claimDesk, planClaim, planRoutes } from './backfillDeskPlan';
import { describeSummary, emptySummary, type BackfillSummary } from './backfillDeskSummary';
import { generator, seedClaim } from './seed';

const now = Date.UTC(2026, 10, 20);

/** A submitted claim as the gateway leaves it today, from the seed (the gateway's shape). */
function current(i = 0) {
  const { id, claim } = seedClaim(generator(7), i, 'unit', now);
  return { id, claim: claim as unknown as Record<string, unknown> };
}

/** The same claim as one submitted before decision 180 stored it: no search fields, no lenders. */
function beforeSearchFields(claim: Record<string, unknown>) {
  const { search: _search, lenders: _lenders, ...old } = claim;
  return old;
}

const lendersOf = (claim: Record<string, unknown>) => (claim.search as { lenders: string[] }).lenders;
const rowOf = (claim: Record<string, unknown>) => ({
  workspace: claim.workspace,
  status: claim.status,
  submittedAt: claim.submittedAt,
  responseDueAt: claim.responseDueAt ?? null,
});
/** The claim's entries in its lenders' lists by the month it was submitted (decision 293), by path. */
const lenderEntriesAt = (id: string, claim: Record<string, unknown>) =>
  new Map(
    lendersOf(claim).map((lender) => [
      deskListMonthPath(
        'submitted',
        { workspace: claim.workspace as 'SGUK', lender },
        listMonthOf(claim.submittedAt as number),
        deskListShardOf(id),
      ),
      { claims: { [id]: rowOf(claim) } },
    ]),
  );
const lenderPlan = (plan: ReturnType<typeof planListRows>) => plan.filter((p) => p.scope.lender !== null);

/** The searches a handler would find the claim by: its reference, email, and surname with each postcode. */
function searchesOf(claim: Record<string, unknown>): DeskSearchValue[] {
  const { email, surname, postcodes } = claim.search as {
    email: string;
    surname: string;
    postcodes: string[];
  };
  return [
    { by: 'reference', reference: (claim.submission as { reference: string }).reference },
    { by: 'email', email },
    ...postcodes.map((postcode) => ({ by: 'surnamePostcode' as const, surname, postcode })),
  ];
}
/** The claim's entries in the search documents, as the gateway leaves them. */
const storedAt = (id: string, claim: Record<string, unknown>) =>
  new Map<string, Record<string, unknown>>([
    ...searchesOf(claim).map((search): [string, Record<string, unknown>] => [
      deskSearchPath(search),
      { claims: { [id]: { workspace: claim.workspace, submittedAt: claim.submittedAt } } },
    ]),
  ]);

describe('npm run backfill-desk: the command line', () => {
  it('reads --dry-run, --page-size and --project', () => {
    expect(parseBackfillArgs([])).toEqual({
      options: { dryRun: false, pageSize: DEFAULT_PAGE_SIZE },
      project: undefined,
    });
    expect(parseBackfillArgs(['--dry-run', '--page-size', '50', '--project', 'redress-prod'])).toEqual({
      options: { dryRun: true, pageSize: 50 },
      project: 'redress-prod',
    });
  });

  it('refuses a page size it cannot read in one call, and an unknown option, with the usage', () => {
    for (const size of ['0', '501', '2.5', 'many']) {
      expect(() => parseBackfillArgs(['--page-size', size])).toThrow(BackfillError);
      expect(() => parseBackfillArgs(['--page-size', size])).toThrow(/from 1 to 500/);
    }
    expect(() => parseBackfillArgs(['--dryrun'])).toThrow(/Usage: npm run backfill-desk/);
    expect(() => parseBackfillArgs(['claims'])).toThrow(BackfillError);
  });
});

describe('what the desk should hold of a claim', () => {
  it('makes a signed claim’s desk fields with claimDeskFields, as submission does', () => {
    const { claim } = current();
    const desk = claimDesk(beforeSearchFields(claim));
    expect(desk).toEqual({ kind: 'desk', fields: { lenders: claim.lenders, search: claim.search } });
    expect(desk).toEqual({
      kind: 'desk',
      fields: claimDeskFields(claim as unknown as Parameters<typeof claimDeskFields>[0]),
    });
  });

  it('writes nothing on an unsigned claim, a claim whose account was deleted, or one it cannot read', () => {
    const { claim } = current();
    expect(claimDesk({ status: 'draft', applicant: claim.applicant })).toEqual({ kind: 'unsigned' });
    const { search: _s, ...deleted } = claim;
    expect(claimDesk({ ...deleted, accountDeletedAt: now })).toEqual({ kind: 'accountDeleted' });
    expect(claimDesk({ ...claim, answers: { agreementIds: 'a1' } })).toEqual({ kind: 'unreadable' });
    expect(claimDesk(undefined)).toEqual({ kind: 'missing' });
  });
});

describe('what a claim needs written', () => {
  it('gives a claim from before decision 180 its desk fields and an entry in each lender’s list', () => {
    const { id, claim } = current();
    const plan = planClaim(id, beforeSearchFields(claim), new Map());
    expect(plan.fields).toEqual({ write: { lenders: claim.lenders, search: claim.search }, was: 'missing' });
    // Its lenders' lists are those of the lenders its desk fields will name.
    const list = lenderPlan(planListRows(id, beforeSearchFields(claim), new Map())).filter(
      (p) => p.kind === 'submitted',
    );
    expect(list.map((r) => r.path).sort()).toEqual([...lenderEntriesAt(id, claim).keys()].sort());
    for (const { entry, was } of list) {
      expect(was).toBe('missing');
      expect(entry).toEqual(rowOf(claim));
    }
    expect(listMonthsOfClaim(id, beforeSearchFields(claim))).toHaveLength(1 + lendersOf(claim).length);
  });

  it('writes again fields and entries that differ from the claim, and nothing when all agree', () => {
    const { id, claim } = current(2);
    expect(planClaim(id, claim, storedAt(id, claim))).toEqual({
      desk: 'desk',
      fields: null,
      searches: [],
    });
    const listed = claim.responseDueAt === null ? claim : { ...claim, responseDueAt: null };
    expect(lenderPlan(planListRows(id, listed, lenderEntriesAt(id, listed)))).toEqual([]);

    const search = claim.search as Record<string, unknown>;
    const staleSearch = { ...claim, search: { ...search, surname: 'someoneelse' } };
    expect(planClaim(id, staleSearch, storedAt(id, claim)).fields).toMatchObject({ was: 'stale' });

    // A handler's event changed the claim's status after its entries were written by hand.
    const moved = { ...listed, status: 'cancelled' };
    const plan = lenderPlan(planListRows(id, moved, lenderEntriesAt(id, listed)));
    expect(plan.map((r) => r.was)).toEqual(lendersOf(claim).map(() => 'stale'));
    expect(plan[0]!.entry).toMatchObject({ status: 'cancelled', responseDueAt: null });
  });

  it('lists nothing of a claim signed but not submitted, though it writes its fields', () => {
    const { id, claim } = current(3);
    const { submittedAt: _s, responseDueAt: _r, ...signed } = beforeSearchFields(claim);
    const plan = planClaim(id, { ...signed, status: 'signed' }, new Map());
    expect(plan.fields).toMatchObject({ was: 'missing' });
    expect(planListRows(id, { ...signed, status: 'signed' }, new Map())).toEqual([]);
    expect(plan.searches).toEqual([]);
  });

  it('gives a claim from before decision 286 its entry in each search that finds it, beside other claims’', () => {
    const { id, claim } = current(4);
    const others = new Map(
      searchesOf(claim).map((search) => [
        deskSearchPath(search),
        { claims: { 'another-claim': { workspace: 'SGUK', submittedAt: 1 } } },
      ]),
    );
    const plan = planClaim(id, claim, others);
    expect(plan.fields).toBeNull();
    expect(plan.searches.map((s) => s.path).sort()).toEqual(searchesOf(claim).map(deskSearchPath).sort());
    for (const search of plan.searches) {
      expect(search).toMatchObject({
        claimId: id,
        entry: { workspace: claim.workspace, submittedAt: claim.submittedAt },
        was: 'missing',
      });
    }
  });

  it('writes again an entry that differs from the claim, and a deleted account’s claim by reference only', () => {
    const { id, claim } = current(6);
    const moved = { ...claim, workspace: claim.workspace === 'SGUK' ? 'Redress' : 'SGUK' };
    const plan = planClaim(id, moved, storedAt(id, claim));
    expect(plan.searches.map((s) => s.was)).toEqual(searchesOf(claim).map(() => 'stale'));

    const { search: _s, ...deleted } = claim;
    const erased = planClaim(id, { ...deleted, accountDeletedAt: now }, new Map());
    expect(erased.searches.map((s) => s.path)).toEqual([deskSearchPath(searchesOf(claim)[0]!)]);
  });
});

describe('the redress scheme’s routes a claim lacks (decisions 254 and 259)', () => {
  const agreement = (startDate: string) => ({
    lender: 'Black Horse',
    startDate,
    vehicle: '',
    source: 'manual',
  });
  const prepared = (complaintId: string, ...starts: string[]) => ({
    complaintId,
    data: { state: 'prepared', agreements: starts.map(agreement) },
  });

  it('gives a claim stored before routes each agreement’s route, as submission works them out today', () => {
    // As stored before routes: today's claim without them.
    const { agreementRoutes: _routes, ...claim } = current(5).claim;
    const plan = planRoutes(claim, []);
    // What submitClaim stores today (functions/src/handlers/submitClaim.ts), one per claimed agreement.
    const submitted = agreementRoutesOfClaim(
      claim as unknown as Parameters<typeof agreementRoutesOfClaim>[0],
    );
    expect(submitted.length).toBeGreaterThan(0);
    expect(plan.agreementRoutes).toEqual(submitted);
    expect(planRoutes({ ...claim, agreementRoutes: plan.agreementRoutes }, []).agreementRoutes).toBeNull();
  });

  it('gives a scheme’s route only to a complaint not yet sent whose agreements are all in that scheme', () => {
    const { claim } = current(6);
    const routed = { ...claim, agreementRoutes: [] };
    const plan = planRoutes(routed, [
      prepared('complaint-1', '2010-05-01'),
      prepared('complaint-2', '2016-02-01', '2019-09-30'),
      prepared('complaint-3', '2012-01-01', '2018-01-01'),
      prepared('complaint-4', '2005-06-01'),
      { complaintId: 'complaint-5', data: { state: 'sent', agreements: [agreement('2016-02-01')] } },
      {
        complaintId: 'complaint-6',
        data: { state: 'prepared', route: 'general', agreements: [agreement('2016-02-01')] },
      },
    ]);
    expect(plan).toEqual({
      agreementRoutes: null,
      complaints: [
        { complaintId: 'complaint-1', route: 'scheme1' },
        { complaintId: 'complaint-2', route: 'scheme2' },
      ],
    });
  });

  it('writes no routes on a claim not signed, deleted or unreadable', () => {
    const { claim } = current(7);
    expect(planRoutes({ status: 'draft' }, [prepared('complaint-1', '2010-05-01')])).toEqual({
      agreementRoutes: null,
      complaints: [],
    });
    expect(planRoutes({ ...claim, accountDeletedAt: now }, [])).toEqual({
      agreementRoutes: null,
      complaints: [],
    });
  });
});

describe('which entries in a partition stay', () => {
  it('keeps a claim’s entries in its own lenders’ lists and removes any other', () => {
    const { id, claim } = current(4);
    for (const path of lenderEntriesAt(id, claim).keys())
      expect(listEntryVerdict(path, id, claim)).toBe('keep');
    const elsewhere = deskListMonthPath(
      'submitted',
      { workspace: claim.workspace as 'SGUK', lender: searchLender('A Lender It Never Named') },
      listMonthOf(claim.submittedAt as number),
      deskListShardOf(id),
    );
    expect(listEntryVerdict(elsewhere, id, claim)).toBe('remove');
    // A month the claim was not submitted in.
    const otherMonth = deskListMonthPath(
      'submitted',
      { workspace: claim.workspace as 'SGUK', lender: null },
      '1999-01',
      deskListShardOf(id),
    );
    expect(listEntryVerdict(otherMonth, id, claim)).toBe('remove');
    // Its month, in a share that is not the claim's (decision 295).
    const otherShare = deskListMonthPath(
      'submitted',
      { workspace: claim.workspace as 'SGUK', lender: null },
      listMonthOf(claim.submittedAt as number),
      (deskListShardOf(id) + 1) % DESK_LIST_SHARDS,
    );
    expect(listEntryVerdict(otherShare, id, claim)).toBe('remove');
    // Before its search fields are written, its entries are judged by the lenders they will name.
    for (const path of lenderEntriesAt(id, claim).keys()) {
      expect(listEntryVerdict(path, id, beforeSearchFields(claim))).toBe('keep');
    }
  });

  it('removes the entries of a claim gone or unsubmitted, a deleted account’s from its lenders’ lists only, and leaves an unreadable one’s', () => {
    const { id, claim } = current(5);
    const [path] = [...lenderEntriesAt(id, claim).keys()];
    const workspaceList = deskListMonthPath(
      'submitted',
      { workspace: claim.workspace as 'SGUK', lender: null },
      listMonthOf(claim.submittedAt as number),
      deskListShardOf(id),
    );
    expect(listEntryVerdict(path!, id, undefined)).toBe('remove');
    const { submittedAt: _s, ...signed } = claim;
    expect(listEntryVerdict(path!, id, { ...signed, status: 'signed' })).toBe('remove');
    const { search: _search, ...deleted } = claim;
    expect(listEntryVerdict(path!, id, { ...deleted, accountDeletedAt: now })).toBe('remove');
    expect(listEntryVerdict(workspaceList, id, { ...deleted, accountDeletedAt: now })).toBe('keep');
    expect(listEntryVerdict(path!, id, { ...claim, answers: null })).toBe('unknown');
  });
});

describe('what the command prints', () => {
  const summary = (changes: Partial<BackfillSummary> = {}): BackfillSummary => ({
    ...emptySummary(false),
    claimsRead: 1200,
    partitionsRead: 90,
    rowsRead: 2400,
    ...changes,
  });

  it('says when there was nothing to write', () => {
    expect(describeSummary(summary())).toEqual([
      'Read 1,200 claims, 90 list partitions and 2,400 former lender rows.',
      'Nothing written: every claim’s desk fields, list entries, search entries and routes are up to date.',
    ]);
    expect(describeSummary(summary({ dryRun: true }))[1]).toMatch(/^Dry run: nothing would be written/);
  });

  it('counts what was written, what a dry run would write, and what it left alone', () => {
    const counts = {
      fields: { missing: 30, stale: 2 },
      listRows: { missing: 61, stale: 4 },
      listMonths: 7,
      listRemoved: 2,
      partitionsRemoved: 4,
      searches: { missing: 90, stale: 1 },
      rowsRemoved: 3,
      left: { unsigned: 5, accountDeleted: 1, unreadable: 2 },
    };
    expect(describeSummary(summary(counts))).toEqual([
      'Read 1,200 claims, 90 list partitions and 2,400 former lender rows.',
      'Changed:',
      '  the desk fields of 32 claims (30 had none, 2 out of date)',
      '  65 list entries (61 missing, 4 out of date), and 7 months named in a list',
      '  91 search entries (90 missing, 1 out of date)',
      '  2 list entries removed (in a list or month the claim is no longer in, or of a claim not submitted or gone)',
      '  4 former list partitions removed (a whole month in one document: no list reads it)',
      "  3 former lender rows removed (no longer read: a lender's list is kept in the list index)",
      "  the agreements' redress scheme routes of 0 claims, and a scheme's route on 0 complaints not yet sent",
      'Claims with no desk data to write: 5 not signed, 1 whose account was deleted.',
      '! 2 signed claims do not read as a stored claim: left as they are (docs/operations.md).',
    ]);
    expect(describeSummary(summary({ ...counts, dryRun: true }))[1]).toBe(
      'Dry run: nothing was changed. A run would change:',
    );
  });
});
