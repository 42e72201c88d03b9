import { describe, expect, it } from 'vitest';
import { sampleAnswers as a } from './fixtures';
import { CLAIMANT_FAILURE_HAPPENED, SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';
import {
  selectCanGoTo,
  selectCodeSentNotice,
  selectOffersPhone,
  selectStepProblem,
  selectStepProblemNextStep,
} from './selectors';
import { createTestWizard, fakeWizardActors, flush } from './testing';

/** Through the start steps to the passcode page. */
async function toPasscode(spies = fakeWizardActors()) {
  const wizard = createTestWizard({ spies });
  const { actor } = wizard;
  for (const answers of [undefined, a.details, a.dob, a.contact, a.consent]) {
    actor.send({ type: 'user.continue', answers });
    await flush();
  }
  expect(wizard.step()).toEqual({ section: 'check', step: 'otp' });
  return wizard;
}

const failure = (kind: string, message: string) => Object.assign(new Error(message), { kind });

describe('the security code page', () => {
  it('says how many tries are left and hides "Code sent" while the code typed is refused', async () => {
    const spies = fakeWizardActors();
    spies.verifyOtp.mockResolvedValueOnce({ status: 'wrongCode', attemptsLeft: 1 });
    const { actor } = await toPasscode(spies);
    expect(selectCodeSentNotice(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'user.continue', answers: { code: '000000' } });
    await flush();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      code: 'Enter the correct security code. You have 1 try left',
    });
    expect(selectCodeSentNotice(actor.getSnapshot())).toBeNull();
    // A new code is news again.
    actor.send({ type: 'user.resendCode' });
    await flush();
    expect(selectCodeSentNotice(actor.getSnapshot())).toBe(1);
  });

  it('says how to get a new code when no tries are left', async () => {
    const spies = fakeWizardActors();
    spies.verifyOtp.mockResolvedValueOnce({ status: 'wrongCode', attemptsLeft: 0 });
    const { actor } = await toPasscode(spies);
    actor.send({ type: 'user.continue', answers: { code: '000000' } });
    await flush();
    expect(actor.getSnapshot().context.fieldErrors.code).toMatch(/Select ‘Send a new security code’/);
  });

  it('is not shown again once its code is accepted: Back (the router’s goTo) is refused', async () => {
    const { actor, step } = await toPasscode();
    expect(selectCanGoTo(actor.getSnapshot(), 'check.otp')).toBe(false); // already there
    actor.send({ type: 'user.continue', answers: a.otp });
    await flush();
    expect(step()).toEqual({ section: 'check', step: 'agreements' });
    expect(selectCanGoTo(actor.getSnapshot(), 'check.otp')).toBe(false);
    actor.send({ type: 'user.goTo', section: 'check', step: 'otp' });
    expect(step()).toEqual({ section: 'check', step: 'agreements' });
    // The consent page before it still opens, and a new check sends a code that may be entered.
    expect(selectCanGoTo(actor.getSnapshot(), 'check.consent')).toBe(true);
    actor.send({ type: 'user.goTo', section: 'check', step: 'consent' });
    actor.send({ type: 'user.continue', answers: a.consent });
    await flush();
    expect(step()).toEqual({ section: 'check', step: 'otp' });
  });
});

describe('failed calls', () => {
  it('say what to do next, and from the third failure on one step offer the firm’s phone', async () => {
    const spies = fakeWizardActors();
    spies.confirmUserExists.mockRejectedValue(failure('network', SERVICE_FAILURE_MESSAGES.network));
    const { actor, step } = createTestWizard({ spies });
    for (const answers of [undefined, a.details, a.dob, a.contact])
      actor.send({ type: 'user.continue', answers });
    await flush();
    // In the claimant's words, not the client's (decision 283).
    expect(selectStepProblem(actor.getSnapshot())).toBe(CLAIMANT_FAILURE_HAPPENED.network);
    expect(selectStepProblemNextStep(actor.getSnapshot())).toMatch(/connected to the internet/);
    expect(selectOffersPhone(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.retry' });
    await flush();
    expect(selectOffersPhone(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.retry' });
    await flush();
    expect(actor.getSnapshot().context.failures).toBe(3);
    expect(selectOffersPhone(actor.getSnapshot())).toBe(true);
    // Every answer is kept; once the call works the journey goes on and the count starts again.
    expect(actor.getSnapshot().context.answers.email).toBe(a.contact.email.toLowerCase());
    spies.confirmUserExists.mockResolvedValue({ exists: false });
    actor.send({ type: 'user.retry' });
    await flush();
    expect(step()).toEqual({ section: 'check', step: 'consent' });
    expect(actor.getSnapshot().context.failures).toBe(0);
    expect(selectOffersPhone(actor.getSnapshot())).toBe(false);
  });

  it('a refusal of the answers says to change them, a limit says to wait', async () => {
    const spies = fakeWizardActors();
    spies.initiateCheck.mockRejectedValueOnce(
      failure('rate-limited', 'Too many security code texts or credit checks. Try again in 42 minutes.'),
    );
    spies.confirmUserExists.mockRejectedValueOnce(failure('invalid-input', 'data.email: Enter an email'));
    const { actor } = createTestWizard({ spies });
    for (const answers of [undefined, a.details, a.dob, a.contact])
      actor.send({ type: 'user.continue', answers });
    await flush();
    expect(selectStepProblemNextStep(actor.getSnapshot())).toMatch(/change any that are wrong/);
    actor.send({ type: 'user.retry' });
    await flush();
    actor.send({ type: 'user.continue', answers: a.consent });
    await flush();
    expect(selectStepProblemNextStep(actor.getSnapshot())).toMatch(/Wait for the time given above/);
  });
});
