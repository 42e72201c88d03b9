import { describe, expect, it } from 'vitest';
import { DEFAULT_DETERMINATION_TOLERANCE, toleranceFromSettings } from './determination';

describe('the firm’s tolerance from its settings (decision 266)', () => {
  it('reads whole pence and a share from 0 to 1', () => {
    expect(
      toleranceFromSettings({
        REDRESS_DETERMINATION_TOLERANCE_PENCE: '2500',
        REDRESS_DETERMINATION_TOLERANCE_SHARE: '0.05',
      }),
    ).toEqual({ pence: 2_500, share: 0.05 });
    expect(toleranceFromSettings({ REDRESS_DETERMINATION_TOLERANCE_PENCE: '0' })).toEqual({
      pence: 0,
      share: DEFAULT_DETERMINATION_TOLERANCE.share,
    });
  });

  it('keeps the default for a setting that is absent, empty or not such a number', () => {
    expect(toleranceFromSettings({})).toEqual(DEFAULT_DETERMINATION_TOLERANCE);
    for (const [pence, share] of [
      ['', ' '],
      ['ten', 'half'],
      ['12.5', '1.5'],
      ['-100', '-0.1'],
    ]) {
      expect(
        toleranceFromSettings({
          REDRESS_DETERMINATION_TOLERANCE_PENCE: pence,
          REDRESS_DETERMINATION_TOLERANCE_SHARE: share,
        }),
      ).toEqual(DEFAULT_DETERMINATION_TOLERANCE);
    }
  });
});
