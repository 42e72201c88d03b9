import type { StoryObj } from '@storybook/react-vite';
import type { MswParameter } from 'msw-storybook-addon/csf3';
import { gatewayHandler, type GatewayScenarios } from '../../../mocks/handlers';
import { brandForGlobals } from '../../../stories/support/workspace';
import type { Workspace } from '../../config/env';
import { BrandContext } from '../../brands/BrandContext';
import { stepPath } from '../steps/viewModel';
import { JourneyAt } from './JourneyAt';
import type { Variant } from './storyPaths';

export interface WizardStoryParameters {
  /** The wizard state the story shows, as the machine's leaf path `section.step[.inner]`. */
  wizardState: string;
  variant: Variant;
  /** The address the story opens at: the step's own, as in the app. */
  route: string;
}

/** The gateway's answers for a story: what keeps its state on screen and what Continue meets next. */
function scenariosFor(wizardState: string, variant: Variant): GatewayScenarios {
  const step = wizardState.split('.').slice(0, 2).join('.');
  const domain: keyof GatewayScenarios = wizardState.startsWith('saveForLater.')
    ? 'account'
    : step === 'start.contact'
      ? 'contact'
      : step.startsWith('check.')
        ? 'check'
        : step.startsWith('address.')
          ? 'address'
          : 'claim';
  switch (variant) {
    case 'loading':
      return { [domain]: 'slow' };
    case 'gateway-error':
    case 'lookup-failed':
      return { [domain]: 'serverError' };
    case 'wrong-code':
      return { check: 'wrongCode' };
    case 'none-found':
      return { check: 'noneFound' };
    case 'code-expired':
      return { check: 'expired' };
    case 'rate-limited':
      return { check: 'rateLimited' };
    case 'already-signed':
      return { claim: 'alreadySigned' };
    case 'not-saved':
      return { contact: 'exception' };
    default:
      return {};
  }
}

/**
 * The step whose address the story opens at: the state's own, or for "Save and come back later"
 * the step the paths open it from (the details step before contact details are saved, else the
 * current address).
 */
function pageStep(wizardState: string): `${string}.${string}` {
  if (wizardState === 'saveForLater.needsContact') return 'start.details';
  if (wizardState.startsWith('saveForLater.')) return 'address.current';
  return wizardState.split('.').slice(0, 2).join('.') as `${string}.${string}`;
}

/**
 * One story for one wizard state (and situation), shown in the toolbar's workspace or, given
 * `workspace`, always in that one. Its gateway calls are answered by `gatewayHandler` with the
 * scenarios that fit the situation (slow for loading, a server error for a failed call…).
 */
export function wizardStory(
  wizardState: string,
  variant: Variant = 'default',
  workspace?: Workspace,
  /** The state the story ends in when its play function moves the journey on. */
  endsAt?: string,
): StoryObj {
  const step = pageStep(wizardState);
  const parameters: WizardStoryParameters & { msw: MswParameter } = {
    wizardState,
    variant,
    route: stepPath(step),
    msw: { handlers: { gateway: [gatewayHandler(scenariosFor(wizardState, variant))] } },
  };
  return {
    name: variant === 'default' ? wizardState : `${wizardState} (${variant})`,
    parameters,
    ...(workspace ? { globals: { workspace } } : {}),
    render: (_args, { globals, id }) => (
      <BrandContext.Provider value={brandForGlobals(globals)}>
        <JourneyAt key={id} wizardState={wizardState} variant={variant} endsAt={endsAt} />
      </BrandContext.Provider>
    ),
  };
}

/** The situation a leaf state is in by its nature: a call in flight, a failed call, none found… */
function naturalVariant(wizardState: string): Variant {
  const leaf = wizardState.split('.').at(-1) ?? '';
  if (
    ['confirming', 'saving', 'signingIn', 'sendingReset', 'initiating', 'verifying', 'resending'].includes(
      leaf,
    )
  )
    return 'loading';
  if (['lookingUp', 'submitting', 'upgrading'].includes(leaf)) return 'loading';
  if (leaf === 'savingFailed') return 'gateway-error';
  if (leaf === 'failed') return wizardState.startsWith('address.') ? 'lookup-failed' : 'gateway-error';
  if (leaf === 'noneFound') return 'none-found';
  if (leaf === 'created') return 'saved';
  return 'default';
}

/** A leaf state in its natural situation, always in one workspace (the brand stories). */
export const leafStory = (wizardState: string, workspace: Workspace): StoryObj =>
  wizardStory(wizardState, naturalVariant(wizardState), workspace);
