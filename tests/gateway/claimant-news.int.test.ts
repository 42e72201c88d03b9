import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fullName } from '../../contract/claim';
import { formatDay } from '../../contract/dates';
import { CANCELLATION_DAYS, ukDay } from '../../contract/lifecycle/dates';
import { StoredEventSchema } from '../../contract/lifecycle/stored';
import { CancelClaimResponseSchema } from '../../contract/responses';
import { settlementOf } from '../../contract/settlement';
import { recordOverdueResponses } from '../../functions/src/scheduled/overdue';
import { PROFILES } from '../../scripts/lib/stack.mjs';
import { lenderRowsOf } from '../desk/claims';
import { recordAsTheDesk } from './events';
import { staffCaller } from './staff';
import {
  adminApp,
  adminDb,
  anonymousCaller,
  checkedClaim,
  errorOf,
  generalRouteAgreement,
  generalRouteAnswers,
  submission,
  type Caller,
} from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Your claims on the app this test stack serves: what the gateway's emails link to on the emulators. */
const YOUR_CLAIMS = `http://127.0.0.1:${PROFILES.test.app}/form/claims`;
/** The lenders of submittedClaim's two complaints, in order. */
const LENDERS = { 'complaint-1': 'First Example Finance', 'complaint-2': 'Example Motor Finance' } as const;

/**
 * A claim submitted against two lenders, each with an agreement added by hand outside the redress
 * scheme, so that both complaints run on the general route (final responses, 8 weeks).
 */
async function submittedClaim() {
  const claimant = await anonymousCaller();
  const { claimId, agreementIds, applicant } = await checkedClaim(claimant);
  const request = submission(claimId, agreementIds, {}, applicant);
  const submitted = (await claimant.call('submitClaim', {
    ...request,
    answers: {
      ...request.answers,
      ...generalRouteAnswers(['First Example Finance', generalRouteAgreement.lender]),
    },
  })) as { data: { reference: string } };
  return { claimant, claimId, applicant, reference: submitted.data.reference };
}

const record = (caller: Caller, claimId: string, complaintId: string, event: object, key = randomUUID()) =>
  recordAsTheDesk(caller, { claimId, complaintId, idempotencyKey: key, event });

async function newsFor(claimId: string) {
  const snap = await adminDb().collection('mail').where('claimId', '==', claimId).get();
  return snap.docs
    .filter((doc) => doc.id.startsWith('claim-event-'))
    .map((doc) => ({
      id: doc.id,
      ...(doc.data() as { to: string; message: { subject: string; text: string; html: string } }),
    }));
}

async function states(claimId: string) {
  const snap = await adminDb().collection(`claims/${claimId}/complaints`).orderBy('complaintId').get();
  return snap.docs.map((doc) => doc.get('state') as string);
}

/** Moves the claim's signing back, as if it had been signed `days` ago (the window is counted from it). */
async function signedDaysAgo(claimId: string, days: number) {
  const signedAt = Date.now() - days * DAY_MS;
  const complaints = await adminDb().collection(`claims/${claimId}/complaints`).get();
  await Promise.all(complaints.docs.map((doc) => doc.ref.update({ signedAt })));
  await adminDb().doc(`claims/${claimId}`).update({ signedAt });
}

