import { describe, expect, it } from 'vitest';
import { sampleAnswers as a } from './fixtures';
import { createTestWizard, flush } from './testing';

describe('claim wizard journey', () => {
  it('walks start → check → address → sign → thankyou with every gateway call', async () => {
    const { actor, spies, step } = createTestWizard();
    expect(step()).toEqual({ section: 'start', step: 'intro' });
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.details });
    actor.send({ type: 'user.continue', answers: a.dob });
    expect(step()).toEqual({ section: 'start', step: 'contact' });
    actor.send({ type: 'user.continue', answers: a.contact });
    await flush();
    expect(spies.confirmUserExists).toHaveBeenCalledWith({
      email: 'sam@example.com',
      phoneNumber: '+447911123456',
    });
    expect(step()).toEqual({ section: 'check', step: 'consent' });
    actor.send({ type: 'user.continue', answers: a.consent });
    await flush();
    expect(step()).toEqual({ section: 'check', step: 'otp' });
    actor.send({ type: 'user.continue', answers: a.otp });
    await flush();
    expect(spies.verifyOtp).toHaveBeenCalledWith({ claimId: 'claim-1', code: '123456' });
    expect(step()).toEqual({ section: 'check', step: 'agreements' });
    actor.send({ type: 'user.continue', answers: a.agreements });
    expect(step()).toEqual({ section: 'address', step: 'current' });
    actor.send({ type: 'user.continue', answers: a.recentAddress });
    expect(step()).toEqual({ section: 'address', step: 'history' });
    actor.send({ type: 'user.continue', answers: a.history });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.signature });
    await flush();
    expect(step()).toEqual({ section: 'thankyou', step: 'done' });
    expect(actor.getSnapshot().context.claimReference).toBe('RDR-0001');
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.account });
    await flush();
    expect(spies.upgradeAccount).toHaveBeenCalledWith({ password: a.account.password });
    expect(actor.getSnapshot().value).toEqual({ thankyou: { account: 'created' } });
    expect(actor.getSnapshot().context.reached).not.toContain('start.recovery');
    expect(actor.getSnapshot().context.reached).toHaveLength(13);
  });
});
