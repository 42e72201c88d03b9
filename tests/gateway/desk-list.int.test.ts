import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DeskListClaimsResponseSchema,
  SEARCH_OR_FILTER_MESSAGE,
  type DeskListClaimsData,
} from '../../contract/desk';
import { randomUUID } from 'node:crypto';
import { endOfUkDay } from '../../contract/lifecycle/dates';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { claimsAgainst, freshLender, lenderRowsOf, submittedClaim } from '../desk/claims';
import { refusalOf, staffCaller, type StaffCaller } from '../desk/staff';
import { adminDb } from './support';

/** The list as the desk reads it: the answer must be what the contract says. */
const list = async (caller: StaffCaller, request: Record<string, unknown>): Promise<DeskListClaimsData> =>
  v.parse(DeskListClaimsResponseSchema, await caller.call('deskListClaims', request)).data;
const ids = (page: DeskListClaimsData) => page.claims.map((c) => c.claimId);

let sgukHandler: StaffCaller;
let redressHandler: StaffCaller;
let claim: Awaited<ReturnType<typeof submittedClaim>>;

beforeAll(async () => {
  [sgukHandler, redressHandler, claim] = await Promise.all([
    staffCaller({ role: 'handler', workspaces: ['SGUK'] }),
    staffCaller({ role: 'handler', workspaces: ['Redress'] }),
    submittedClaim('SGUK'),
  ]);
});

describe('deskListClaims: finding a claim', () => {
  it('finds a claim submitted in the handler’s workspace by reference, by email, and by surname and postcode', async () => {
    const searches = [
      { by: 'reference', reference: claim.reference.toLowerCase().replace('-', ' ') },
      { by: 'email', email: claim.applicant.email.toUpperCase() },
      { by: 'surnamePostcode', surname: claim.applicant.lastName.toLowerCase(), postcode: 'SW1A1AA' },
    ];
    for (const search of searches) {
      const page = await list(sgukHandler, { search });
      expect(ids(page)).toEqual([claim.claimId]);
      expect(page.claims[0]).toMatchObject({
        reference: claim.reference,
        workspace: 'SGUK',
        status: 'submitted',
        claimant: `${claim.applicant.firstName} ${claim.applicant.lastName}`,
        postcode: 'SW1A 1AA',
        responseDueAt: null,
        overdue: false,
      });
      expect(page.claims[0]!.lenders).toHaveLength(1);
    }
  });

  it('finds nothing for a handler of another workspace, and refuses them that workspace', async () => {
    const page = await list(redressHandler, { search: { by: 'reference', reference: claim.reference } });
    expect(page.claims).toEqual([]);
    expect(await refusalOf(redressHandler.call('deskListClaims', { workspace: 'SGUK' }))).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'workspace' },
    });
    const refused = await adminDb()
      .collection('audit')
      .where('uid', '==', redressHandler.uid)
      .where('outcome', '==', 'refused')
      .get();
    expect(refused.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ action: 'claims.list', workspaces: ['Redress', 'SGUK'] }),
    ]);
  });

  it('refuses a search sent with a filter, saying why', async () => {
    const refusal = await refusalOf(
      sgukHandler.call('deskListClaims', {
        lender: 'Black Horse',
        search: { by: 'email', email: 'a@example.com' },
      }),
    );
    expect(refusal.code).toBe('functions/invalid-argument');
    expect(refusal.message).toContain(SEARCH_OR_FILTER_MESSAGE);
  });

  it('records the search in the audit log by its kind, never by what was searched for', async () => {
    await list(sgukHandler, { search: { by: 'email', email: claim.applicant.email } });
    const entries = await adminDb().collection('audit').where('uid', '==', sgukHandler.uid).get();
    const bySearch = entries.docs
      .map((d) => d.data() as AuditRecord)
      .filter((e) => e.details.search === 'email');
    expect(bySearch.length).toBeGreaterThan(0);
    expect(bySearch[0]).toMatchObject({
      uid: sgukHandler.uid,
      role: 'handler',
      action: 'claims.list',
      claimId: null,
      workspaces: ['SGUK'],
      outcome: 'ok',
      details: { filters: [], search: 'email', results: 1, page: 'first' },
    });
    expect(typeof bySearch[0]!.at).toBe('number');
    const everything = JSON.stringify(entries.docs.map((d) => d.data()));
    expect(everything).not.toContain(claim.applicant.email);
    expect(everything).not.toContain(claim.applicant.lastName.toLowerCase());
  });
});