describe('cancelClaim (extension)', () => {
  it('cancels every complaint and the claim in one call within 14 days, and a retry records nothing more', async () => {
    const { claimant, claimId, reference, applicant } = await submittedClaim();
    // The 14th day after signing is still inside the window.
    await signedDaysAgo(claimId, CANCELLATION_DAYS);
    const key = randomUUID();
    const answer = v.parse(
      CancelClaimResponseSchema,
      await claimant.call('cancelClaim', { claimId, idempotencyKey: key }),
    );
    expect(answer.data.claimStatus).toBe('cancelled');
    expect(answer.data.events.map((e) => [e.complaintId, e.stateBefore, e.stateAfter])).toEqual([
      ['complaint-1', 'prepared', 'cancelled'],
      ['complaint-2', 'prepared', 'cancelled'],
    ]);
    expect(await states(claimId)).toEqual(['cancelled', 'cancelled']);
    expect((await adminDb().doc(`claims/${claimId}`).get()).get('status')).toBe('cancelled');
    // The desk lists it as cancelled in each of its lenders' lists too (decision 293).
    const rows = await lenderRowsOf(claimId);
    expect(rows.rows).toHaveLength(2);
    expect(rows.rows).toEqual(rows.expected);
    expect(rows.expected.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);

    const again = v.parse(
      CancelClaimResponseSchema,
      await claimant.call('cancelClaim', { claimId, idempotencyKey: key }),
    );
    expect(again.data.events.map((e) => e.id).sort()).toEqual(answer.data.events.map((e) => e.id).sort());
    const events = await adminDb().collection(`claims/${claimId}/events`).get();
    expect(events.docs.map((doc) => v.parse(StoredEventSchema, doc.data()).type)).toEqual([
      'claimant.cancel',
      'claimant.cancel',
    ]);

    // One confirmation, with the claimant's name and reference, the lenders it will not contact
    // and the link to Your claims (decision 264).
    const mails = await newsFor(claimId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ id: `claim-event-${claimId}-${key}`, to: applicant.email });
    expect(mails[0]?.message.subject).toBe(`Your claim ${reference}: your claim is cancelled`);
    expect(mails[0]?.message.text).toContain(`Dear ${fullName(applicant)},`);
    expect(mails[0]?.message.text).toContain(
      `we will not contact ${LENDERS['complaint-1']} or ${LENDERS['complaint-2']} for you`,
    );
    expect(mails[0]?.message.html).toContain(`<a href="${YOUR_CLAIMS}">Your claims</a>`);

    // A new call on a cancelled claim is refused: nothing is open.
    const twice = await errorOf(claimant.call('cancelClaim', { claimId, idempotencyKey: randomUUID() }));
    expect(twice).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'event-not-accepted' },
    });
  });

  it('is refused from the 15th day after signing, and nothing changes', async () => {
    const { claimant, claimId } = await submittedClaim();
    await signedDaysAgo(claimId, CANCELLATION_DAYS + 1);
    const refused = await errorOf(claimant.call('cancelClaim', { claimId, idempotencyKey: randomUUID() }));
    expect(refused).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'event-not-accepted', state: 'prepared', event: 'claimant.cancel' },
    });
    expect(await states(claimId)).toEqual(['prepared', 'prepared']);
    expect((await adminDb().doc(`claims/${claimId}`).get()).get('status')).toBe('submitted');
    expect(await newsFor(claimId)).toEqual([]);
  });

  it('is answered as for a missing claim to anyone but the claimant', async () => {
    const { claimId } = await submittedClaim();
    const stranger = await anonymousCaller();
    const refused = await errorOf(stranger.call('cancelClaim', { claimId, idempotencyKey: randomUUID() }));
    expect(refused).toMatchObject({ code: 'functions/not-found', details: { reason: 'claim' } });
    expect(await states(claimId)).toEqual(['prepared', 'prepared']);
  });
});

