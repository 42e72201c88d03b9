import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyString, anything } from '../../tests/reliability/hostile';
import { NAME_MAX_LENGTH, TITLES } from '../../contract/fields';
import { checkedAnswersIn } from './checked';
import { initialContext, type Answers } from './context';
import { WIZARD_SNAPSHOT_VERSION, restoreWizard } from './persistence';
import { STEP_KEYS, toStepKey, toStepRef } from './steps';

const NOW = Date.UTC(2026, 0, 15);

describe('snapshot restore and step parameters under hostile input', () => {
  it('restoreWizard never throws and trusts nothing it was not given whole', () => {
    const envelope = fc.record({
      version: fc.oneof(fc.constant(WIZARD_SNAPSHOT_VERSION), fc.integer()),
      savedAt: fc.oneof(fc.constant(NOW - 1000), fc.integer()),
      value: fc.oneof(
        fc.jsonValue(),
        fc.constant({ check: 'otp' }),
        fc.constant({ start: { contact: 'editing' } }),
      ),
      context: fc.oneof(fc.jsonValue(), fc.dictionary(anyString, fc.jsonValue())),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          anything,
          anyString,
          envelope.map((e) => JSON.stringify(e)),
        ),
        (saved) => {
          const restored = restoreWizard(saved, NOW);
          expect(restored.ok).toBe(false);
          if (!restored.ok) expect(['unreadable', 'version', 'stale', 'invalid']).toContain(restored.reason);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('toStepKey names a step only for a known section and sub-step', () => {
    fc.assert(
      fc.property(fc.oneof(anything, anyString), fc.oneof(anything, anyString), (section, step) => {
        const key = toStepKey(section, step);
        if (key !== null) expect(STEP_KEYS).toContain(key);
      }),
      { numRuns: 1000 },
    );
    for (const key of STEP_KEYS) {
      const [section, step] = key.split('.');
      expect(toStepKey(section, step)).toBe(key);
      expect(toStepKey(`${section} `, step)).toBeNull();
      expect(toStepKey(section, `${step}<script>`)).toBeNull();
    }
  });

  it('a journey saved by any older build with a migration keeps every answer, step and check', () => {
    const text = (max: number) => fc.string({ maxLength: max });
    const address = fc.record({
      addressLine1: text(100),
      addressLine2: text(100),
      city: text(100),
      postcode: text(8),
    });
    const entry = fc.record({ address, movedIn: text(7) });
    const answers: fc.Arbitrary<Omit<Answers, 'postcode'>> = fc.record({
      title: fc.constantFrom('' as const, ...TITLES),
      firstName: text(NAME_MAX_LENGTH),
      middleName: text(NAME_MAX_LENGTH),
      lastName: text(NAME_MAX_LENGTH),
      dob: fc.record({ day: text(2), month: text(2), year: text(4) }),
      email: text(254),
      phoneNumber: text(30),
      otherFirmActing: fc.constantFrom('' as const, 'yes' as const, 'no' as const),
      softSearchConsent: fc.boolean(),
      chosenAgreementIds: fc.array(text(100), { maxLength: 5 }),
      manualAgreements: fc.constant([]),
      currentAddress: fc.option(entry, { nil: null }),
      previousAddresses: fc.array(entry, { maxLength: 2 }),
      signature: fc.option(
        fc.record({ kind: fc.constantFrom('drawn' as const, 'typed' as const), value: text(50) }),
        {
          nil: null,
        },
      ),
      termsAccepted: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2),
        answers,
        fc.integer({ min: 0, max: STEP_KEYS.length - 1 }),
        fc.option(fc.string({ minLength: 1, maxLength: 100 }), { nil: null }),
        fc.boolean(),
        (version, given, last, claimId, verified) => {
          const reached = STEP_KEYS.slice(0, last + 1);
          const current = reached[last]!;
          const { section, step } = toStepRef(current);
          const {
            lookupFor: _lookupFor,
            gatewayErrorKind: _kind,
            failures: _failures,
            checkRefused: _refused,
            checkSentFor: _sent,
            checkedFor: _checked,
            checksStarted: _started,
            ...older
          } = initialContext();
          const context = {
            ...older,
            answers: given,
            claimId,
            agreementsFound: verified ? [] : null,
            reached,
            current,
            ...(version === 2 ? { checkSentFor: null, checkedFor: null, checksStarted: 0 } : {}),
          };
          const saved = JSON.stringify({ version, savedAt: NOW - 1000, value: { [section]: step }, context });
          const restored = restoreWizard(saved, NOW);
          expect(restored).toMatchObject({ ok: true });
          if (!restored.ok) return;
          const kept = (restored.snapshot as unknown as { context: ReturnType<typeof initialContext> })
            .context;
          expect(kept.answers).toEqual({ ...given, postcode: '' });
          expect(kept.current).toBe(current);
          expect(kept.reached).toEqual(reached);
          expect(kept.claimId).toBe(claimId);
          if (version === 1) {
            const checked = checkedAnswersIn({ ...given, postcode: '' });
            expect(kept.checkSentFor).toEqual(claimId === null ? null : checked);
            expect(kept.checkedFor).toEqual(verified ? checked : null);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
