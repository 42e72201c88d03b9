import type { StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GatewayProblem } from '../../src/app/journey/GatewayProblem';
import { brandForGlobals } from '../support/workspace';
import { GATEWAY_ERROR, stateViews, type Variant } from './renderState';

export interface WizardStoryParameters {
  /** The wizard state the story shows, as the machine's leaf path `section.step[.inner]`. */
  wizardState: string;
  variant: Variant;
}

/** One story for one wizard state (and situation), in the toolbar's workspace. */
export function wizardStory(wizardState: string, variant: Variant = 'default'): StoryObj {
  const step = wizardState.split('.').slice(0, 2).join('.');
  const view = stateViews[step];
  if (!view) throw new Error(`No step view for wizard state ${wizardState}`);
  const parameters: WizardStoryParameters = { wizardState, variant };
  return {
    name: variant === 'default' ? wizardState : `${wizardState} (${variant})`,
    parameters,
    render: (_args, { globals }) => (
      <>
        {/* As the journey page shows a failed call: above the step, with every answer kept. */}
        {variant === 'gateway-error' && <GatewayProblem message={GATEWAY_ERROR} onRetry={fn()} />}
        {view(variant, brandForGlobals(globals))}
      </>
    ),
  };
}
