import type { StoryObj } from '@storybook/react-vite';
import { brandForGlobals } from '../support/workspace';
import { stateViews, type Variant } from './renderState';

export interface WizardStoryParameters {
  /** The wizard state the story shows, as `section.step`. */
  wizardState: string;
  variant: Variant;
}

/** One story for one wizard state (and situation), in the toolbar's workspace. */
export function wizardStory(wizardState: string, variant: Variant = 'default'): StoryObj {
  const view = stateViews[wizardState];
  if (!view) throw new Error(`No step view for wizard state ${wizardState}`);
  const parameters: WizardStoryParameters = { wizardState, variant };
  return {
    name: variant === 'default' ? wizardState : `${wizardState} (${variant})`,
    parameters,
    render: (_args, { globals }) => view(variant, brandForGlobals(globals)),
  };
}
