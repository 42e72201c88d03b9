import { describe, expect, it } from 'vitest';
import { STEP_KEYS } from '../../machines/wizard/steps';
import { appRoutePaths, isUnknownFormStep } from './appPaths';

describe('the app’s addresses', () => {
  it('knows every sub-step of every section, and a section with no sub-step', () => {
    for (const key of STEP_KEYS) {
      const [section, step] = key.split('.') as [string, string];
      expect(isUnknownFormStep(section, step), key).toBe(false);
      expect(isUnknownFormStep(section, undefined), section).toBe(false);
      expect(appRoutePaths()).toContain(`/form/${section}/${step}`);
      expect(appRoutePaths()).toContain(`/form/${section}`);
    }
  });

  it.each([
    ['start', 'bogus'],
    ['check', 'intro'],
    ['sign', 'toString'],
    ['start', ''],
  ])('calls /form/%s/%s unknown: the id is not a sub-step of that section', (section, id) => {
    expect(isUnknownFormStep(section, id)).toBe(true);
  });
});