describe('an email on every event the claimant should know', () => {
  it('tells the claimant when a complaint is sent, received and offered, once per event even when retried, naming the lender and linking Your claims, with nothing else personal', async () => {
    const { claimId, reference, applicant } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    const sendKey = randomUUID();
    await record(handler, claimId, 'complaint-2', { type: 'handler.send' }, sendKey);
    await record(handler, claimId, 'complaint-2', { type: 'handler.send' }, sendKey);
    await record(handler, claimId, 'complaint-2', { type: 'handler.acknowledge' });
    const offerKey = randomUUID();
    await record(
      handler,
      claimId,
      'complaint-2',
      { type: 'handler.recordOffer', offerPence: 123_456 },
      offerKey,
    );
    await record(
      handler,
      claimId,
      'complaint-2',
      { type: 'handler.recordOffer', offerPence: 123_456 },
      offerKey,
    );

    const mails = await newsFor(claimId);
    expect(mails.map((m) => m.message.subject).sort()).toEqual(
      [
        `Your claim ${reference}: Example Motor Finance has received your complaint`,
        `Your claim ${reference}: we have sent your complaint to Example Motor Finance`,
        `Your claim ${reference}: Example Motor Finance has made an offer`,
      ].sort(),
    );
    expect(mails.map((m) => m.id)).toContain(`claim-event-${claimId}-${offerKey}`);
    for (const mail of mails) {
      expect(mail.to).toBe(applicant.email);
      for (const body of [mail.message.text, mail.message.html]) {
        expect(body).toContain(reference);
        expect(body).toContain(fullName(applicant));
        expect(body).toContain(LENDERS['complaint-2']);
        expect(body).not.toMatch(/one of your lenders/i);
        // Nothing else about the claimant or the claim: no amount, birth date or mobile.
        expect(body).not.toMatch(/1,234|1234\.56|123456/);
        expect(body).not.toContain(applicant.dateOfBirth);
        expect(body).not.toContain(applicant.phoneNumber);
      }
      // A guest (no password set): Your claims on the device they claimed on, linked, no "Sign in".
      expect(mail.message.text).toContain(
        `Open Your claims, on the device and browser you made your claim on,`,
      );
      expect(mail.message.text).toContain(YOUR_CLAIMS);
      expect(mail.message.html).toContain(`Open <a href="${YOUR_CLAIMS}">Your claims</a>`);
      expect(mail.message.text).not.toMatch(/sign in/i);
    }
  });

  it('says “Sign in” only to a claimant with a password, and to one whose account is gone sends the news without a link or a sign-in', async () => {
    const { claimant, claimId } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    const auth = getAuth(adminApp());
    const newsOf = async (key: string) =>
      (await newsFor(claimId)).find((mail) => mail.id === `claim-event-${claimId}-${key}`)?.message;

    await auth.updateUser(claimant.uid, { email: `news.${randomUUID().slice(0, 8)}@example.com` });
    const emailOnly = randomUUID();
    await record(handler, claimId, 'complaint-1', { type: 'handler.send' }, emailOnly);
    const toEmailOnly = await newsOf(emailOnly);
    expect(toEmailOnly?.text).toContain(`Open Your claims to see`);
    expect(toEmailOnly?.text).toContain('on the sign-in page you can ask for an email to set a password');
    expect(toEmailOnly?.text).not.toContain('Sign in to');

    await auth.updateUser(claimant.uid, { password: 'correct horse battery staple' });
    const withPassword = randomUUID();
    await record(handler, claimId, 'complaint-1', { type: 'handler.acknowledge' }, withPassword);
    const toPassword = await newsOf(withPassword);
    expect(toPassword?.subject).toContain(`${LENDERS['complaint-1']} has received your complaint`);
    expect(toPassword?.html).toContain(`Sign in to <a href="${YOUR_CLAIMS}">Your claims</a>`);

    await auth.deleteUser(claimant.uid);
    const deleted = randomUUID();
    await record(handler, claimId, 'complaint-2', { type: 'handler.send' }, deleted);
    const toNobody = await newsOf(deleted);
    expect(toNobody?.subject).toContain(`we have sent your complaint to ${LENDERS['complaint-2']}`);
    for (const body of [toNobody?.text, toNobody?.html]) {
      expect(body).not.toMatch(/sign in|Open Your claims/i);
      expect(body).not.toContain(YOUR_CLAIMS);
      expect(body).toContain('To hear more, or with any question, call us on');
    }
  });

  it('tells the claimant when a lender has not answered in time, a complaint is referred, withdrawn or closed, once each even when the nightly job runs twice', async () => {
    const { claimId, reference, applicant } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    const sent = (await record(handler, claimId, 'complaint-1', { type: 'handler.send' })) as {
      data: { complaint: { dueOn: string } };
    };
    await record(handler, claimId, 'complaint-2', { type: 'handler.send' });
    // Both complaints pass their due day unanswered; the job runs twice, as two schedulers might.
    const dayAfterDue = Date.parse(`${sent.data.complaint.dueOn}T12:00:00Z`) + DAY_MS;
    // The nightly job writes the claim's entries in its lenders' lists with the claim (decision 293).
    await (await lenderRowsOf(claimId)).remove();
    expect((await lenderRowsOf(claimId)).rows).toEqual(['missing', 'missing']);
    await recordOverdueResponses(adminDb(), () => dayAfterDue);
    const afterJob = await lenderRowsOf(claimId);
    expect(afterJob.rows).toHaveLength(2);
    expect(afterJob.rows).toEqual(afterJob.expected);
    await recordOverdueResponses(adminDb(), () => dayAfterDue);
    await record(handler, claimId, 'complaint-1', { type: 'handler.referToOmbudsman' });
    await record(handler, claimId, 'complaint-1', { type: 'handler.close' });
    await record(handler, claimId, 'complaint-2', { type: 'handler.withdraw' });
    expect(await states(claimId)).toEqual(['closed', 'withdrawn']);
    const ended = await lenderRowsOf(claimId);
    expect(ended.rows).toEqual(ended.expected);

    const news = await newsFor(claimId);
    expect(news.map((m) => m.message.subject.split(': ')[1]).sort()).toEqual(
      [
        'we have sent your complaint to First Example Finance',
        'we have sent your complaint to Example Motor Finance',
        'First Example Finance has not answered in time',
        'Example Motor Finance has not answered in time',
        'we have referred your complaint about First Example Finance to the Financial Ombudsman Service',
        'your complaint to First Example Finance is closed',
        'your complaint to Example Motor Finance has been withdrawn',
      ].sort(),
    );
    for (const mail of news) {
      expect(mail.to).toBe(applicant.email);
      expect(mail.message.subject.startsWith(`Your claim ${reference}: `)).toBe(true);
      expect(mail.message.text).toContain(fullName(applicant));
      for (const body of [mail.message.text, mail.message.html]) {
        expect(body).not.toMatch(/one of your lenders/i);
        expect(body).not.toContain(applicant.dateOfBirth);
        expect(body).not.toContain(applicant.phoneNumber);
      }
    }
  });

  it('emails the claimant after they accept an offer, naming the lender and that it settles the complaint, once even when retried', async () => {
    const { claimant, claimId, reference, applicant } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    await record(handler, claimId, 'complaint-2', { type: 'handler.send' });
    await record(handler, claimId, 'complaint-2', { type: 'handler.recordOffer', offerPence: 50_000 });
    const key = randomUUID();
    await record(claimant, claimId, 'complaint-2', { type: 'claimant.acceptOffer' }, key);
    await record(claimant, claimId, 'complaint-2', { type: 'claimant.acceptOffer' }, key);

    const mails = await newsFor(claimId);
    expect(mails.map((m) => m.message.subject.split(': ')[1]).sort()).toEqual([
      'Example Motor Finance has made an offer',
      'we have sent your complaint to Example Motor Finance',
      'you accepted Example Motor Finance’s offer',
    ]);
    const accepted = mails.find((m) => m.id === `claim-event-${claimId}-${key}`);
    expect(accepted?.to).toBe(applicant.email);
    expect(accepted?.message.subject).toBe(
      `Your claim ${reference}: you accepted Example Motor Finance’s offer`,
    );
    expect(accepted?.message.text).toContain(`Dear ${fullName(applicant)},`);
    expect(accepted?.message.text).toContain(
      'You accepted Example Motor Finance’s offer. This settles your complaint with Example Motor Finance.',
    );
    expect(accepted?.message.html).toContain('Example Motor Finance');
    for (const body of [accepted?.message.text, accepted?.message.html]) expect(body).not.toMatch(/£|500/);
  });

  it('emails the claimant after they decline an offer, naming the lender, what the firm does next and the ombudsman’s 6 months', async () => {
    const { claimant, claimId, reference } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    await record(handler, claimId, 'complaint-1', { type: 'handler.send' });
    await record(handler, claimId, 'complaint-1', { type: 'handler.recordOffer', offerPence: 50_000 });
    const key = randomUUID();
    await record(claimant, claimId, 'complaint-1', { type: 'claimant.declineOffer' }, key);
    expect(await states(claimId)).toEqual(['declined', 'prepared']);

    const declined = (await newsFor(claimId)).find((m) => m.id === `claim-event-${claimId}-${key}`);
    const lender = (await adminDb().doc(`claims/${claimId}/complaints/complaint-1`).get()).get(
      'lender',
    ) as string;
    expect(declined?.message.subject).toBe(`Your claim ${reference}: you declined ${lender}’s offer`);
    expect(declined?.message.text).toContain(`You declined ${lender}’s offer.`);
    expect(declined?.message.text).toContain(
      'tell you whether we can take your complaint to the Financial Ombudsman Service',
    );
    expect(declined?.message.text).toContain('within 6 months of the lender’s final response');
  });

  it('emails the payment whole (decision 270): what the lender paid us and on which day, our fee, what the claimant receives and by when, in the words of the contract’s breakdown', async () => {
    const { claimant, claimId, reference } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    await record(handler, claimId, 'complaint-2', { type: 'handler.send' });
    await record(handler, claimId, 'complaint-2', { type: 'handler.recordOffer', offerPence: 125_000 });
    await record(claimant, claimId, 'complaint-2', { type: 'claimant.acceptOffer' });
    const key = randomUUID();
    await record(
      handler,
      claimId,
      'complaint-2',
      { type: 'handler.recordPayment', amountPence: 120_000 },
      key,
    );
    await record(
      handler,
      claimId,
      'complaint-2',
      { type: 'handler.recordPayment', amountPence: 120_000 },
      key,
    );

    const complaint = await adminDb().doc(`claims/${claimId}/complaints/complaint-2`).get();
    const event = await adminDb().doc(`claims/${claimId}/events/${key}`).get();
    const settlement = settlementOf({
      lender: LENDERS['complaint-2'],
      state: 'paid',
      offerPence: null,
      paidPence: complaint.get('paidPence') as number,
      feePence: complaint.get('feePence') as number,
      paidOn: ukDay(event.get('at') as number),
    });
    const paid = (await newsFor(claimId)).filter((m) => m.id === `claim-event-${claimId}-${key}`);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.message.subject).toBe(
      `Your claim ${reference}: Example Motor Finance has paid your compensation`,
    );
    expect(paid[0]?.message.text).toContain(settlement!.sentences.join(' '));
    expect(paid[0]?.message.text).toContain(
      `Example Motor Finance paid £1,200 to us on ${formatDay(ukDay(event.get('at') as number))}.`,
    );
    expect(paid[0]?.message.text).toContain(
      'Our fee, from the fee schedule you agreed to, is £432 (VAT included).',
    );
    expect(paid[0]?.message.html).toContain(
      'We pay you the rest, £768, within 5 working days of receiving it.',
    );
  });
});
