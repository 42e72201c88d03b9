// Decision 286: the desk's searches read the search index by id, never a query over the claims.
// A claim submitted through the gateway is found by each search, only by handlers of its
// workspace; claims sharing an email are all found; a deleted account's claims are found by
// reference only, and the index keeps no email or surname of theirs; the seed's claims are found.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeskListClaimsResponseSchema, type DeskListClaimsData } from '../../contract/desk';
import type { Workspace } from '../../contract/firms';
import { deskSearchPath, searchEmail, searchSurname } from '../../contract/search';
import { eraseAccountData } from '../../functions/src/claims/erasure';
import { seed } from '../../scripts/lib/seed';
import { staffCaller, type StaffCaller } from '../desk/staff';
import { adminDb, anonymousCaller, checkedClaim, submission } from './support';

const list = async (caller: StaffCaller, request: Record<string, unknown>): Promise<DeskListClaimsData> =>
  v.parse(DeskListClaimsResponseSchema, await caller.call('deskListClaims', request)).data;
const ids = (page: DeskListClaimsData) => page.claims.map((c) => c.claimId);

/** A claim submitted through the gateway by a new claimant, in a workspace, with the email given. */
async function submitted(workspace: Workspace, email?: string) {
  const claimant = await anonymousCaller();
  const checked = await checkedClaim(claimant);
  const applicant = { ...checked.applicant, ...(email ? { email } : {}) };
  const result = (await claimant.call(
    'submitClaim',
    submission(checked.claimId, checked.agreementIds, { workspace }, applicant),
  )) as { data: { reference: string } };
  return { uid: claimant.uid, claimId: checked.claimId, applicant, reference: result.data.reference };
}

const searchesFor = (claim: Awaited<ReturnType<typeof submitted>>) => ({
  reference: { by: 'reference', reference: claim.reference },
  email: { by: 'email', email: claim.applicant.email },
  surnamePostcode: { by: 'surnamePostcode', surname: claim.applicant.lastName, postcode: 'SW1A 1AA' },
});

/** The callers this file searches as: a handler of SGUK, one of Redress, a supervisor of all four. */
const callers = {
  sguk: { role: 'handler', workspaces: ['SGUK'] },
  redress: { role: 'handler', workspaces: ['Redress'] },
  every: { role: 'supervisor', workspaces: ['Redress', 'Complex365', 'SGUK', 'SGUKINTERNAL'] },
} as const;
let sgukHandler: StaffCaller;
let redressHandler: StaffCaller;
let everyWorkspace: StaffCaller;

beforeAll(async () => {
  const made = await Promise.all(
    Object.values(callers).map(({ role, workspaces }) => staffCaller({ role, workspaces: [...workspaces] })),
  );
  [sgukHandler, redressHandler, everyWorkspace] = made as [StaffCaller, StaffCaller, StaffCaller];
});

