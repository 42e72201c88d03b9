import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyString, anything } from '../../tests/reliability/hostile';
import { WIZARD_SNAPSHOT_VERSION, restoreWizard } from './persistence';
import { STEP_KEYS, toStepKey } from './steps';

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
});
