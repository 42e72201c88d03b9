import { describe, expect, it } from 'vitest';
import { sampleAnswers as a } from './fixtures';
import { restoreWizard, serializeWizard } from './persistence';
import { PASSWORD_TOO_COMMON_MESSAGE, RECENT_SIGN_IN_REQUIRED_MESSAGE } from '../../contract/signIn';
import {
  selectAsksCurrentPassword,
  selectCanSaveForLater,
  selectPasswordErrors,
  selectSaveForLater,
} from './selectors';
import type { WizardContext } from './context';
import { answerThrough, createTestWizard, flush } from './testing';

async function atCurrentAddress() {
  const wizard = createTestWizard();
  await answerThrough(wizard.actor, 'agreements');
  expect(wizard.step()).toEqual({ section: 'address', step: 'current' });
  return wizard;
}

describe('Save and come back later', () => {
  it('before the contact details, says the claim cannot be saved yet, and Back returns to the step', () => {
    const { actor, spies, step } = createTestWizard();
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.saveForLater' });
    expect(selectSaveForLater(actor.getSnapshot())).toBe('contact-first');
    actor.send({ type: 'user.continue', answers: a.account });
    expect(spies.upgradeAccount).not.toHaveBeenCalled();
    actor.send({ type: 'user.back' });
    expect(selectSaveForLater(actor.getSnapshot())).toBeNull();
    expect(step()).toEqual({ section: 'start', step: 'details' });
  });

  it('sets the password through the account actor, then keeps the journey at the step it was opened from', async () => {
    const { actor, spies } = await atCurrentAddress();
    expect(selectCanSaveForLater(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.saveForLater' });
    expect(selectSaveForLater(actor.getSnapshot())).toBe('password');
    actor.send({ type: 'user.continue', answers: { password: 'short' } });
    expect(actor.getSnapshot().context.fieldErrors.password).toBe('Password must be 15 characters or more');
    expect(spies.upgradeAccount).not.toHaveBeenCalled();
    actor.send({ type: 'user.continue', answers: a.account });
    await flush();
    expect(spies.upgradeAccount).toHaveBeenCalledWith({ password: a.account.password });
    const [[saved]] = spies.saveProgress.mock.calls as unknown as [[{ context: WizardContext }]];
    expect(saved.context.current).toBe('address.current');
    expect(saved.context.answers.chosenAgreementIds).toEqual(a.agreements.chosenAgreementIds);
    expect(selectSaveForLater(actor.getSnapshot())).toBe('saved');
  });

  it('asks for the current password when the gateway does, and sends it with the new one on the next Continue (decision 204)', async () => {
    const { actor, spies } = await atCurrentAddress();
    spies.upgradeAccount.mockRejectedValueOnce(new Error(RECENT_SIGN_IN_REQUIRED_MESSAGE));
    actor.send({ type: 'user.saveForLater' });
    expect(selectAsksCurrentPassword(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.continue', answers: a.account });
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(selectAsksCurrentPassword(actor.getSnapshot())).toBe(true);
    actor.send({
      type: 'user.continue',
      answers: { ...a.account, currentPassword: 'the pass phrase I sign in with' },
    });
    await flush();
    expect(spies.upgradeAccount).toHaveBeenLastCalledWith({
      password: a.account.password,
      currentPassword: 'the pass phrase I sign in with',
    });
    expect(selectSaveForLater(actor.getSnapshot())).toBe('saved');
  });

  it('shows the gateway’s refusal of a common password as the new password field’s error, and sends the next one (decision 216)', async () => {
    const { actor, spies } = await atCurrentAddress();
    spies.upgradeAccount.mockRejectedValueOnce(new Error(PASSWORD_TOO_COMMON_MESSAGE));
    actor.send({ type: 'user.saveForLater' });
    actor.send({ type: 'user.continue', answers: { password: 'password1234567890' } });
    await flush();
    expect(selectPasswordErrors(actor.getSnapshot())).toEqual({ password: PASSWORD_TOO_COMMON_MESSAGE });
    expect(selectAsksCurrentPassword(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.continue', answers: a.account });
    await flush();
    expect(spies.upgradeAccount).toHaveBeenLastCalledWith({ password: a.account.password });
    expect(selectPasswordErrors(actor.getSnapshot())).toEqual({});
    expect(selectSaveForLater(actor.getSnapshot())).toBe('saved');
  });

  it('offers Try again without a new password when only keeping the journey failed', async () => {
    const { actor, spies } = await atCurrentAddress();
    spies.saveProgress.mockRejectedValueOnce(new Error('We could not reach our servers.'));
    actor.send({ type: 'user.saveForLater' });
    actor.send({ type: 'user.continue', answers: a.account });
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'user.retry' });
    await flush();
    expect(spies.upgradeAccount).toHaveBeenCalledTimes(1);
    expect(spies.saveProgress).toHaveBeenCalledTimes(2);
    expect(selectSaveForLater(actor.getSnapshot())).toBe('saved');
  });

  it('Back returns to the step it was opened from, and a tab saved meanwhile rests at that step', async () => {
    const { actor, step } = await atCurrentAddress();
    actor.send({ type: 'user.saveForLater' });
    const saved = restoreWizard(serializeWizard(actor.getSnapshot(), Date.now()), Date.now());
    expect(saved.ok && Object.keys((saved.snapshot as unknown as { value: object }).value)).toEqual([
      'address',
    ]);
    actor.send({ type: 'user.back' });
    expect(step()).toEqual({ section: 'address', step: 'current' });
    expect(selectCanSaveForLater(actor.getSnapshot())).toBe(true);
  });

  it('is not offered once the claim is submitted', async () => {
    const { actor } = await atCurrentAddress();
    actor.send({ type: 'user.continue', answers: a.recentAddress });
    actor.send({ type: 'user.continue', answers: a.history });
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.signature });
    await flush();
    expect(actor.getSnapshot().context.claimReference).not.toBeNull();
    expect(selectCanSaveForLater(actor.getSnapshot())).toBe(false);
  });
});
