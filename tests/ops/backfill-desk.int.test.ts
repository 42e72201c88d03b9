// Decision 239: `npm run backfill-desk` gives the claims submitted before decisions 180, 290 and
// 293 what the gateway's writers give a claim today, so the desk's own list, searches and lender
// filter find them; it removes list entries that no longer match their claim and the lender rows
// of decision 231, never undoes an event that lands while it runs, and a second run (or a dry
// run) writes nothing.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimDeskFields } from '../../contract/claim';
import { agreementRoutesOfClaim } from '../../contract/claimRoutes';
import type { DeskListClaimsData } from '../../contract/desk';
import { deskListMonthPath, deskListShardOf, listMonthOf } from '../../contract/deskList';
import { lenderKey, searchLender } from '../../contract/search';
import { backfillDesk } from '../../scripts/lib/backfill-desk';
import { describeSummary, wroteAnything, type BackfillSummary } from '../../scripts/lib/backfillDeskSummary';
import { generator, seedClaim } from '../../scripts/lib/seed';
import { deskList, freshLender } from '../desk/claims';
import { adminDb, freshSurname } from '../gateway/support';

const script = path.resolve(import.meta.dirname, '../../scripts/backfill-desk.mjs');
const DAY = 24 * 60 * 60 * 1000;
const random = generator(239);
const run = randomUUID().slice(0, 8);
const now = Date.now();

const lender = freshLender();
/** A lender only a stray entry names. */
const otherLender = freshLender();

/**
 * A claim as the gateway writes it today, against `lender`, with a claimant no other test has
 * (their surname and email), and its desk fields from the contract (as submission writes them).
 */
function claimToday(i: number, workspace: 'SGUK' | 'Redress') {
  // Stored before routes (decision 254): the backfill works them out.
  const {
    id,
    claim: { agreementRoutes: _routes, ...claim },
  } = seedClaim(random, i, run, now);
  const lastName = freshSurname();
  const applicant = { ...claim.applicant, lastName, email: `${lastName}.${run}@example.com` };
  const agreements = claim.agreements.map((a) => ({ ...a, lender }));
  const answers = { ...claim.answers, manualAgreements: [] };
  const stored = {
    ...claim,
    applicant,
    agreements,
    answers,
    workspace,
    status: 'submitted' as const,
    responseDueAt: null,
    submittedAt: now - (i + 1) * DAY,
    ...claimDeskFields({ agreements, applicant, answers }),
  };
  return { id, stored: stored as Record<string, unknown> };
}

const without = (data: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([field]) => !fields.includes(field)));

const rowOf = (claim: Record<string, unknown>) => ({
  workspace: claim.workspace,
  status: claim.status,
  submittedAt: claim.submittedAt,
  responseDueAt: claim.responseDueAt ?? null,
});

/** The claims this file writes, in the shapes older code left. */
const before180 = claimToday(0, 'SGUK'); // no search fields, no lenders, no list entries
const before231 = claimToday(1, 'Redress'); // search fields, no list entries, a row under its lender (decision 231)
const staleRows = claimToday(2, 'SGUK'); // an entry in a lender's list it does not name; its own out of date
const accountDeleted = claimToday(3, 'SGUK'); // search fields removed by a deletion; a lender's entry left behind
const signedOnly = claimToday(4, 'SGUK'); // signed before decision 180, not yet submitted
const unreadable = claimToday(5, 'SGUK'); // signed, but its agreements do not read: left alone

const ours = [before180, before231, staleRows, accountDeleted, signedOnly, unreadable];
/** The partition of a lender's list, in the claim's workspace, of the month the claim was submitted. */
const lenderPartition = (claim: { id: string; stored: Record<string, unknown> }, name = lender) =>
  deskListMonthPath(
    'submitted',
    { workspace: claim.stored.workspace as 'SGUK', lender: searchLender(name) },
    listMonthOf(claim.stored.submittedAt as number),
    deskListShardOf(claim.id),
  );
/** The whole month in one document, as decision 290 kept it, that no list reads since decision 295. */
const formerPartition = lenderPartition(before180).replace(/-\d+$/, '');
/** A claim's entry in a partition, or undefined. */
const entryIn = async (partition: string, claimId: string) =>
  ((await dataOf(partition))?.claims as Record<string, unknown> | undefined)?.[claimId];
const strayPartition = lenderPartition(staleRows, otherLender);
/** Where decision 231 kept a claim's row under a lender. */
const formerRow = (claimId: string) => `deskLenders/${lenderKey(searchLender(lender))}/deskClaims/${claimId}`;
const listed = (claimId: string, entry: Record<string, unknown>) => ({ claims: { [claimId]: entry } });

beforeAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.doc(`claims/${before180.id}`), without(before180.stored, 'search', 'lenders'));
  batch.set(db.doc(`claims/${before231.id}`), before231.stored);
  batch.set(db.doc(formerRow(before231.id)), rowOf(before231.stored));
  batch.set(db.doc(`claims/${staleRows.id}`), staleRows.stored);
  batch.set(
    db.doc(lenderPartition(staleRows)),
    listed(staleRows.id, { ...rowOf(staleRows.stored), status: 'signed' }),
    { merge: true },
  );
  batch.set(db.doc(strayPartition), listed(staleRows.id, rowOf(staleRows.stored)), { merge: true });
  batch.set(db.doc(formerPartition), listed(before180.id, rowOf(before180.stored)));
  batch.set(db.doc(`deskList/SGUK/lenders/${lenderKey(searchLender(otherLender))}`), {
    workspace: 'SGUK',
    lender: searchLender(otherLender),
    months: [listMonthOf(staleRows.stored.submittedAt as number)],
  });
  batch.set(db.doc(`claims/${accountDeleted.id}`), {
    ...without(accountDeleted.stored, 'search'),
    accountDeletedAt: now,
  });
  batch.set(
    db.doc(lenderPartition(accountDeleted)),
    listed(accountDeleted.id, rowOf(accountDeleted.stored)),
    {
      merge: true,
    },
  );
  batch.set(db.doc(`claims/${signedOnly.id}`), {
    ...without(signedOnly.stored, 'search', 'lenders', 'submittedAt', 'responseDueAt'),
    status: 'signed',
  });
  batch.set(db.doc(`claims/${unreadable.id}`), {
    ...unreadable.stored,
    agreements: [{ id: 'a1', lender: 5 }],
  });
  // Listed under the lender as the gateway left it: its month named in the lender's list.
  batch.set(
    db.doc(`deskList/SGUK/lenders/${lenderKey(searchLender(lender))}`),
    {
      workspace: 'SGUK',
      lender: searchLender(lender),
      months: FieldValue.arrayUnion(listMonthOf(unreadable.stored.submittedAt as number)),
    },
    { merge: true },
  );
  batch.set(
    db.doc(lenderPartition(unreadable)),
    listed(unreadable.id, { ...rowOf(unreadable.stored), status: 'signed' }),
    {
      merge: true,
    },
  );
  // Complaints made before routes (decision 259): one not yet sent with a Scheme 2 agreement, one sent.
  for (const [complaintId, state] of [
    ['complaint-1', 'prepared'],
    ['complaint-2', 'sent'],
  ] as const) {
    batch.set(db.doc(`claims/${before180.id}/complaints/${complaintId}`), {
      complaintId,
      state,
      lender,
      agreements: [{ lender, startDate: '2016-02-01', vehicle: '', source: 'manual' }],
    });
  }
  await batch.commit();
});

const ids = (page: DeskListClaimsData) => page.claims.map((claim) => claim.claimId);
const applicantOf = (claim: { stored: Record<string, unknown> }) =>
  claim.stored.applicant as { email: string; lastName: string; phoneNumber: string };
const postcodeOf = (claim: { stored: Record<string, unknown> }) =>
  (claim.stored.answers as { currentAddress: { postcode: string } }).currentAddress.postcode;

/** How the desk finds the pre-180 claim: by email, by surname and postcode. */
const searches = () => [
  { search: { by: 'email', email: applicantOf(before180).email } },
  {
    search: {
      by: 'surnamePostcode',
      surname: applicantOf(before180).lastName,
      postcode: postcodeOf(before180),
    },
  },
];

const byReference = (claim: { stored: Record<string, unknown> }) => ({
  search: { by: 'reference', reference: (claim.stored.submission as { reference: string }).reference },
});

/** When each of this file's claims and every document of its two lenders' lists was last written. */
async function ourWrites(): Promise<Map<string, string>> {
  const db = adminDb();
  const claims = await db.getAll(...ours.map(({ id }) => db.doc(`claims/${id}`)));
  const rows = await Promise.all(
    (['SGUK', 'Redress'] as const).flatMap((workspace) =>
      [lender, otherLender].flatMap((name) => {
        const list = `deskList/${workspace}/lenders/${lenderKey(searchLender(name))}`;
        return [db.collection(`${list}/months`).get(), db.collection(`deskList/${workspace}/lenders`).get()];
      }),
    ),
  );
  const written = new Map<string, string>();
  for (const doc of [...claims, ...rows.flatMap((r) => r.docs)]) {
    written.set(doc.ref.path, doc.updateTime?.toDate().toISOString() ?? 'missing');
  }
  return written;
}

