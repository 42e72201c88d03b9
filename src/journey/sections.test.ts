import { describe, expect, it } from 'vitest';
import { SECTIONS, STEP_KEYS, toStepRef } from '../../machines/wizard/steps';
import { sectionLoaders } from './sections';
import { stepModels } from './steps';

describe('the journey’s views by section', () => {
  it('each later section loads the view model of each of its steps, the same as stories and tests use', async () => {
    for (const section of SECTIONS.filter((s) => s !== 'start')) {
      const models = await sectionLoaders[section]();
      const steps = STEP_KEYS.filter((key) => toStepRef(key).section === section);
      expect(Object.keys(models).sort()).toEqual([...steps].sort());
      for (const step of steps) expect(models[step]).toBe(stepModels[step]);
    }
  });
});
