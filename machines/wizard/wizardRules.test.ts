import { describe, expect, it } from 'vitest';
import { sampleAnswers as a } from './fixtures';
import { reachedSteps } from './selectors';
import { createTestWizard, flush, toAgreements, toReview } from './testing';

// The journey's rules: field checks, no skipping ahead, gateway failures and the passcode. A change
// from the review page is changeFromReview.test.ts.

describe('field validation', () => {
  it('keeps the claimant on the step with GOV.UK-style messages by the field', () => {
    const { actor, step } = createTestWizard();
    actor.send({ type: 'user.continue' });
    actor.send({
      type: 'user.continue',
      answers: { title: '', firstName: ' ', middleName: '', lastName: '' },
    });
    expect(step()).toEqual({ section: 'start', step: 'details' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      title: 'Select your title',
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
    });
    actor.send({ type: 'user.continue', answers: a.details });
    actor.send({ type: 'user.continue', answers: { dob: { day: '30', month: '2', year: '1990' } } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ dob: 'Date of birth must be a real date' });
    const messages = JSON.stringify(actor.getSnapshot().context.fieldErrors);
    expect(messages).not.toMatch(/please|sorry|valid|invalid/i);
  });

  it('rejects a missing or wrongly typed payload without moving or crashing', () => {
    const { actor, step } = createTestWizard();
    actor.send({ type: 'user.continue' });
    for (const answers of [undefined, null, 'Sam', { firstName: ['Sam'] }]) {
      actor.send({ type: 'user.continue', answers });
      expect(step()).toEqual({ section: 'start', step: 'details' });
      expect(actor.getSnapshot().status).toBe('active');
    }
    actor.send({ type: 'user.goTo', section: 42, step: null } as never);
    actor.send({ type: 'user.lookupPostcode' } as never);
    expect(step()).toEqual({ section: 'start', step: 'details' });
  });
});

describe('no skipping ahead', () => {
  it('ignores user.goTo to a step not yet reached, and allows reached ones', () => {
    const { actor, step } = createTestWizard();
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.details });
    actor.send({ type: 'user.goTo', section: 'sign', step: 'review' });
    actor.send({ type: 'user.goTo', section: 'check', step: 'otp' });
    expect(step()).toEqual({ section: 'start', step: 'dob' });
    actor.send({ type: 'user.goTo', section: 'start', step: 'intro' });
    expect(step()).toEqual({ section: 'start', step: 'intro' });
    expect(reachedSteps(actor.getSnapshot())).toEqual([
      { section: 'start', step: 'intro' },
      { section: 'start', step: 'details' },
      { section: 'start', step: 'dob' },
    ]);
  });

  it('needs a chosen agreement before the address steps', async () => {
    const { actor, step } = await toAgreements();
    actor.send({ type: 'user.continue', answers: { chosenAgreementIds: [], agreement: null } });
    expect(step()).toEqual({ section: 'check', step: 'agreements' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      chosenAgreementIds: 'Select at least one finance agreement, or add one',
    });
  });

  it('asks for address history back to the earliest chosen agreement', async () => {
    const { actor, step } = await toAgreements();
    actor.send({ type: 'user.continue', answers: { chosenAgreementIds: ['cf-1', 'cf-2'] } });
    actor.send({ type: 'user.continue', answers: a.recentAddress });
    expect(step()).toEqual({ section: 'address', step: 'history' });
    actor.send({ type: 'user.goTo', section: 'sign', step: 'review' });
    expect(step()).toEqual({ section: 'address', step: 'history' });
    actor.send({ type: 'user.continue', answers: a.shortHistory });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'previousAddresses.0.movedIn': 'Enter the addresses you lived at since May 2016',
    });
    actor.send({ type: 'user.continue', answers: a.history });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
  });

  it('refuses previous addresses that overlap: each moved into before the address after it', async () => {
    const { actor, step } = await toAgreements();
    actor.send({ type: 'user.continue', answers: { chosenAgreementIds: ['cf-1'] } });
    actor.send({ type: 'user.continue', answers: a.recentAddress });
    const [previous] = a.history.previousAddresses;
    const before = { ...previous, address: { ...previous.address, addressLine1: '3 Old Road' } };
    // Moved into the previous address in the month the current one began (January 2022).
    actor.send({
      type: 'user.continue',
      answers: { previousAddresses: [{ ...previous, movedIn: { month: '1', year: '2022' } }] },
    });
    expect(step()).toEqual({ section: 'address', step: 'history' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'previousAddresses.0.movedIn':
        'The month and year you moved in must be before January 2022, when you moved into your current address',
    });
    // The address before that, moved into after the previous one.
    actor.send({
      type: 'user.continue',
      answers: { previousAddresses: [previous, { ...before, movedIn: { month: '6', year: '2015' } }] },
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'previousAddresses.1.movedIn':
        'The month and year you moved in must be before February 2014, when you moved into your previous address',
    });
    expect(actor.getSnapshot().context.answers.previousAddresses).toEqual([]);
    actor.send({
      type: 'user.continue',
      answers: { previousAddresses: [previous, { ...before, movedIn: { month: '6', year: '2012' } }] },
    });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
  });

  it('skips the history when the current address covers it', async () => {
    const { actor, step } = await toAgreements();
    actor.send({ type: 'user.continue', answers: { chosenAgreementIds: ['cf-2'] } });
    actor.send({ type: 'user.continue', answers: a.longAddress });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
  });
});