const dataOf = async (docPath: string): Promise<DocumentData | undefined> =>
  (await adminDb().doc(docPath).get()).data();

function backfillCli(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: process.env });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** No name, email, postcode or mobile of this file's claimants in what the command printed. */
function expectNoPersonalData(output: string) {
  for (const claim of ours) {
    const applicant = applicantOf(claim);
    for (const value of [applicant.email, applicant.lastName, applicant.phoneNumber, postcodeOf(claim)]) {
      expect(output).not.toContain(value);
    }
    expect(output.toLowerCase()).not.toContain(applicant.lastName.toLowerCase());
  }
}

describe('npm run backfill-desk', () => {
  let first: BackfillSummary;

  it('finds, before it runs, none of the old claims by any search (they predate the search index, decision 286), and lists a stray entry’s claim under a lender it does not name', async () => {
    for (const request of searches()) expect(ids(await deskList(request))).toEqual([]);
    for (const claim of [before180, before231, accountDeleted]) {
      expect(ids(await deskList(byReference(claim)))).toEqual([]);
    }
    const listed = ids(await deskList({ lender }));
    expect(listed).not.toContain(before180.id);
    expect(listed).not.toContain(before231.id);
    expect(ids(await deskList({ lender: otherLender }))).toEqual([staleRows.id]);
  });

  it('with --dry-run counts what it would write, writes nothing and prints counts only', async () => {
    const writesBefore = await ourWrites();
    const dry = backfillCli('--dry-run', '--page-size', '4');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('Dry run: nothing was changed. A run would change:');
    expect(dry.stdout).toMatch(/the desk fields of [\d,]+ claims? \([\d,]+ had none/);
    expect(dry.stdout).toMatch(/[\d,]+ list entr(y|ies) removed/);
    expect(dry.stdout).toMatch(/[\d,]+ former lender rows? removed/);
    expect(dry.stdout).toMatch(/[1-9][\d,]* former list partitions? removed/);
    expect(dry.stdout).toMatch(
      /redress scheme routes of [\d,]+ claims?, and a scheme's route on [\d,]+ complaints?/,
    );
    expectNoPersonalData(dry.stdout + dry.stderr);
    expect(await ourWrites()).toEqual(writesBefore);
    for (const request of searches()) expect(ids(await deskList(request))).toEqual([]);
  });

  it('writes the missing fields and entries in transactions that read each claim again, so an event landing meanwhile stands', async () => {
    const db = adminDb();
    const dueAt = now - 3 * DAY;
    first = await backfillDesk(
      db,
      { dryRun: false, pageSize: 4 },
      {
        // A handler's event on the pre-231 claim lands after the backfill read it, before its transaction.
        beforeClaimTransaction: async (claimId) => {
          if (claimId !== before231.id) return;
          await db.doc(`claims/${claimId}`).update({ status: 'in-progress', responseDueAt: dueAt });
        },
      },
    );
    expect(first.fields.missing).toBeGreaterThanOrEqual(2);
    // Each list entry: by submission in the workspace's list and each lender's, for both old claims.
    expect(first.listRows.missing).toBeGreaterThanOrEqual(
      [before180, before231].reduce((sum, c) => sum + 1 + (c.stored.lenders as string[]).length, 0),
    );
    expect(first.listRows.stale).toBeGreaterThanOrEqual(1);
    // The stray entry and the deleted account's lender entry; the row decision 231 kept.
    expect(first.listRemoved).toBeGreaterThanOrEqual(2);
    expect(first.rowsRemoved).toBeGreaterThanOrEqual(1);
    expect(await dataOf(formerRow(before231.id))).toBeUndefined();
    // A whole month in one document goes whole; the claim it listed is in its month's share.
    expect(first.partitionsRemoved).toBeGreaterThanOrEqual(1);
    expect(await dataOf(formerPartition)).toBeUndefined();
    expect(await entryIn(lenderPartition(before180), before180.id)).toEqual(rowOf(before180.stored));
    // Each submitted claim's entries in the search index: by reference, email and surname with each postcode.
    expect(first.searches.missing).toBeGreaterThanOrEqual(3 * 2 + 1);
    expect(first.left.accountDeleted).toBeGreaterThanOrEqual(1);
    expect(first.left.unreadable).toBeGreaterThanOrEqual(1);

    // The scheme's routes: the claim's agreements', as submission works them out today, and a
    // Scheme 2 route on the complaint not yet sent; the sent one stays on the route it was sent on.
    // Every signed claim of ours but the deleted and the unreadable one.
    expect(first.routes.claims).toBeGreaterThanOrEqual(ours.length - 2);
    expect(first.routes.complaints).toBeGreaterThanOrEqual(1);
    expect((await dataOf(`claims/${before180.id}`))?.agreementRoutes).toEqual(
      agreementRoutesOfClaim(before180.stored as unknown as Parameters<typeof agreementRoutesOfClaim>[0]),
    );
    expect((await dataOf(`claims/${before180.id}/complaints/complaint-1`))?.route).toBe('scheme2');
    expect((await dataOf(`claims/${before180.id}/complaints/complaint-2`))?.route).toBeUndefined();

    // The event's status and due date are the claim's and its entries': the backfill did not undo them.
    expect(await dataOf(`claims/${before231.id}`)).toMatchObject({
      status: 'in-progress',
      responseDueAt: dueAt,
    });
    expect(await entryIn(lenderPartition(before231), before231.id)).toEqual({
      ...rowOf(before231.stored),
      status: 'in-progress',
      responseDueAt: dueAt,
    });
  });

  it('lets the desk’s own list, searches and lender filter find them', async () => {
    for (const request of searches()) expect(ids(await deskList(request))).toEqual([before180.id]);
    // By reference, each submitted claim, and the deleted account's claim by its reference only.
    for (const claim of [before180, before231, staleRows, accountDeleted]) {
      expect(ids(await deskList(byReference(claim)))).toEqual([claim.id]);
    }
    expect(
      ids(await deskList({ search: { by: 'email', email: applicantOf(accountDeleted).email } })),
    ).toEqual([]);
    expect(ids(await deskList(byReference(signedOnly)))).toEqual([]);
    const byLender = await deskList({ lender });
    // The unreadable claim keeps the entry it had (left for someone to look at).
    expect(ids(byLender)).toEqual([before180.id, before231.id, staleRows.id, unreadable.id]);
    expect(byLender.claims[0]!.lenders).toEqual(before180.stored.lenders);
    expect(ids(await deskList({ lender, overdue: true }))).toEqual([before231.id]);
    expect(ids(await deskList({ lender, status: 'submitted', workspace: 'SGUK' }))).toEqual([
      before180.id,
      staleRows.id,
    ]);
    // The stray entry is gone; the claim's own entry copies the claim again.
    expect(ids(await deskList({ lender: otherLender }))).toEqual([]);
    expect(await entryIn(strayPartition, staleRows.id)).toBeUndefined();
    expect(await entryIn(lenderPartition(staleRows), staleRows.id)).toEqual(rowOf(staleRows.stored));
  });

  it('leaves a deleted account’s claim without search fields or a lender’s entry, an unsubmitted one unlisted, and an unreadable one as it was', async () => {
    const deleted = await dataOf(`claims/${accountDeleted.id}`);
    expect(deleted?.search).toBeUndefined();
    expect(await entryIn(lenderPartition(accountDeleted), accountDeleted.id)).toBeUndefined();
    // Its workspace's lists keep it: their entries hold no personal data (decision 290).
    expect(ids(await deskList(byReference(accountDeleted)))).toEqual([accountDeleted.id]);

    const signed = await dataOf(`claims/${signedOnly.id}`);
    expect(signed).toMatchObject({ lenders: signedOnly.stored.lenders, search: signedOnly.stored.search });
    expect(await entryIn(lenderPartition(signedOnly), signedOnly.id)).toBeUndefined();

    expect(await dataOf(`claims/${unreadable.id}`)).toMatchObject({ search: unreadable.stored.search });
    expect(await entryIn(lenderPartition(unreadable), unreadable.id)).toMatchObject({ status: 'signed' });
  });

  it('writes nothing the second time, and says so', async () => {
    const writesBefore = await ourWrites();
    const again = await backfillDesk(adminDb(), { dryRun: false, pageSize: 4 });
    expect(wroteAnything(again)).toBe(false);
    expect(again.claimsRead).toBeGreaterThanOrEqual(first.claimsRead);
    expect(describeSummary(again)).toContain(
      'Nothing written: every claim’s desk fields, list entries, search entries and routes are up to date.',
    );
    expect(await ourWrites()).toEqual(writesBefore);

    const cli = backfillCli();
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain(
      'Nothing written: every claim’s desk fields, list entries, search entries and routes are up to date.',
    );
    expectNoPersonalData(cli.stdout + cli.stderr);
    expect(await ourWrites()).toEqual(writesBefore);
  });

  it('refuses a page size it cannot read in one call, saying how to run it', () => {
    const refused = backfillCli('--page-size', '1000');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--page-size takes a whole number from 1 to 500');
    expect(refused.stderr).not.toContain('    at ');
  });
});
