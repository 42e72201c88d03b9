// Claims under the FCA's motor finance redress scheme (decisions 254, 258 and 259), in the browser
// against the emulators: a claim with a Scheme 2, a Scheme 1 and a 2005 agreement makes three
// complaints, each on its route; the handler records a Scheme 2 determination below the figure the
// desk works out and sees the warning with the working; the claimant disputes it on Your claims;
// the handler refers it to the Financial Ombudsman Service. What landed is read back from Firestore.
import { describe, expect, it } from 'vitest';
import { agreementRoutesOfClaim } from '../contract/claimRoutes';
import { preparedComplaint } from '../contract/lifecycle/machine';
import { COMPLAINT_STATE_LABELS } from '../contract/lifecycle/states';
import { complaintsOfClaim } from '../contract/lifecycle/stored';
import { COMPLAINT_EVENT_WORDS } from '../contract/statusWords';
import { determinationDueOn } from '../contract/scheme/deadlines';
import type { Workspace } from '../contract/firms';
import { EMULATOR_CLOCK_DOC } from '../functions/src/lib/emulatorClock';
import { recordOverdueResponses } from '../functions/src/scheduled/overdue';
import { sharedBrowser } from './support/browser';
import {
  accessibleOnPhones,
  isEmulatorSignInNoise,
  openByReference,
  signInToDesk,
  staffAccount,
} from './support/desk';
import { DAY, HOME_ADDRESS, seedClaimant, seedSignedClaim, type SeededClaimant } from './support/seed';
import * as j from './journeySupport';

/** One lender, three agreements: Scheme 2 (2018), Scheme 1 (2010) and outside the scheme (2005). */
const MANUAL_AGREEMENTS = [
  { lender: 'Black Horse', startDate: '2018-03', agreementType: 'HP', vehicle: 'Ford Focus' },
  { lender: 'Black Horse', startDate: '2010-05', agreementType: 'PCP', vehicle: 'Vauxhall Corsa' },
  { lender: 'Black Horse', startDate: '2005-01', agreementType: 'HP', vehicle: 'Nissan Micra' },
] as const;

/** The claim as submission stores it today: its agreements' routes, and one complaint per route. */
async function seedSchemeClaim(
  owner: SeededClaimant,
  claimId: string,
  signedAt: number,
  workspace: Workspace = 'Redress',
) {
  const answers = {
    agreementIds: [],
    manualAgreements: [...MANUAL_AGREEMENTS],
    otherFirmInstructed: false,
    currentAddress: { ...HOME_ADDRESS, movedIn: '2010-03' },
    consents: { terms: true, letterOfAuthority: true, fees: true },
  };
  const claim = { agreements: [], answers };
  await seedSignedClaim(owner, claimId, signedAt, {
    ...claim,
    agreementRoutes: agreementRoutesOfClaim(claim),
    workspace,
  });
  const { db } = j.admin();
  for (const { complaintId, lender, route, agreements } of complaintsOfClaim(claim)) {
    await db.doc(`claims/${claimId}/complaints/${complaintId}`).set({
      complaintId,
      lender,
      agreements: agreements.map((a) => JSON.parse(JSON.stringify(a)) as unknown),
      uid: owner.uid,
      workspace,
      ...preparedComplaint({ signedAt, route }),
      eventCount: 0,
      createdAt: signedAt,
      updatedAt: signedAt,
    });
  }
}

