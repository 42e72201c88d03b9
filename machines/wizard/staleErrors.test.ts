import { describe, expect, it } from 'vitest';
import { sampleAnswers as a } from './fixtures';
import { selectBusy, selectHasErrors, selectStepProblem } from './selectors';
import { answerThrough, createTestWizard, fakeWizardActors, flush } from './testing';

/** A refusal as the gateway client reports one: its message for the claimant and its kind. */
const refusal = (message: string) => Object.assign(new Error(message), { kind: 'rate-limited' });
function toConsent(spies: ReturnType<typeof fakeWizardActors>) {
  const wizard = createTestWizard({ spies });
  wizard.actor.send({ type: 'user.continue' });
  wizard.actor.send({ type: 'user.continue', answers: a.details });
  wizard.actor.send({ type: 'user.continue', answers: a.dob });
  wizard.actor.send({ type: 'user.continue', answers: a.contact });
  return wizard;
}

const TOO_MANY_CODES = 'Too many security code texts or credit checks. Try again in 42 minutes.';

/**
 * A step's own check passes on the second try, then the gateway refuses: the page shows only that
 * refusal, never the field errors of the first try beside it (issue 28, point 7).
 */
describe('only the current problem is shown', () => {
  it('consent: a refused check after a corrected answer shows the refusal alone', async () => {
    const spies = fakeWizardActors();
    const { actor } = toConsent(spies);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ check: { consent: 'editing' } });
    actor.send({ type: 'user.continue', answers: { postcode: 'LS1 4DY', softSearchConsent: false } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      softSearchConsent: 'Confirm that you agree to a soft credit search',
    });
    spies.initiateCheck.mockRejectedValueOnce(refusal(TOO_MANY_CODES));
    actor.send({ type: 'user.continue', answers: a.consent });
    // The answers passed their check: while the call runs, the earlier messages are gone.
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    await flush();
    const snapshot = actor.getSnapshot();
    expect(selectStepProblem(snapshot)).toBe(TOO_MANY_CODES);
    expect(snapshot.context.fieldErrors).toEqual({});
  });

  it('security code: a refused code check after a mistyped code shows the refusal alone', async () => {
    const spies = fakeWizardActors();
    const { actor } = createTestWizard({ spies });
    await answerThrough(actor, 'consent');
    actor.send({ type: 'user.continue', answers: { code: '12' } });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['code']);
    spies.verifyOtp.mockRejectedValueOnce(refusal('Too many wrong codes. Ask for a new code.'));
    actor.send({ type: 'user.continue', answers: a.otp });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ check: { otp: 'failed' } });
    expect(selectStepProblem(snapshot)).toBe('Too many wrong codes. Ask for a new code.');
    expect(snapshot.context.fieldErrors).toEqual({});
  });

  it('from a failed call, corrected answers that are refused again show only the new refusal', async () => {
    const spies = fakeWizardActors();
    spies.confirmUserExists.mockRejectedValueOnce(new Error('We could not reach our servers.'));
    const { actor } = createTestWizard({ spies });
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.details });
    actor.send({ type: 'user.continue', answers: a.dob });
    actor.send({ type: 'user.continue', answers: { ...a.contact, email: 'not an email' } });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['email']);
    actor.send({ type: 'user.continue', answers: a.contact });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ start: { contact: 'failed' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    spies.confirmUserExists.mockRejectedValueOnce(refusal('Too many checks. Try again in 5 minutes.'));
    actor.send({ type: 'user.continue', answers: { ...a.contact, email: 'sam.t@example.com' } });
    await flush();
    expect(selectStepProblem(actor.getSnapshot())).toBe('Too many checks. Try again in 5 minutes.');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('signature and account: a refused call after a corrected answer shows the refusal alone', async () => {
    const spies = fakeWizardActors();
    const { actor } = createTestWizard({ spies });
    await answerThrough(actor, 'agreements');
    actor.send({ type: 'user.continue', answers: a.longAddress });
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: { ...a.signature, termsAccepted: false } });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['termsAccepted']);
    spies.submitClaim.mockRejectedValueOnce(refusal('Too many submissions. Try again in 5 minutes.'));
    actor.send({ type: 'user.continue', answers: a.signature });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ sign: { signature: 'failed' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});

    actor.send({ type: 'user.retry' });
    await flush();
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: { password: 'short' } });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['password']);
    spies.upgradeAccount.mockRejectedValueOnce(
      refusal('Too many tries to set a password. Try again in an hour.'),
    );
    actor.send({ type: 'user.continue', answers: a.account });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ thankyou: { account: 'failed' } });
    expect(selectStepProblem(snapshot)).toBe('Too many tries to set a password. Try again in an hour.');
    expect(snapshot.context.fieldErrors).toEqual({});
    expect(selectHasErrors(snapshot)).toBe(true);
  });
});
