import type { StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { selectBusy, selectSaveForLater, selectStepProblem } from '../../../machines/wizard/selectors';
import { wizardMachine } from '../../../machines/wizard/wizardMachine';
import { SaveForLater } from '../views/SaveForLater';
import { stepTitles } from '../views/titles';
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

/**
 * A story for one state of "Save and come back later", which is not a step: it is shown as opened
 * from "What is your current address?", with that journey's answers.
 */
export function saveForLaterStory(leaf: string, variant: Variant = 'default'): StoryObj {
  const wizardState = `saveForLater.${leaf}`;
  const parameters: WizardStoryParameters = { wizardState, variant };
  return {
    name: variant === 'default' ? wizardState : `${wizardState} (${variant})`,
    parameters,
    render: () => {
      const from = storySnapshot('address.current', variant);
      const snapshot = wizardMachine.resolveState({ value: { saveForLater: leaf }, context: from.context });
      const problem = selectStepProblem(snapshot);
      return (
        <>
          {problem !== null && <GatewayProblem message={problem} onRetry={fn()} />}
          <SaveForLater
            phase={selectSaveForLater(snapshot) ?? 'password'}
            email={snapshot.context.answers.email}
            resumeAt={stepTitles['address/current']}
            errors={snapshot.context.fieldErrors}
            busy={selectBusy(snapshot)}
            focusHeading={false}
            onContinue={fn()}
            onBack={fn()}
          />
        </>
      );
    },
  };
}
