import { randomUUID } from 'node:crypto';
import type { Workspace } from '../../contract/firms';
import { searchLender } from '../../contract/search';
import { generator, seedClaim } from '../../scripts/lib/seed';
import { adminDb, anonymousCaller, checkedClaim, submission } from '../gateway/support';

const random = generator(29);
const DAY = 24 * 60 * 60 * 1000;

/** A lender's name no other test uses, so a list filtered by it holds only this test's claims. */
export const freshLender = () => `Test Lender ${randomUUID().slice(0, 8)}`;

/**
 * Submitted claims written as the gateway leaves them (the seed's shape), against one lender; each
 * spec sets a claim's workspace, when it was submitted and when a response is due (its status
 * `in-progress` then, `submitted` otherwise). Their complaints are not written.
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
    await adminDb()
      .doc(`claims/${id}`)
      .set({
        ...claim,
        workspace: spec.workspace,
        submittedAt,
        lenders: [lender],
        search: { ...claim.search, lenders: [searchLender(lender)] },
        // A response is due only once a complaint has been sent: the claim is in progress then.
        ...(spec.responseDueInDays === undefined || spec.responseDueInDays === null
          ? { status: 'submitted', responseDueAt: null }
          : { status: 'in-progress', responseDueAt: now + spec.responseDueInDays * DAY }),
      });
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
