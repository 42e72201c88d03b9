// The desk's overview (decisions 273 and 274) in a browser against the emulators: claims submitted
// through the gateway in one workspace, to a lender no other test names, move its counts by route,
// state and lender; a supervisor and a handler both see them, each chart with its table, with no axe
// violation at 1280 px or at phone widths; one event recorded moves the figures again.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../contract/firms';
import { COMPLAINT_STATE_LABELS } from '../contract/lifecycle/states';
import { StoredComplaintSchema } from '../contract/lifecycle/stored';
import { DeskOverviewDataSchema, ROUTE_SHORT_NAMES, type OverviewFigures } from '../contract/overviewFigures';
import { staffCaller, type StaffCaller } from '../tests/desk/staff';
import { recordAsTheDesk } from '../tests/gateway/events';
import { anonymousCaller, checkedClaim, submission } from '../tests/gateway/support';
import { launch } from './support/browser';
import { accessibleOnPhones, isEmulatorSignInNoise, signInToDesk, staffAccount } from './support/desk';
import { chartRows } from './support/overview';
import * as j from './journeySupport';

/** The workspace the claims are made in: the one the other browser tests leave alone. */
const WORKSPACE: Workspace = 'SGUKINTERNAL';

/** Agreements added by hand, one on each route: Scheme 1 (2010), Scheme 2 (2018), general (2005). */
const ON_EVERY_ROUTE = [
  { startDate: '2010-05', agreementType: 'HP' },
  { startDate: '2018-03', agreementType: 'PCP' },
  { startDate: '2005-01', agreementType: 'HP' },
] as const;

/** A claim submitted through the gateway in WORKSPACE for these agreements with `lender`. */
async function submitted(
  lender: string,
  agreements: readonly { startDate: string; agreementType: string }[],
) {
  const claimant = await anonymousCaller();
  const { claimId, applicant } = await checkedClaim(claimant);
  const request = submission(claimId, [], {}, applicant);
  const manualAgreements = agreements.map((agreement) => ({ lender, ...agreement }));
  await claimant.call('submitClaim', {
    ...request,
    workspace: WORKSPACE,
    answers: { ...request.answers, agreementIds: [], manualAgreements },
  });
  return claimId;
}

const figuresOf = async (caller: StaffCaller): Promise<OverviewFigures> =>
  v.parse(v.object({ data: DeskOverviewDataSchema }), await caller.call('deskOverview', {})).data.total;

/** A figures list as the rows of its table: label to count. */
const rowsOf = <T>(items: readonly T[], label: (item: T) => string, count: (item: T) => number) =>
  Object.fromEntries(items.map((item) => [label(item), count(item)]));

/** The figures moved by `delta` (label → added count), as the rows the table should show. */
function plus(rows: Record<string, number>, delta: Record<string, number>) {
  const sum = { ...rows };
  for (const [label, n] of Object.entries(delta)) sum[label] = (sum[label] ?? 0) + n;
  return Object.fromEntries(Object.entries(sum).filter(([, n]) => n !== 0));
}

const byRoute = (figures: OverviewFigures) =>
  rowsOf(
    figures.byRoute,
    (r) => ROUTE_SHORT_NAMES[r.route],
    (r) => r.count,
  );
const byState = (figures: OverviewFigures) =>
  rowsOf(
    figures.byState,
    (s) => COMPLAINT_STATE_LABELS[s.state],
    (s) => s.count,
  );

/** Each chart's table as the page shows it: by route, by state, and the lender's row. */
async function shown(page: Page, lender: string) {
  return {
    routes: await chartRows(page, 'Complaints by route'),
    states: await chartRows(page, 'Complaints by state'),
    lender: (await chartRows(page, 'Complaints by lender'))[lender],
  };
}

describe('the desk overview', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a supervisor and a handler the counts by route, state and lender, each chart with its table, and moves them after an event', async () => {
    const lender = `Overview Motor Finance ${randomUUID().slice(0, 6)}`;
    const desk = await staffCaller({ role: 'handler', workspaces: [WORKSPACE] });
    const before = await figuresOf(desk);
    // Two claims: one with an agreement on every route, one on Scheme 2 alone; five complaints prepared.
    const everyRoute = await submitted(lender, ON_EVERY_ROUTE);
    await submitted(lender, [ON_EVERY_ROUTE[1]]);
    const complaints = await j.admin().db.collection(`claims/${everyRoute}/complaints`).get();
    const scheme2 = complaints.docs
      .map((doc) => v.parse(StoredComplaintSchema, doc.data()))
      .find((complaint) => complaint.route === 'scheme2')!;
    const expected = {
      routes: plus(byRoute(before), {
        [ROUTE_SHORT_NAMES.scheme1]: 1,
        [ROUTE_SHORT_NAMES.scheme2]: 2,
        [ROUTE_SHORT_NAMES.general]: 1,
      }),
      states: plus(byState(before), { [COMPLAINT_STATE_LABELS.prepared]: 4 }),
      lender: 4,
    };
    // byRoute lists every route, those with none too.
    for (const route of Object.values(ROUTE_SHORT_NAMES)) expected.routes[route] ??= 0;

    const openOverview = async (role: 'supervisor' | 'handler') => {
      const opened = await j.openPage(browser);
      await signInToDesk(opened.page, await staffAccount({ role, workspaces: [WORKSPACE] }));
      await opened.page
        .getByRole('navigation', { name: 'The desk' })
        .getByRole('link', { name: 'Overview' })
        .click();
      await j.onPage(opened.page, 'Overview');
      expect(await shown(opened.page, lender)).toEqual(expected);
      await j.expectAccessible(opened.page);
      await accessibleOnPhones(opened.page);
      return opened;
    };
    const supervisor = await openOverview('supervisor');
    expect(supervisor.problems.filter((problem) => !isEmulatorSignInNoise(problem))).toEqual([]);
    await supervisor.context.close();

    // One event, the Scheme 2 complaint sent to the lender: the handler's figures follow on refresh.
    const { context, page, problems } = await openOverview('handler');
    await recordAsTheDesk(desk, {
      claimId: everyRoute,
      complaintId: scheme2.complaintId,
      idempotencyKey: randomUUID(),
      event: { type: 'handler.send' },
    });
    await page.getByRole('button', { name: 'Refresh the figures' }).click();
    const moved = plus(expected.states, {
      [COMPLAINT_STATE_LABELS.prepared]: -1,
      [COMPLAINT_STATE_LABELS.sent]: 1,
    });
    await expect.poll(async () => (await shown(page, lender)).states).toEqual(moved);
    expect((await shown(page, lender)).routes).toEqual(expected.routes);
    await j.expectAccessible(page);
    expect(problems.filter((problem) => !isEmulatorSignInNoise(problem))).toEqual([]);
    await context.close();
    // Three sign-ins with a texted code, two claims checked and submitted: slow on a loaded machine.
  }, 300_000);
});
