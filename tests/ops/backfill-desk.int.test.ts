// Decision 239: `npm run backfill-desk` gives the claims submitted before decisions 180 and 231
// what the gateway's writers give a claim today, so the desk's own list, searches and lender
// filter find them; it removes lender rows that no longer match their claim, never undoes an
// event that lands while it runs, and a second run (or a dry run) writes nothing.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimDeskFields } from '../../contract/claim';
import { agreementRoutesOfClaim } from '../../contract/claimRoutes';
import type { DeskListClaimsData } from '../../contract/desk';
import { deskLenderRowPath, searchLender } from '../../contract/search';
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
/** A lender only a stale row names. */
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
const before180 = claimToday(0, 'SGUK'); // no search fields, no lenders, no rows
const before231 = claimToday(1, 'Redress'); // search fields, no rows
const staleRows = claimToday(2, 'SGUK'); // a row under a lender it does not name; its own row out of date
const accountDeleted = claimToday(3, 'SGUK'); // search fields removed by a deletion; a row left behind
const signedOnly = claimToday(4, 'SGUK'); // signed before decision 180, not yet submitted
const unreadable = claimToday(5, 'SGUK'); // signed, but its agreements do not read: left alone

const ours = [before180, before231, staleRows, accountDeleted, signedOnly, unreadable];
const lenderRow = (claimId: string, name = lender) => deskLenderRowPath(searchLender(name), claimId);
const strayRow = lenderRow(staleRows.id, otherLender);

beforeAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.doc(`claims/${before180.id}`), without(before180.stored, 'search', 'lenders'));
  batch.set(db.doc(`claims/${before231.id}`), before231.stored);
  batch.set(db.doc(`claims/${staleRows.id}`), staleRows.stored);
  batch.set(db.doc(lenderRow(staleRows.id)), { ...rowOf(staleRows.stored), status: 'signed' });
  batch.set(db.doc(strayRow), rowOf(staleRows.stored));
  batch.set(db.doc(`claims/${accountDeleted.id}`), {
    ...without(accountDeleted.stored, 'search'),
    accountDeletedAt: now,
  });
  batch.set(db.doc(lenderRow(accountDeleted.id)), rowOf(accountDeleted.stored));
  batch.set(db.doc(`claims/${signedOnly.id}`), {
    ...without(signedOnly.stored, 'search', 'lenders', 'submittedAt', 'responseDueAt'),
    status: 'signed',
  });
  batch.set(db.doc(`claims/${unreadable.id}`), {
    ...unreadable.stored,
    agreements: [{ id: 'a1', lender: 5 }],
  });
  batch.set(db.doc(lenderRow(unreadable.id)), { ...rowOf(unreadable.stored), status: 'signed' });
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

/** When each of this file's claims and every row under its two lenders was last written. */
async function ourWrites(): Promise<Map<string, string>> {
  const db = adminDb();
  const claims = await db.getAll(...ours.map(({ id }) => db.doc(`claims/${id}`)));
  const rows = await Promise.all(
    [lender, otherLender].map((name) => db.doc(lenderRow('x', name)).parent.get()),
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

  it('finds, before it runs, none of the old claims by any search (they predate the search index, decision 286), and lists a stale row’s claim under a lender it does not name', async () => {
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
    expect(dry.stdout).toMatch(/[\d,]+ lender rows? removed/);
    expect(dry.stdout).toMatch(
      /redress scheme routes of [\d,]+ claims?, and a scheme's route on [\d,]+ complaints?/,
    );
    expectNoPersonalData(dry.stdout + dry.stderr);
    expect(await ourWrites()).toEqual(writesBefore);
    for (const request of searches()) expect(ids(await deskList(request))).toEqual([]);
  });

  it('writes the missing fields and rows in transactions that read each claim again, so an event landing meanwhile stands', async () => {
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
    expect(first.rows.missing).toBeGreaterThanOrEqual(
      [before180, before231].reduce((sum, c) => sum + (c.stored.lenders as string[]).length, 0),
    );
    expect(first.rows.stale).toBeGreaterThanOrEqual(1);
    expect(first.rowsRemoved).toBeGreaterThanOrEqual(2);
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

    // The event's status and due date are the claim's and its row's: the backfill did not undo them.
    expect(await dataOf(`claims/${before231.id}`)).toMatchObject({
      status: 'in-progress',
      responseDueAt: dueAt,
    });
    expect(await dataOf(lenderRow(before231.id))).toEqual({
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
    // The unreadable claim keeps the row it had (left for someone to look at).
    expect(ids(byLender)).toEqual([before180.id, before231.id, staleRows.id, unreadable.id]);
    expect(byLender.claims[0]!.lenders).toEqual(before180.stored.lenders);
    expect(ids(await deskList({ lender, overdue: true }))).toEqual([before231.id]);
    expect(ids(await deskList({ lender, status: 'submitted', workspace: 'SGUK' }))).toEqual([
      before180.id,
      staleRows.id,
    ]);
    // The stray row is gone; the claim's own row copies the claim again.
    expect(ids(await deskList({ lender: otherLender }))).toEqual([]);
    expect(await dataOf(strayRow)).toBeUndefined();
    expect(await dataOf(lenderRow(staleRows.id))).toEqual(rowOf(staleRows.stored));
  });

  it('leaves a deleted account’s claim without search fields or rows, an unsubmitted one without rows, and an unreadable one as it was', async () => {
    const deleted = await dataOf(`claims/${accountDeleted.id}`);
    expect(deleted?.search).toBeUndefined();
    expect(await dataOf(lenderRow(accountDeleted.id))).toBeUndefined();

    const signed = await dataOf(`claims/${signedOnly.id}`);
    expect(signed).toMatchObject({ lenders: signedOnly.stored.lenders, search: signedOnly.stored.search });
    expect(await dataOf(lenderRow(signedOnly.id))).toBeUndefined();

    expect(await dataOf(`claims/${unreadable.id}`)).toMatchObject({ search: unreadable.stored.search });
    expect(await dataOf(lenderRow(unreadable.id))).toMatchObject({ status: 'signed' });
  });

  it('writes nothing the second time, and says so', async () => {
    const writesBefore = await ourWrites();
    const again = await backfillDesk(adminDb(), { dryRun: false, pageSize: 4 });
    expect(wroteAnything(again)).toBe(false);
    expect(again.claimsRead).toBeGreaterThanOrEqual(first.claimsRead);
    expect(describeSummary(again)).toContain(
      'Nothing written: every claim’s desk fields, lender rows, search entries and routes are up to date.',
    );
    expect(await ourWrites()).toEqual(writesBefore);

    const cli = backfillCli();
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain(
      'Nothing written: every claim’s desk fields, lender rows, search entries and routes are up to date.',
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