describe('gateway failures keep every answer and offer retry', () => {
  it('retries a failed submission and keeps the answers', async () => {
    const wizard = await toReview();
    const { actor, spies, step } = wizard;
    spies.submitClaim.mockRejectedValueOnce(new Error('Service unavailable'));
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.signature });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ sign: { signature: 'failed' } });
    expect(actor.getSnapshot().context.gatewayError).toBe('Service unavailable');
    expect(actor.getSnapshot().context.answers.signature).toEqual(a.signature.signature);
    actor.send({ type: 'user.retry' });
    // While the call is in flight the router cannot move the claimant elsewhere.
    actor.send({ type: 'user.goTo', section: 'start', step: 'intro' });
    expect(actor.getSnapshot().value).toEqual({ sign: { signature: 'submitting' } });
    await flush();
    expect(step()).toEqual({ section: 'thankyou', step: 'done' });
    expect(spies.submitClaim).toHaveBeenCalledTimes(2);
    actor.send({ type: 'user.goTo', section: 'start', step: 'details' });
    expect(step()).toEqual({ section: 'thankyou', step: 'done' });
  });

  it('goes to recovery when the person already has an account, and can send a reset email', async () => {
    const { actor, spies, step } = createTestWizard();
    spies.confirmUserExists.mockResolvedValueOnce({ exists: true });
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.details });
    actor.send({ type: 'user.continue', answers: a.dob });
    actor.send({ type: 'user.continue', answers: a.contact });
    await flush();
    expect(step()).toEqual({ section: 'start', step: 'recovery' });
    expect(spies.saveProfileAndContact).not.toHaveBeenCalled();
    actor.send({ type: 'user.requestReset' });
    await flush();
    expect(spies.sendPasswordReset).toHaveBeenCalledWith({ email: 'sam@example.com' });
    expect(actor.getSnapshot().context.resetEmailSent).toBe(true);
    actor.send({ type: 'user.continue', answers: a.recovery });
    await flush();
    expect(spies.signInForRecovery).toHaveBeenCalledWith({
      email: 'sam@example.com',
      password: a.recovery.password,
    });
    expect(step()).toEqual({ section: 'check', step: 'consent' });
  });
});

describe('passcode', () => {
  it('reports a wrong code by the field and resends on request', async () => {
    const { actor, spies } = createTestWizard();
    spies.verifyOtp.mockResolvedValueOnce({ status: 'wrongCode', attemptsLeft: 4 });
    for (const answers of [undefined, a.details, a.dob, a.contact, a.consent]) {
      actor.send({ type: 'user.continue', answers });
      await flush();
    }
    actor.send({ type: 'user.continue', answers: { code: '000000' } });
    await flush();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      code: 'Enter the correct security code. You have 4 tries left',
    });
    expect(actor.getSnapshot().context.otp.attemptsLeft).toBe(4);
    actor.send({ type: 'user.resendCode' });
    await flush();
    expect(spies.initiateCheck).toHaveBeenLastCalledWith(
      expect.objectContaining({ claimId: 'claim-1', resend: true }),
    );
    expect(actor.getSnapshot().context.otp.resends).toBe(1);
  });

  it('offers the none-found ending, from which an agreement can be added by hand', async () => {
    const spies = (await import('./testing')).fakeWizardActors();
    spies.verifyOtp.mockResolvedValueOnce({ status: 'verified', agreements: [] });
    const { actor, step } = await toAgreements({ spies });
    expect(actor.getSnapshot().value).toEqual({ check: { agreements: 'noneFound' } });
    actor.send({ type: 'user.continue', answers: { chosenAgreementIds: [], agreement: { lender: '' } } });
    expect(actor.getSnapshot().hasTag('noneFound')).toBe(true);
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toContain('agreement.lender');
    actor.send({
      type: 'user.continue',
      answers: { chosenAgreementIds: [], agreement: a.manualAgreement },
    });
    expect(step()).toEqual({ section: 'address', step: 'current' });
    expect(actor.getSnapshot().context.answers.chosenAgreementIds).toEqual(['manual-1']);
  });

  it('asks for the current postcode before the check and sends it with the check', async () => {
    const { actor, spies, step } = createTestWizard();
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.details });
    actor.send({ type: 'user.continue', answers: a.dob });
    actor.send({ type: 'user.continue', answers: a.contact });
    await flush();
    actor.send({ type: 'user.continue', answers: { postcode: ' ', softSearchConsent: true } });
    expect(step()).toEqual({ section: 'check', step: 'consent' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ postcode: 'Enter a full UK postcode' });
    expect(spies.initiateCheck).not.toHaveBeenCalled();
    actor.send({ type: 'user.continue', answers: { postcode: 'ls14dy', softSearchConsent: true } });
    await flush();
    expect(spies.initiateCheck).toHaveBeenLastCalledWith(expect.objectContaining({ postcode: 'LS1 4DY' }));
  });

  it('goes to adding agreements by hand when the check is refused, with no code step', async () => {
    const spies = (await import('./testing')).fakeWizardActors();
    spies.initiateCheck.mockResolvedValueOnce({ claimId: 'claim-9', codeSent: false });
    const { actor, step } = await toAgreements({ spies });
    expect(actor.getSnapshot().value).toEqual({ check: { agreements: 'noneFound' } });
    expect(actor.getSnapshot().context).toMatchObject({
      claimId: 'claim-9',
      checkRefused: true,
      agreementsFound: [],
      otp: { codeSent: false },
    });
    expect(spies.verifyOtp).not.toHaveBeenCalled();
    actor.send({
      type: 'user.continue',
      answers: { chosenAgreementIds: [], agreement: a.manualAgreement },
    });
    expect(step()).toEqual({ section: 'address', step: 'current' });
    expect(actor.getSnapshot().context.answers.chosenAgreementIds).toEqual(['manual-1']);
  });
});
