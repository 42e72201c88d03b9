import type { StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import type { MswParameter } from 'msw-storybook-addon/csf3';
import { useEffect, useState } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { wizardMachine } from '../../../machines/wizard/wizardMachine';
import { gatewayHandler, type GatewayScenarios } from '../../../mocks/handlers';
import { SLOW_MS } from '../../../mocks/gateway/respond';
import { brandForGlobals } from '../../../stories/support/workspace';
import type { Workspace } from '../../config/env';
import { BrandContext } from '../../brands/BrandContext';
import { provideJourney, stopJourney, ensureSession } from '../actor';
import { JourneyPage } from '../JourneyPage';
import { sessionUid } from '../session';
import { stepPath } from '../steps/viewModel';
import { memoryServices } from './memoryServices';
import { pathTo, statePath, type Variant } from './storyPaths';

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
  const domain: keyof GatewayScenarios =
    step === 'start.contact'
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
    default:
      return {};
  }
}

/** The claim form's route, as the app declares it: `/form/{section}/{id?}` shows the journey page. */
function FormRoute() {
  const params = useParams();
  return <JourneyPage section={params.section ?? ''} id={params.id} />;
}

/**
 * The real journey page on a running wizard (and auth session), restored to the end of the path
 * @xstate/graph found to the story's state. Calls go to the gateway over HTTP, where the story's
 * MSW handlers answer; sign-in and the profile are in memory.
 */
function JourneyStory({ wizardState, variant }: { wizardState: string; variant: Variant }) {
  const [journey] = useState(() => {
    const { snapshot } = pathTo(wizardState, variant);
    const { firstName, middleName, lastName, email, phoneNumber } = snapshot.context.answers;
    const services = memoryServices({
      authDelayMs: variant === 'loading' ? SLOW_MS : 0,
      // Saved at the contact step, as the journey does: the password at the end upgrades it.
      profile: snapshot.context.reached.includes('check.consent')
        ? { firstName, middleName, lastName, email, phoneNumber }
        : undefined,
      sessionUid: () => sessionUid(ensureSession()),
    });
    return provideJourney(services, wizardMachine.getPersistedSnapshot(snapshot));
  });
  useEffect(
    () => () => {
      if (journey.actor.getSnapshot().status === 'active') stopJourney();
    },
    [journey],
  );
  const live = useSelector(journey.actor, statePath);
  return (
    // The story test compares the two: the state the story names and the one the wizard is in.
    <div data-story-state={wizardState} data-wizard-state={live}>
      <Routes>
        <Route path="/form/:section/:id?" element={<FormRoute />} />
      </Routes>
    </div>
  );
}

/**
 * One story for one wizard state (and situation), shown in the toolbar's workspace or, given
 * `workspace`, always in that one.
 */
export function wizardStory(wizardState: string, variant: Variant = 'default', workspace?: Workspace): StoryObj {
  const step = wizardState.split('.').slice(0, 2).join('.');
  const parameters: WizardStoryParameters & { msw: MswParameter } = {
    wizardState,
    variant,
    route: stepPath(step as `${string}.${string}`),
    msw: { handlers: { gateway: [gatewayHandler(scenariosFor(wizardState, variant))] } },
  };
  return {
    name: variant === 'default' ? wizardState : `${wizardState} (${variant})`,
    parameters,
    ...(workspace ? { globals: { workspace } } : {}),
    render: (_args, { globals, id }) => (
      <BrandContext.Provider value={brandForGlobals(globals)}>
        <JourneyStory key={id} wizardState={wizardState} variant={variant} />
      </BrandContext.Provider>
    ),
  };
}

/** The situation a leaf state is in by its nature: a call in flight, a failed call, none found… */
function naturalVariant(wizardState: string): Variant {
  const leaf = wizardState.split('.').at(-1) ?? '';
  if (['confirming', 'saving', 'signingIn', 'sendingReset', 'initiating', 'verifying', 'resending'].includes(leaf))
    return 'loading';
  if (['lookingUp', 'submitting', 'upgrading'].includes(leaf)) return 'loading';
  if (leaf === 'failed') return wizardState.startsWith('address.') ? 'lookup-failed' : 'gateway-error';
  if (leaf === 'noneFound') return 'none-found';
  if (leaf === 'created') return 'saved';
  return 'default';
}

/** A leaf state in its natural situation, always in one workspace (the brand stories). */
export const leafStory = (wizardState: string, workspace: Workspace): StoryObj =>
  wizardStory(wizardState, naturalVariant(wizardState), workspace);
