import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { StoryObj } from '@storybook/react-vite';
import { wizardMachine } from '../../../machines/wizard/wizardMachine';
import type { WizardStoryParameters } from './wizardStory';
import * as complex365 from './WizardComplex365.stories';
import * as sguk from './WizardSGUK.stories';
import * as sgukInternal from './WizardSGUKINTERNAL.stories';
import * as states from './WizardStates.stories';
import { stepPath } from '../steps/viewModel';
import storySnapshots from 'virtual:redress-story-snapshots';
import { pathTo, statePath, storyKey } from './storyPaths';
import { leafStates } from './wizardStates';

type Story = StoryObj & { parameters: WizardStoryParameters; globals?: { workspace?: string } };

const storiesOf = (module: Record<string, unknown>): Story[] =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .map(([, story]) => story as Story);

/** The brand each file shows: the toolbar's (Redress unless changed) or the one it fixes. */
const files = {
  Redress: storiesOf(states),
  Complex365: storiesOf(complex365),
  SGUK: storiesOf(sguk),
  SGUKINTERNAL: storiesOf(sgukInternal),
};

/** The states that must each have a story in every brand: every leaf of the wizard machine. */
const wizardStates: string[] = leafStates(wizardMachine);

describe.each(Object.entries(files))('wizard stories in %s', (workspace, stories) => {
  const shown = new Set(stories.map((story) => story.parameters.wizardState));

  it('give every wizard state a story', () => {
    const missing = wizardStates.filter((state) => !shown.has(state));
    expect(missing, 'add a story export for each of these states').toEqual([]);
  });

  it('name no state the wizard does not have', () => {
    const known = new Set(wizardStates);
    expect(
      [...shown].filter((state) => !known.has(state)),
      'remove or rename these stories',
    ).toEqual([]);
  });

  it('show each state and situation once, in this brand', () => {
    const keys = stories.map((story) => `${story.parameters.wizardState} ${story.parameters.variant}`);
    expect(new Set(keys).size).toBe(keys.length);
    const fixed = stories.map((story) => story.globals?.workspace ?? 'Redress');
    expect(new Set(fixed)).toEqual(new Set([workspace]));
  });
});

describe('paths to the wizard stories', () => {
  const all = Object.values(files).flat();

  it.each(all.map((story) => [story.name ?? '', story.parameters] as const))(
    '%s is reached by a path from the start that ends in that state',
    (_name, { wizardState, variant, route }) => {
      const path = pathTo(wizardState, variant);
      expect(statePath(path.snapshot)).toBe(wizardState);
      expect(path.events[0]?.type).toBe('xstate.init');
      // The address the app shows for that state: its step's (for "Save and come back later", the
      // step it was opened from).
      expect(route).toBe(stepPath(path.snapshot.context.current));
    },
  );

  it.each(all.map((story) => [story.name ?? '', story.parameters] as const))(
    '%s starts from a snapshot that survives JSON and restores the wizard in that state',
    (_name, { wizardState, variant }) => {
      // What Storybook's build ships (the table as JSON) is what the story restores.
      const table = JSON.parse(JSON.stringify(storySnapshots)) as typeof storySnapshots;
      const shipped = table[storyKey(wizardState, variant)];
      expect(shipped).toEqual(wizardMachine.getPersistedSnapshot(pathTo(wizardState, variant).snapshot));
      const restored = createActor(wizardMachine, { snapshot: shipped }).getSnapshot();
      expect(statePath(restored)).toBe(wizardState);
    },
  );

  it('show the loading, error, validation-error, wrong-code, none-found and recovery situations', () => {
    const shown = files.Redress.map((story) => `${story.parameters.wizardState} ${story.parameters.variant}`);
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

  it('reach a situation through the events that lead there', () => {
    const wrongCode = pathTo('check.otp.entering', 'wrong-code');
    expect(wrongCode.events.map((event) => event.type).slice(-2)).toEqual([
      'user.continue',
      'xstate.done.actor.verifyOtp',
    ]);
    expect(wrongCode.snapshot.context.fieldErrors.code).toBeDefined();
    const reset = pathTo('start.recovery.signIn', 'reset-sent');
    expect(reset.events.map((event) => event.type)).toContain('user.requestReset');
    expect(reset.snapshot.context.resetEmailSent).toBe(true);
  });
});
