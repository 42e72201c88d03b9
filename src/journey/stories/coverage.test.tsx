import { describe, expect, it } from 'vitest';
import type { WizardStoryParameters } from './wizardStory';
import * as stories from './WizardStates.stories';
import { wizardMachine } from '../../../machines/wizard/wizardMachine';
import { leafStates } from './wizardStates';

const storyParameters = Object.entries(stories)
  .filter(([name]) => name !== 'default')
  .map(([, story]) => (story as { parameters: WizardStoryParameters }).parameters);
const storyStates = new Set(storyParameters.map((p) => p.wizardState));

/** The states that must each have a story: every leaf of the wizard machine. */
const wizardStates: string[] = leafStates(wizardMachine);

describe('wizard stories', () => {
  it('give every wizard state a story', () => {
    const missing = wizardStates.filter((state) => !storyStates.has(state));
    expect(missing, 'add a wizardStory(...) export for each to WizardStates.stories.tsx').toEqual([]);
  });

  it('name no state the wizard does not have', () => {
    const known = new Set(wizardStates);
    const stale = [...storyStates].filter((state) => !known.has(state));
    expect(stale, 'remove or rename these stories').toEqual([]);
  });

  it('show the loading, error, validation-error, wrong-code, none-found and recovery situations', () => {
    const shown = storyParameters.map((p) => `${p.wizardState} ${p.variant}`);
    expect(shown).toEqual(
      expect.arrayContaining([
        'start.contact.confirming loading',
        'check.otp.verifying loading',
        'check.consent.failed gateway-error',
        'start.details validation-error',
        'check.otp.entering wrong-code',
        'check.agreements.noneFound none-found',
        'start.recovery.signIn default',
        'start.recovery.signIn reset-sent',
      ]),
    );
  });

  it('give each story a distinct state and situation', () => {
    const keys = storyParameters.map((p) => `${p.wizardState} ${p.variant}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
