import { randomUUID } from 'node:crypto';
import type { DeskListClaimsData } from '../../contract/desk';
import type { Workspace } from '../../contract/firms';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import {
  deskListEntries,
  deskListFieldsOf,
  deskListMonthPath,
  deskListShardOf,
  listMonthOf,
} from '../../contract/deskList';
import { deskSearchEntries, deskSearchMerge, searchLender } from '../../contract/search';
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
 * `in-progress` then, `submitted` otherwise). Their complaints are not written; their list entries
 * (their workspace's and the lender's) and their search index entries are.
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
    // And its list entries, its month named in its lists' documents (decisions 290 and 293).
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
 * A claim's entries in its lenders' lists by the month it was submitted (decision 293) as stored
 * ('missing' where there is none), one per lender it names (or per lender given, in search form),
 * beside what its entries should be from the claim as stored; `remove` takes the claim out of
 * every lender's list, as if its entries had never been written.
 */
export async function lenderRowsOf(claimId: string, lenders?: readonly string[]) {
  const db = adminDb();
  const claim = (await db.doc(`claims/${claimId}`).get()).data() ?? {};
  const fields = deskListFieldsOf(claim);
  const named = lenders ?? fields.search?.lenders ?? [];
  const workspace = fields.workspace ?? 'Redress';
  const paths = named.map((lender) =>
    deskListMonthPath(
      'submitted',
      { workspace, lender },
      listMonthOf(fields.submittedAt ?? 0),
      deskListShardOf(claimId),
    ),
  );
  const rows = await Promise.all(
    paths.map(async (path) => {
      const listed = (await db.doc(path).get()).get('claims') as
        Record<string, Record<string, unknown>> | undefined;
      return listed?.[claimId] ?? ('missing' as const);
    }),
  );
  const places = deskListEntries(claimId, fields).filter((place) => place.scope.lender !== null);
  return {
    rows,
    expected: places.filter((place) => place.kind === 'submitted').map((place) => place.entry),
    remove: () =>
      Promise.all(
        places.map((place) =>
          db.doc(place.path).update(new FieldPath('claims', claimId), FieldValue.delete()),
        ),
      ),
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
