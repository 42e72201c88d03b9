import { describe, expect, it } from 'vitest';
import { INSPECT_SETTING, wantsStatelyInspector } from './settings';

const noSetting = () => null;

describe('the inspect switch', () => {
  it('is on with ?inspect in the URL', () => {
    expect(wantsStatelyInspector('?inspect', noSetting)).toBe(true);
    expect(wantsStatelyInspector('?utm_source=x&inspect=1', noSetting)).toBe(true);
  });

  it('is on with the redress:inspect setting', () => {
    expect(INSPECT_SETTING).toBe('redress:inspect');
    expect(wantsStatelyInspector('', (key) => (key === 'redress:inspect' ? 'true' : null))).toBe(true);
    expect(wantsStatelyInspector('', (key) => (key === 'redress:inspect' ? '1' : null))).toBe(true);
  });

  it('is off otherwise', () => {
    expect(wantsStatelyInspector('?utm_source=x', noSetting)).toBe(false);
    expect(wantsStatelyInspector('', () => '0')).toBe(false);
  });
});
