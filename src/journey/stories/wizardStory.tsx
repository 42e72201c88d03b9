import type { StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { selectStepProblem } from '../../../machines/wizard/selectors';
import type { StepKey } from '../../../machines/wizard/steps';
import { GatewayProblem } from '../GatewayProblem';
import { stepModels } from '../steps';
import { brandForGlobals } from '../../../stories/support/workspace';
import { storySnapshot, type Variant } from './storySnapshot';

export interface WizardStoryParameters {
  /** The wizard state the story shows, as the machine's leaf path `section.step[.inner]`. */
  wizardState: string;
  variant: Variant;
}

/**
 * One story for one wizard state (and situation), in the toolbar's workspace: the step's view
 * model reads the wizard's snapshot, as on the journey page, and its callbacks are spies.
 */
export function wizardStory(wizardState: string, variant: Variant = 'default'): StoryObj {
  const step = wizardState.split('.').slice(0, 2).join('.') as StepKey;
  const model = stepModels[step];
  if (!model) throw new Error(`No step view for wizard state ${wizardState}`);
  const parameters: WizardStoryParameters = { wizardState, variant };
  return {
    name: variant === 'default' ? wizardState : `${wizardState} (${variant})`,
    parameters,
    render: (_args, { globals }) => {
      const snapshot = storySnapshot(wizardState, variant);
      const problem = selectStepProblem(snapshot);
      const data = model.props(snapshot, brandForGlobals(globals));
      const callbacks = model.intents({ send: fn(), leave: fn(), print: fn() });
      return (
        <>
          {/* As the journey page shows a failed call: above the step, with every answer kept. */}
          {problem !== null && <GatewayProblem message={problem} onRetry={fn()} />}
          {model.render(data, callbacks, { focusHeading: false })}
        </>
      );
    },
  };
}
