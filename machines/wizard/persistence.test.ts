import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  WIZARD_SNAPSHOT_MAX_AGE_MS,
  WIZARD_SNAPSHOT_VERSION,
  restoreWizard,
  serializeWizard,
} from './persistence';
import { selectStep } from './selectors';
import { answerThrough, createTestWizard } from './testing';
import { wizardMachine } from './wizardMachine';

const NOW = Date.UTC(2026, 0, 15);

async function atOtp() {
  const wizard = createTestWizard();
  await answerThrough(wizard.actor, 'consent');
  return wizard;
}

describe('wizard persistence', () => {
  it('round-trips the journey: same step, same answers, same reached steps', async () => {
    const { actor } = await atOtp();
    const json = serializeWizard(actor.getSnapshot(), NOW);
    expect(JSON.parse(json)).toMatchObject({ version: WIZARD_SNAPSHOT_VERSION, savedAt: NOW });
    const restored = restoreWizard(json, NOW + 1000);
    if (!restored.ok) throw new Error(restored.reason);
    const again = createActor(wizardMachine, { snapshot: restored.snapshot });
    again.start();
    expect(selectStep(again.getSnapshot())).toEqual({ section: 'check', step: 'otp' });
    expect(again.getSnapshot().context.answers).toEqual(actor.getSnapshot().context.answers);
    expect(again.getSnapshot().context.reached).toEqual(actor.getSnapshot().context.reached);
    again.stop();
  });

  it('saves an in-flight call as its step, so nothing is replayed on restore', async () => {
    const { actor } = await atOtp();
    actor.send({ type: 'user.resendCode' });
    const saved = JSON.parse(serializeWizard(actor.getSnapshot(), NOW)) as { value: unknown };
    expect(saved.value).toEqual({ check: 'otp' });
  });

  it.each([
    ['not JSON', '{', 'unreadable'],
    ['not an envelope', '[]', 'unreadable'],
    ['not a string', 42, 'unreadable'],
  ])('drops %s', (_, json, reason) => {
    expect(restoreWizard(json, NOW)).toEqual({ ok: false, reason });
  });

  it('drops another version and a stale or future-dated save', async () => {
    const { actor } = await atOtp();
    const saved = JSON.parse(serializeWizard(actor.getSnapshot(), NOW)) as Record<string, unknown>;
    expect(restoreWizard(JSON.stringify({ ...saved, version: 0 }), NOW)).toEqual({
      ok: false,
      reason: 'version',
    });
    expect(restoreWizard(JSON.stringify(saved), NOW + WIZARD_SNAPSHOT_MAX_AGE_MS + 1)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(restoreWizard(JSON.stringify(saved), NOW - 1)).toEqual({ ok: false, reason: 'stale' });
  });

  it('drops tampered snapshots: unknown state, unreached step, extra or mistyped fields', async () => {
    const { actor } = await atOtp();
    const saved = JSON.parse(serializeWizard(actor.getSnapshot(), NOW)) as {
      value: unknown;
      context: Record<string, unknown> & { answers: Record<string, unknown> };
    };
    const tampered = [
      { ...saved, value: { sign: 'nowhere' } },
      { ...saved, value: 'thankyou.done' },
      { ...saved, context: { ...saved.context, current: 'sign.review' } },
      { ...saved, context: { ...saved.context, isAdmin: true } },
      { ...saved, context: { ...saved.context, answers: { ...saved.context.answers, firstName: 7 } } },
      { ...saved, context: { ...saved.context, reached: ['start.intro', 'admin.panel'] } },
    ];
    for (const snapshot of tampered) {
      expect(restoreWizard(JSON.stringify(snapshot), NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