describe('deskListClaims: the list, by workspace and filter', () => {
  it('lists only the claims of the workspaces the caller was granted', async () => {
    const lender = freshLender();
    const [r1, r2, s1] = await claimsAgainst(lender, [
      { workspace: 'Redress', daysAgo: 3 },
      { workspace: 'Redress', daysAgo: 1 },
      { workspace: 'SGUK', daysAgo: 2 },
    ]);
    expect(ids(await list(redressHandler, { lender }))).toEqual([r2, r1]);
    expect(ids(await list(sgukHandler, { lender }))).toEqual([s1]);
    const both = await staffCaller({ role: 'handler', workspaces: ['Redress', 'SGUK'] });
    expect(ids(await list(both, { lender }))).toEqual([r2, s1, r1]);
    expect(ids(await list(both, { lender, workspace: 'SGUK' }))).toEqual([s1]);
  });

  it('lists every workspace’s claims for a caller granted all four, a page at a time', async () => {
    const lender = freshLender();
    const [r, c, s, i] = await claimsAgainst(lender, [
      { workspace: 'Redress', daysAgo: 4 },
      { workspace: 'Complex365', daysAgo: 3 },
      { workspace: 'SGUK', daysAgo: 2 },
      { workspace: 'SGUKINTERNAL', daysAgo: 1, responseDueInDays: -1 },
    ]);
    const every = await staffCaller({
      role: 'supervisor',
      workspaces: ['Redress', 'Complex365', 'SGUK', 'SGUKINTERNAL'],
    });
    const first = await list(every, { lender, pageSize: 3 });
    expect(ids(first)).toEqual([i, s, c]);
    expect(ids(await list(every, { lender, pageSize: 3, cursor: first.nextCursor }))).toEqual([r]);
    expect(ids(await list(every, { lender, overdue: true }))).toEqual([i]);
    expect(ids(await list(every, { lender, workspace: 'Complex365' }))).toEqual([c]);
    // A claim signed but not yet submitted is in no list.
    const { submittedAt: _submitted, ...signedOnly } =
      (await adminDb().doc(`claims/${r}`).get()).data() ?? {};
    await adminDb().doc(`claims/${r}-unsubmitted`).set(signedOnly);
    expect(ids(await list(every, { lender }))).toEqual([i, s, c, r]);
  });

  it('lists the overdue claims, longest overdue first, and filters by status', async () => {
    const lender = freshLender();
    const [late, later, due, none] = await claimsAgainst(lender, [
      { workspace: 'Redress', responseDueInDays: -3 },
      { workspace: 'Redress', responseDueInDays: -20 },
      { workspace: 'Redress', responseDueInDays: 10 },
      { workspace: 'Redress', responseDueInDays: null },
    ]);
    const overdue = await list(redressHandler, { lender, overdue: true });
    expect(ids(overdue)).toEqual([later, late]);
    expect(overdue.claims.every((c) => c.overdue)).toBe(true);
    const inProgress = await list(redressHandler, { lender, status: 'in-progress' });
    expect(new Set(ids(inProgress))).toEqual(new Set([late, later, due]));
    expect(inProgress.claims.find((c) => c.claimId === due)).toMatchObject({ overdue: false });
    expect(ids(await list(redressHandler, { lender, status: 'submitted' }))).toEqual([none]);
    expect(await list(redressHandler, { lender, status: 'draft' })).toEqual({ claims: [], nextCursor: null });
  });

  it('lists a claim with the status and response date its complaints’ events give it', async () => {
    const ours = await submittedClaim('Redress');
    const byReference = { search: { by: 'reference', reference: ours.reference } };
    expect((await list(redressHandler, byReference)).claims[0]).toMatchObject({
      status: 'submitted',
      responseDueAt: null,
      overdue: false,
    });
    const sent = (await redressHandler.call('deskSendComplaint', {
      claimId: ours.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
    })) as { data: { complaint: { dueOn: string } } };
    expect((await list(redressHandler, byReference)).claims[0]).toMatchObject({
      claimId: ours.claimId,
      status: 'in-progress',
      responseDueAt: new Date(endOfUkDay(sent.data.complaint.dueOn)).toISOString(),
      overdue: false,
    });
  });

  it('keeps a claim’s entries in its lenders’ lists as the claim: from its submission, through each event', async () => {
    const ours = await submittedClaim('SGUK');
    const submitted = await lenderRowsOf(ours.claimId);
    expect(submitted.rows).toHaveLength(1);
    expect(submitted.rows).toEqual(submitted.expected);
    expect(submitted.rows[0]).toMatchObject({ workspace: 'SGUK', status: 'submitted', responseDueAt: null });
    await sgukHandler.call('deskSendComplaint', {
      claimId: ours.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
    });
    const sent = await lenderRowsOf(ours.claimId);
    expect(sent.rows).toEqual(sent.expected);
    expect(sent.rows[0]).toMatchObject({
      status: 'in-progress',
      responseDueAt: expect.any(Number) as unknown,
    });
  });

  it('lists a lender’s claims from the lender’s list', async () => {
    const lender = freshLender();
    const [kept, unlisted] = await claimsAgainst(lender, [
      { workspace: 'SGUK', daysAgo: 2 },
      { workspace: 'SGUK', daysAgo: 1 },
    ]);
    // A claim with no entry in the lender's list is not in it, though it is still found.
    await (await lenderRowsOf(unlisted!)).remove();
    expect(ids(await list(sgukHandler, { lender }))).toEqual([kept]);
    const reference = (await adminDb().doc(`claims/${unlisted}`).get()).get('submission.reference') as string;
    expect(ids(await list(sgukHandler, { search: { by: 'reference', reference } }))).toEqual([unlisted]);
  });

  it('pages by cursor, newest first, each claim once', async () => {
    const lender = freshLender();
    const made = await claimsAgainst(
      lender,
      [5, 4, 3, 2, 1].map((daysAgo) => ({ workspace: 'SGUK' as const, daysAgo })),
    );
    const first = await list(sgukHandler, { lender, pageSize: 2 });
    const second = await list(sgukHandler, { lender, pageSize: 2, cursor: first.nextCursor });
    const third = await list(sgukHandler, { lender, pageSize: 2, cursor: second.nextCursor });
    expect([ids(first), ids(second), ids(third)]).toEqual([
      [made[4], made[3]],
      [made[2], made[1]],
      [made[0]],
    ]);
    expect(third.nextCursor).toBeNull();
    const refusal = await refusalOf(
      sgukHandler.call('deskListClaims', { lender, overdue: true, cursor: first.nextCursor }),
    );
    expect(refusal).toMatchObject({ code: 'functions/invalid-argument' });
    expect(refusal.message).toContain('does not belong to this list');
  });
});
