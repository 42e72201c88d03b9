import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wizardStory } from './wizardStory';

/**
 * The journey moving on: each story opens a step on the real wizard, answers it and presses the
 * step's button, and the gateway (MSW, success answers) takes the claimant to the next step. A
 * designer can go on clicking from there.
 */
const meta = { title: 'Wizard/Journey' } satisfies Meta;
export default meta;

/**
 * The step's own button (Continue, or what the step calls it): the form's submit button. Called
 * once the step's fields have been found, so the step is on the page.
 */
const submit = (canvasElement: HTMLElement) => {
  const button = canvasElement.querySelector<HTMLButtonElement>('main form button[type="submit"]');
  if (!button) throw new Error('The step has no submit button');
  return button;
};

/** Waits until the running wizard shows the given state. */
const reaches = (canvasElement: HTMLElement, state: string) =>
  waitFor(
    () =>
      expect(canvasElement.querySelector('[data-wizard-state]')?.getAttribute('data-wizard-state')).toBe(
        state,
      ),
    { timeout: 8000 },
  );

/*
 * A step's views load with its section (lazily), so a story opened on its own shows the step a
 * moment after it renders: the play functions wait for the fields (`findBy…`).
 */

/** Consent given: the check starts, the gateway texts a code, the passcode step opens. */
export const ConsentThenPasscode: StoryObj = {
  ...wizardStory('check.consent.editing', 'default', undefined, 'check.otp.entering'),
  name: 'check.consent → check.otp (Continue)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/postcode/i), 'LS1 4DY');
    await userEvent.click(await canvas.findByRole('checkbox'));
    await userEvent.click(submit(canvasElement));
    await reaches(canvasElement, 'check.otp.entering');
  },
};

/** The right code: the gateway answers with the credit file's agreements. */
export const PasscodeThenAgreements: StoryObj = {
  ...wizardStory('check.otp.entering', 'default', undefined, 'check.agreements.choosing'),
  name: 'check.otp → check.agreements (Continue)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/code/i), '123 456');
    await userEvent.click(submit(canvasElement));
    await reaches(canvasElement, 'check.agreements.choosing');
  },
};
