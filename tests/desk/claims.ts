import { randomUUID } from 'node:crypto';
import type { DeskListClaimsData } from '../../contract/desk';
import type { Workspace } from '../../contract/firms';
import {
  deskLenderRowPath,
  deskLenderRows,
  deskSearchEntries,
  deskSearchMerge,
  searchLender,
} from '../../contract/search';
import type { CallContext } from '../../functions/src/context';
import { deskListClaims } from '../../functions/src/desk/listClaims';
import { generator, seedClaim } from '../../scripts/lib/seed';
import { listMonthWrite, listRowWrites } from '../../scripts/lib/seedDeskList';
import { adminDb, anonymousCaller, checkedClaim, generalRouteAnswers, submission } from '../gateway/support';

const random = generator(29);
const DAY = 24 * 60 * 60 * 1000;

/** A lender's name no other test uses, so a list filtered by it holds only this test's claims. */
export const freshLender = () => `Test Lender ${randomUUID().slice(0, 8)}`;

/**
 * Submitted claims written as the gateway leaves them (the seed's shape), against one lender; each
 * spec sets a claim's workspace, when it was submitted and when a response is due (its status
 * `in-progress` then, `submitted` otherwise). Their complaints are not written; their rows under
 * the lender and their search index entries are.
 */
export async function claimsAgainst(
  lender: string,
  specs: { workspace: Workspace; daysAgo?: number; responseDueInDays?: number | null }[],
): Promise<string[]> {
  const now = Date.now();
  const run = randomUUID().slice(0, 8);
  const ids: string[] = [];
  for (const [i, spec] of specs.entries()) {
    const { id, claim } = seedClaim(random, i, run, now);
    const submittedAt = now - (spec.daysAgo ?? i) * DAY;
    const stored = {
      ...claim,
      workspace: spec.workspace,
      submittedAt,
      lenders: [lender],
      search: { ...claim.search, lenders: [searchLender(lender)] },
      // A response is due only once a complaint has been sent: the claim is in progress then.
      ...(spec.responseDueInDays === undefined || spec.responseDueInDays === null
        ? { status: 'submitted' as const, responseDueAt: null }
        : { status: 'in-progress' as const, responseDueAt: now + spec.responseDueInDays * DAY }),
    };
    const batch = adminDb().batch();
    batch.set(adminDb().doc(`claims/${id}`), stored);
    // And its row under its lender, as every writer of a submitted claim leaves it (decision 231).
    for (const { path, row } of deskLenderRows(id, stored)) batch.set(adminDb().doc(path), row);
    // And its list entries, its month named in its workspace's list document (decision 290).
    for (const write of [
      ...listRowWrites(adminDb(), id, stored),
      ...listMonthWrite(adminDb(), id, stored, new Set()),
    ])
      write(batch);
    // And its entries in the desk's search index (decision 286).
    for (const { path, claimId, entry } of deskSearchEntries(id, stored))
      batch.set(adminDb().doc(path), deskSearchMerge(claimId, entry), { merge: true });
    await batch.commit();
    ids.push(id);
  }
  return ids;
}

/** A claim submitted through the gateway by a new claimant, in a workspace. */
export async function submittedClaim(workspace: Workspace) {
  const claimant = await anonymousCaller();
  const checked = await checkedClaim(claimant);
  const result = (await claimant.call(
    'submitClaim',
    submission(checked.claimId, checked.agreementIds, { workspace }, checked.applicant),
  )) as { data: { reference: string } };
  return { claimant, ...checked, reference: result.data.reference };
}

/**
 * A claim submitted through the gateway by a new claimant, in a workspace, whose one complaint (with
 * `generalRouteAgreement`'s lender) runs on the general route: the lender's final response in 8 weeks.
 */
export async function generalRouteClaim(workspace: Workspace) {
  const claimant = await anonymousCaller();
  const checked = await checkedClaim(claimant);
  const request = submission(checked.claimId, [], { workspace }, checked.applicant);
  const result = (await claimant.call('submitClaim', {
    ...request,
    answers: { ...request.answers, ...generalRouteAnswers() },
  })) as { data: { reference: string } };
  return { claimant, ...checked, reference: result.data.reference };
}

/**
 * A claim's rows under its lenders as stored (decision 231), beside what they should copy from
 * the claim as stored: its workspace, status, submission and response date, one per lender.
 */
export async function lenderRowsOf(claimId: string) {
  const claim = (await adminDb().doc(`claims/${claimId}`).get()).data() ?? {};
  const lenders = ((claim.search as { lenders?: string[] } | undefined)?.lenders ?? []).map((lender) =>
    adminDb().doc(deskLenderRowPath(lender, claimId)),
  );
  const rows = lenders.length === 0 ? [] : await adminDb().getAll(...lenders);
  const copied = {
    workspace: claim.workspace as unknown,
    status: claim.status as unknown,
    submittedAt: claim.submittedAt as unknown,
    responseDueAt: (claim.responseDueAt as unknown) ?? null,
  };
  const stored: (Record<string, unknown> | null)[] = rows.map((row) => row.data() ?? null);
  return {
    rows: stored,
    expected: lenders.map(() => copied),
    refs: lenders,
  };
}

/**
 * The desk's list and search run in this process, as the gateway runs them (deskListClaims), for
 * a supervisor of every workspace.
 */
export async function deskList(request: Record<string, unknown>): Promise<DeskListClaimsData> {
  const ctx = {
    uid: 'desk-test-supervisor',
    deps: { db: adminDb(), now: () => Date.now() },
    client: { ip: null },
    caller: {
      signInProvider: 'password',
      emailVerified: true,
      token: {
        role: 'supervisor',
        workspaces: ['Redress', 'Complex365', 'SGUK', 'SGUKINTERNAL'],
        // Signed in just now: the desk refuses a sign-in older than a working day (decision 217).
        auth_time: Math.floor(Date.now() / 1000),
        firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
      },
    },
  } as unknown as CallContext;
  return (await deskListClaims(request, ctx)).data;
}
