import { describe, expect, it } from 'vitest';
import { MANUAL_AGREEMENTS_MAX } from '../../contract/fields';
import { sampleAnswers as a } from './fixtures';
import { selectChangeNeedsNewCheck } from './selectors';
import { flush, toAgreements, toReview } from './testing';

// A change from the review page: back to review when the credit check does not depend on it, a new
// check when it does (decision 108), and the agreements it finds offered again.

describe('change from review', () => {
  it('returns to review after a change the credit check does not depend on, without a new check', async () => {
    const { actor, spies, step } = await toReview();
    actor.send({ type: 'user.change', section: 'start', step: 'details' });
    expect(step()).toEqual({ section: 'start', step: 'details' });
    expect(selectChangeNeedsNewCheck(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.continue', answers: { ...a.details, title: 'Dr' } });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
    expect(actor.getSnapshot().context.answers.title).toBe('Dr');
    expect(spies.initiateCheck).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['last name', 'details', { ...a.details, lastName: 'Whitfield-Smith' }, { lastName: 'Whitfield-Smith' }],
    [
      'date of birth',
      'dob',
      { dob: { day: '5', month: '7', year: '1985' } },
      { dob: { day: '5', month: '7', year: '1985' } },
    ],
  ] as const)(
    'checks again and texts a new code when the %s changes, then returns to review',
    async (_, id, answers, changed) => {
      const { actor, spies, step } = await toReview();
      actor.send({ type: 'user.change', section: 'start', step: id });
      actor.send({ type: 'user.continue', answers });
      expect(actor.getSnapshot().value).toEqual({ check: { consent: 'initiating' } });
      await flush();
      expect(spies.initiateCheck).toHaveBeenLastCalledWith({
        claimId: 'claim-1',
        resend: false,
        attempt: 1,
        postcode: 'LS1 4DY',
        otherFirmActing: 'no',
        applicant: expect.objectContaining(changed) as unknown,
      });
      expect(step()).toEqual({ section: 'check', step: 'otp' });
      // The old check no longer stands: review, the addresses and the agreements wait for the new code.
      for (const [section, target] of [
        ['sign', 'review'],
        ['address', 'current'],
        ['check', 'agreements'],
      ] as const)
        actor.send({ type: 'user.goTo', section, step: target });
      expect(step()).toEqual({ section: 'check', step: 'otp' });
      actor.send({ type: 'user.continue', answers: a.otp });
      await flush();
      expect(step()).toEqual({ section: 'check', step: 'agreements' });
      // The same agreement came back, so it stays chosen.
      expect(actor.getSnapshot().context.answers.chosenAgreementIds).toEqual(['cf-1']);
      actor.send({ type: 'user.continue', answers: a.agreements });
      expect(step()).toEqual({ section: 'sign', step: 'review' });
      expect(actor.getSnapshot().context.returnToReview).toBe(false);
    },
  );

  it('re-offers the agreements the new check found, dropping a choice that did not come back', async () => {
    const wizard = await toReview();
    const { actor, spies, step } = wizard;
    spies.verifyOtp.mockResolvedValueOnce({
      status: 'verified',
      agreements: [{ id: 'cf-9', lender: 'West Finance', startDate: '2018-03', source: 'creditFile' }],
    });
    actor.send({ type: 'user.change', section: 'start', step: 'details' });
    actor.send({ type: 'user.continue', answers: { ...a.details, lastName: 'Whitfield-Smith' } });
    await flush();
    actor.send({ type: 'user.continue', answers: a.otp });
    await flush();
    expect(actor.getSnapshot().context.answers.chosenAgreementIds).toEqual([]);
    // The earlier choice is not offered any more: ticking it again is not possible.
    actor.send({ type: 'user.continue', answers: a.agreements });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      chosenAgreementIds: 'Select at least one finance agreement, or add one',
    });
    actor.send({ type: 'user.continue', answers: { chosenAgreementIds: ['cf-9'] } });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
  });

  it('saves a changed email with no new check, and texts a changed mobile a new code', async () => {
    const { actor, spies, step } = await toReview();
    actor.send({ type: 'user.change', section: 'start', step: 'contact' });
    actor.send({ type: 'user.continue', answers: { ...a.contact, email: 'Sam.Taylor@Example.com' } });
    await flush();
    expect(step()).toEqual({ section: 'sign', step: 'review' });
    expect(actor.getSnapshot().context.answers.email).toBe('sam.taylor@example.com');
    expect(spies.saveProfileAndContact).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'sam.taylor@example.com' }),
    );
    expect(spies.initiateCheck).toHaveBeenCalledTimes(1);

    actor.send({ type: 'user.change', section: 'start', step: 'contact' });
    actor.send({
      type: 'user.continue',
      answers: { ...a.contact, email: 'sam.taylor@example.com', phoneNumber: '07911 654321' },
    });
    await flush();
    expect(spies.initiateCheck).toHaveBeenCalledTimes(2);
    expect(spies.initiateCheck).toHaveBeenLastCalledWith(
      expect.objectContaining({
        applicant: expect.objectContaining({ phoneNumber: '+447911654321' }) as unknown,
      }),
    );
    expect(step()).toEqual({ section: 'check', step: 'otp' });
    actor.send({ type: 'user.continue', answers: a.otp });
    await flush();
    actor.send({ type: 'user.continue', answers: a.agreements });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
  });

  it('does not show review again while a changed name waits for its check', async () => {
    const { actor, spies, step } = await toReview();
    spies.initiateCheck.mockRejectedValueOnce(new Error('The credit-check service is not answering.'));
    actor.send({ type: 'user.change', section: 'start', step: 'details' });
    actor.send({ type: 'user.continue', answers: { ...a.details, firstName: 'Samira' } });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ check: { consent: 'failed' } });
    actor.send({ type: 'user.back' });
    actor.send({ type: 'user.back' });
    expect(step()).toEqual({ section: 'start', step: 'contact' });
    actor.send({ type: 'user.back' });
    expect(step()).toEqual({ section: 'start', step: 'dob' });
    actor.send({ type: 'user.goTo', section: 'sign', step: 'review' });
    expect(step()).toEqual({ section: 'start', step: 'dob' });
    // Changing the name back leaves the confirmed check standing.
    actor.send({ type: 'user.back' });
    expect(step()).toEqual({ section: 'start', step: 'details' });
    actor.send({ type: 'user.continue', answers: a.details });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
  });

  it('sends a changed agreement choice on to the history when it reaches further back', async () => {
    const { actor, step } = await toAgreements();
    actor.send({ type: 'user.continue', answers: { chosenAgreementIds: ['cf-2'] } });
    actor.send({ type: 'user.continue', answers: a.recentAddress });
    actor.send({ type: 'user.continue', answers: { previousAddresses: [a.history.previousAddresses[0]] } });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
    actor.send({ type: 'user.change', section: 'check', step: 'agreements' });
    actor.send({
      type: 'user.continue',
      answers: {
        chosenAgreementIds: ['cf-2'],
        agreement: { lender: 'Old Finance', started: { month: '1', year: '2009' } },
      },
    });
    expect(step()).toEqual({ section: 'address', step: 'history' });
    expect(actor.getSnapshot().context.answers.chosenAgreementIds).toEqual(['cf-2', 'manual-1']);
  });

  it('takes up to 20 agreements added by hand, as the gateway does, and says so at the 21st', async () => {
    const { actor, step } = await toAgreements();
    const agreement = { lender: 'Old Finance', started: { month: '1', year: '2015' } };
    for (let i = 0; i < MANUAL_AGREEMENTS_MAX + 1; i += 1) {
      const { chosenAgreementIds } = actor.getSnapshot().context.answers;
      actor.send({ type: 'user.continue', answers: { chosenAgreementIds, agreement } });
      if (i < MANUAL_AGREEMENTS_MAX) {
        expect(step()).toEqual({ section: 'address', step: 'current' });
        actor.send({ type: 'user.back' });
      }
    }
    const { answers, fieldErrors } = actor.getSnapshot().context;
    expect(step()).toEqual({ section: 'check', step: 'agreements' });
    expect(answers.manualAgreements).toHaveLength(20);
    expect(fieldErrors).toEqual({ 'agreement.lender': 'You can add up to 20 agreements by hand' });
  });
});