describe('deskListClaims: a search reads the search index', () => {
  it('finds a claim by each search as soon as it is submitted, from its entry in each search’s document', async () => {
    const claim = await submitted('SGUK');
    for (const search of Object.values(searchesFor(claim))) {
      expect(ids(await list(sgukHandler, { search }))).toEqual([claim.claimId]);
    }
    const found = await adminDb()
      .doc(deskSearchPath({ by: 'reference', reference: claim.reference }))
      .get();
    const entries = found.get('claims') as Record<string, { workspace: string; submittedAt: number }>;
    expect(Object.keys(entries)).toEqual([claim.claimId]);
    expect(entries[claim.claimId]!.workspace).toBe('SGUK');
    expect(typeof entries[claim.claimId]!.submittedAt).toBe('number');
  });

  it('finds every claim made with one email, newest first, a page at a time, and only in the caller’s workspaces', async () => {
    const email = `shared.${randomUUID().slice(0, 8)}@example.com`;
    const first = await submitted('SGUK', email);
    const second = await submitted('SGUK', email.toUpperCase());
    const elsewhere = await submitted('Redress', email);
    const search = { by: 'email', email };
    expect(ids(await list(sgukHandler, { search }))).toEqual([second.claimId, first.claimId]);
    expect(ids(await list(redressHandler, { search }))).toEqual([elsewhere.claimId]);
    const all = await list(everyWorkspace, { search, pageSize: 2 });
    expect(ids(all)).toEqual([elsewhere.claimId, second.claimId]);
    expect(all.nextCursor).not.toBeNull();
    const rest = await list(everyWorkspace, { search, pageSize: 2, cursor: all.nextCursor });
    expect(ids(rest)).toEqual([first.claimId]);
    expect(rest.nextCursor).toBeNull();
    // A cursor is good for the search it came from only.
    const other = await everyWorkspace
      .call('deskListClaims', { search: { by: 'email', email: 'x@example.com' }, cursor: all.nextCursor })
      .catch((error: unknown) => error);
    expect(other).toMatchObject({ code: 'functions/invalid-argument' });
  });

  it('finds nothing for a handler of another workspace, nor for a search nobody made', async () => {
    const claim = await submitted('SGUK');
    for (const search of Object.values(searchesFor(claim))) {
      expect(await list(redressHandler, { search })).toEqual({ claims: [], nextCursor: null });
    }
    expect(
      await list(sgukHandler, { search: { by: 'email', email: `nobody.${randomUUID()}@example.com` } }),
    ).toEqual({
      claims: [],
      nextCursor: null,
    });
  });

  it('finds a deleted account’s claim by its reference only, and keeps no search by its email or surname', async () => {
    const claim = await submitted('SGUK');
    const searches = searchesFor(claim);
    await eraseAccountData(adminDb(), claim.uid, Date.now());
    expect(ids(await list(sgukHandler, { search: searches.reference }))).toEqual([claim.claimId]);
    expect(ids(await list(sgukHandler, { search: searches.email }))).toEqual([]);
    expect(ids(await list(sgukHandler, { search: searches.surnamePostcode }))).toEqual([]);
    // Nothing else was found by them: their documents, named by the email and surname, are gone.
    const email = await adminDb()
      .doc(deskSearchPath({ by: 'email', email: searchEmail(claim.applicant.email) }))
      .get();
    const surname = await adminDb()
      .doc(
        deskSearchPath({
          by: 'surnamePostcode',
          surname: searchSurname(claim.applicant.lastName),
          postcode: 'SW1A 1AA',
        }),
      )
      .get();
    expect(email.exists).toBe(false);
    expect(surname.exists).toBe(false);
  });

  it('takes a deleted account’s claim out of a search it shares, leaving the other claims found', async () => {
    const email = `kept.${randomUUID().slice(0, 8)}@example.com`;
    const kept = await submitted('SGUK', email);
    const deleted = await submitted('SGUK', email);
    await eraseAccountData(adminDb(), deleted.uid, Date.now());
    expect(ids(await list(sgukHandler, { search: { by: 'email', email } }))).toEqual([kept.claimId]);
  });

  it('finds the seed’s claims by each search', async () => {
    const result = await seed(adminDb(), { claims: 6, seed: 286 });
    const claims = await adminDb().getAll(...result.claimIds.map((id) => adminDb().doc(`claims/${id}`)));
    for (const claim of claims) {
      const {
        applicant,
        answers,
        submission: submitted,
        workspace,
      } = claim.data() as {
        applicant: { email: string; lastName: string };
        answers: { currentAddress: { postcode: string } };
        submission: { reference: string };
        workspace: Workspace;
      };
      const searches = [
        { by: 'reference', reference: submitted.reference },
        { by: 'email', email: applicant.email },
        { by: 'surnamePostcode', surname: applicant.lastName, postcode: answers.currentAddress.postcode },
      ];
      for (const search of searches) {
        const page = await list(everyWorkspace, { search, workspace });
        expect(ids(page)).toContain(claim.id);
      }
    }
  });
});
