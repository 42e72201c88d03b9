import { describe, expect, it } from 'vitest';
import { STEP_KEYS } from '../../machines/wizard/steps';
import { partLoaders, partOf, type Part } from './sections';
import { stepModels } from './steps';

describe('the journey’s views by the part they load in', () => {
  it('each part loads the view model of each of its steps, the same as stories and tests use', async () => {
    for (const part of Object.keys(partLoaders) as Part[]) {
      const models = await partLoaders[part]();
      const steps = STEP_KEYS.filter((key) => partOf(key) === part);
      expect(steps.length).toBeGreaterThan(0);
      expect(Object.keys(models).sort()).toEqual([...steps].sort());
      for (const step of steps) expect(models[step]).toBe(stepModels[step]);
    }
  });

  it('the page brings the start section’s steps; the recovery sign-in and every later section load apart', () => {
    expect(STEP_KEYS.filter((key) => partOf(key) === 'start')).toEqual([
      'start.intro',
      'start.details',
      'start.dob',
      'start.contact',
    ]);
    expect(partOf('start.recovery')).toBe('recovery');
    expect(partOf('sign.signature')).toBe('sign');
  });
});
