import { setup } from 'xstate';
import { wizardActions } from './actions';
import { wizardActors } from './actors';
import type { WizardContext } from './context';
import type { WizardEvent } from './events';
import { wizardGuards } from './guards';

/** The wizard's named actors, guards and actions; the section files build on this. */
export const wizardSetup = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
  },
  actors: wizardActors,
  guards: wizardGuards,
  actions: wizardActions,
});