describe('claims under the redress scheme', () => {
  const browser = sharedBrowser();

  it('shows each complaint’s route; a Scheme 2 determination below the desk’s figure is flagged with the working, disputed by the claimant and referred to the ombudsman', async () => {
    const who = await seedClaimant('Schemeroutes', 'scheme routes pass phrase');
    const claimId = `scheme-${who.uid}`;
    await seedSchemeClaim(who, claimId, Date.now() - 3 * DAY);
    const { db } = j.admin();
    const stored = async () =>
      (await db.collection(`claims/${claimId}/complaints`).orderBy('complaintId').get()).docs.map((d) =>
        d.data(),
      );
    expect((await stored()).map((c): unknown[] => [c.complaintId, c.route])).toEqual([
      ['complaint-1', 'scheme2'],
      ['complaint-2', 'scheme1'],
      ['complaint-3', 'general'],
    ]);

    // The desk: each complaint names its route and what the lender's answer is called.
    const handler = await staffAccount({ role: 'handler', workspaces: ['Redress'] });
    const desk = await j.openPage(browser());
    await signInToDesk(desk.page, handler);
    await openByReference(desk.page, who.reference);
    await j.onPage(desk.page, `Claim ${who.reference}`);
    const complaints = desk.page.getByRole('region', { name: 'Black Horse' });
    await expect.poll(() => complaints.count()).toBe(3);
    const [scheme2, scheme1, general] = [0, 1, 2].map((n) => complaints.nth(n));
    await scheme2!.getByText(/^Scheme 2 of the FCA’s motor finance redress scheme/).waitFor();
    await scheme1!.getByText(/^Scheme 1 of the FCA’s motor finance redress scheme/).waitFor();
    await general!.getByText(/^The general complaints route/).waitFor();

    // Scheme 2: sent with its letter; due by the scheme's deadline; an offer is not what it takes.
    await Promise.all([
      desk.page.waitForEvent('download'),
      scheme2!.getByRole('button', { name: 'Send the complaint to the lender' }).click(),
    ]);
    await scheme2!.getByText(COMPLAINT_STATE_LABELS.sent, { exact: true }).waitFor();
    const sent = (await stored())[0]!;
    expect(sent.dueOn).toBe(determinationDueOn('scheme2', sent.sentOn as string));
    expect(await scheme2!.getByRole('button', { name: 'Record an offer' }).count()).toBe(0);

    // The lender determines £150 of redress by the hybrid remedy.
    await scheme2!.getByRole('radio', { name: 'Redress is due', exact: true }).check();
    await scheme2!.getByRole('radio', { name: /^A mix of the commission repaid/ }).check();
    await scheme2!.getByLabel(/^The total sum offered/).fill('150');
    await scheme2!.getByLabel(/^The compensatory interest within it/).fill('15');
    await scheme2!.getByRole('button', { name: 'Record the lender’s determination' }).click();
    await scheme2!.getByText(COMPLAINT_STATE_LABELS.determined, { exact: true }).waitFor();

    // The desk works the remedies out from the agreement's figures and flags the lender's sum.
    await scheme2!.getByLabel(/^Amount of credit/).fill('12000');
    await scheme2!.getByLabel(/^APR/).fill('9.9');
    await scheme2!.getByLabel(/^Term/).fill('48');
    const start = scheme2!.getByRole('group', { name: 'The day the agreement started' });
    await start.getByLabel('Day').fill('15');
    await start.getByLabel('Month').fill('3');
    await start.getByLabel('Year').fill('2018');
    await scheme2!.getByLabel(/^Commission paid/).fill('1200');
    await scheme2!
      .getByRole('group', { name: /discretionary/ })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    await scheme2!
      .getByRole('group', { name: /tied/ })
      .getByRole('radio', { name: 'No', exact: true })
      .check();
    await scheme2!.getByRole('button', { name: 'Check the determination' }).click();
    const found = scheme2!.getByRole('status').filter({ hasText: 'What the check found' });
    await found.getByText(/Below our figure by more than the firm allows/).waitFor();
    await found.getByRole('table', { name: 'The remedy that applies' }).waitFor();
    expect(await found.getByRole('table').count()).toBeGreaterThanOrEqual(2);
    await accessibleOnPhones(desk.page);

    // The claimant sees the routes, the determination in words with what they may receive, and disputes it.
    const claimant = await j.openPage(browser());
    await j.signInToYourClaims(claimant.page, who);
    const theirs = claimant.page.getByRole('region', { name: 'Black Horse' });
    await expect.poll(() => theirs.count()).toBe(3);
    await theirs
      .nth(0)
      .getByText(/^We complain under Scheme 2 of the FCA’s motor finance redress scheme/)
      .waitFor();
    await theirs
      .nth(1)
      .getByText(/^We complain under Scheme 1/)
      .waitFor();
    await theirs
      .nth(2)
      .getByText(/^We complain to the lender under the usual complaint rules/)
      .waitFor();
    await theirs
      .nth(0)
      .getByText(/whether or not you use a firm like us/)
      .waitFor();
    await theirs.nth(0).getByRole('button', { name: 'Dispute the determination' }).click();
    await theirs.nth(0).getByRole('button', { name: 'Yes, dispute the determination' }).click();
    await theirs
      .nth(0)
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`: ${COMPLAINT_EVENT_WORDS['claimant.disputeDetermination']}$`) })
      .waitFor();
    expect(claimant.problems).toEqual([]);
    await claimant.context.close();

    // The desk refers the disputed determination to the ombudsman.
    await desk.page.reload({ waitUntil: 'networkidle' });
    await j.onPage(desk.page, `Claim ${who.reference}`);
    await scheme2!.getByText(COMPLAINT_STATE_LABELS.disputed, { exact: true }).waitFor();
    await scheme2!.getByRole('button', { name: 'Refer to the Financial Ombudsman Service' }).click();
    // The state's words are the referral event's too: both show once it is recorded.
    await expect
      .poll(() => scheme2!.getByText(COMPLAINT_STATE_LABELS.referred, { exact: true }).count())
      .toBe(2);
    await desk.context.close();

    // What landed: the events in order, the determination, and the emails.
    const events = (
      await db.collection(`claims/${claimId}/events`).where('complaintId', '==', 'complaint-1').get()
    ).docs
      .map((d) => d.data())
      .sort((a, b) => (a.seq as number) - (b.seq as number))
      .map((e): unknown[] => [e.type, e.stateAfter]);
    expect(events).toEqual([
      ['handler.send', 'sent'],
      ['handler.recordDetermination', 'determined'],
      ['claimant.disputeDetermination', 'disputed'],
      ['handler.referToOmbudsman', 'referred'],
    ]);
    expect((await stored())[0]).toMatchObject({
      state: 'referred',
      determination: { outcome: 'redress', remedy: 'hybrid', amountPence: 15_000, interestPence: 1_500 },
    });
    const subjects = (await db.collection('mail').where('claimId', '==', claimId).get()).docs.map(
      (d) => d.get('message.subject') as string,
    );
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your claim ${who.reference}: Black Horse has sent its determination`,
        `Your claim ${who.reference}: you disputed Black Horse’s determination`,
      ]),
    );
  });

  it('a Scheme 1 complaint passes the scheme’s deadline with no determination and is listed overdue at the desk', async () => {
    // A workspace no other browser test files claims in, so the overdue list holds this claim alone.
    const who = await seedClaimant('Schemeoverdue', 'scheme overdue pass phrase');
    const claimId = `scheme-overdue-${who.uid}`;
    await seedSchemeClaim(who, claimId, Date.now() - 3 * DAY, 'SGUKINTERNAL');
    const { db } = j.admin();
    const handler = await staffAccount({ role: 'handler', workspaces: ['SGUKINTERNAL'] });
    const desk = await j.openPage(browser());
    await signInToDesk(desk.page, handler);
    await openByReference(desk.page, who.reference);
    await j.onPage(desk.page, `Claim ${who.reference}`);
    const scheme1 = desk.page.getByRole('region', { name: 'Black Horse' }).nth(1);
    await scheme1.getByText(/^Scheme 1 of the FCA’s motor finance redress scheme/).waitFor();
    await Promise.all([
      desk.page.waitForEvent('download'),
      scheme1.getByRole('button', { name: 'Send the complaint to the lender' }).click(),
    ]);
    await scheme1.getByText(COMPLAINT_STATE_LABELS.sent, { exact: true }).waitFor();
    const complaint = db.doc(`claims/${claimId}/complaints/complaint-2`);
    const { sentOn, dueOn } = (await complaint.get()).data() as { sentOn: string; dueOn: string };
    expect(dueOn).toBe(determinationDueOn('scheme1', sentOn));

    // The day after the due day, on the service's clock (the emulators' moved clock, decision 261).
    const offsetMs = Date.parse(`${dueOn}T12:00:00Z`) + DAY - Date.now();
    const clock = db.doc(EMULATOR_CLOCK_DOC);
    await clock.set({ offsetMs });
    try {
      // The nightly job's run on that day records the missed deadline and tells the claimant.
      const { recorded } = await recordOverdueResponses(db, () => Date.now() + offsetMs);
      expect(recorded).toBeGreaterThanOrEqual(1);
      expect((await complaint.get()).get('state')).toBe('noResponse');

      await desk.page.getByRole('link', { name: 'Claims', exact: true }).first().click();
      await j.onPage(desk.page, 'Claims');
      // The gateway's overdue list, by response due, longest overdue first.
      await desk.page.getByRole('button', { name: 'Response due' }).click();
      await desk.page.waitForURL(/[?&]overdue=yes/);
      const overdue = desk.page.getByRole('table', { name: /^Overdue claims, longest overdue first/ });
      const row = overdue.getByRole('row').filter({ hasText: who.reference });
      await row.getByText('Overdue', { exact: true }).waitFor();
      await j.expectAccessible(desk.page);
      expect(desk.problems.filter((problem) => !isEmulatorSignInNoise(problem))).toEqual([]);
    } finally {
      await clock.delete();
      await desk.context.close();
    }
    const subjects = (await db.collection('mail').where('claimId', '==', claimId).get()).docs.map(
      (d) => d.get('message.subject') as string,
    );
    expect(subjects).toContain(`Your claim ${who.reference}: Black Horse has not answered in time`);
  });
});
