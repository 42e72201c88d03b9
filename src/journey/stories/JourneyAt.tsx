import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Route, Routes, useParams } from 'react-router';
import storySnapshots from 'virtual:redress-story-snapshots';
import { SLOW_MS } from '../../../mocks/gateway/respond';
import { provideJourney, stopJourney } from '../actor';
import { ensureSession, journeyCalls, provideRuntime, stopRuntime } from '../runtime';
import { JourneyPage } from '../JourneyPage';
import { sessionUid } from '../session';
import { memoryServices } from './memoryServices';
import { statePath, storyKey, type Variant } from './storyPaths';

/** The claim form's route, as the app declares it: `/form/{section}/{id?}` shows the journey page. */
function FormRoute() {
  const params = useParams();
  return <JourneyPage section={params.section ?? ''} id={params.id} />;
}

/**
 * The real journey page on a running wizard (and auth session), restored to the end of the path
 * @xstate/graph found to the story's state (found at build time: `storySnapshots`). Calls go to
 * the gateway over HTTP, where the story's MSW handlers answer; sign-in and the profile are in
 * memory.
 */
export function JourneyAt({
  wizardState,
  variant,
  endsAt = wizardState,
}: {
  wizardState: string;
  variant: Variant;
  /** The state the story shows in the end, when a play function moves on from `wizardState`. */
  endsAt?: string;
}) {
  const [journey] = useState(() => {
    const snapshot = storySnapshots[storyKey(wizardState, variant)];
    if (!snapshot) throw new Error(`No path reaches the wizard state ${wizardState} (${variant})`);
    const { firstName, middleName, lastName, email, phoneNumber } = snapshot.context.answers;
    const services = memoryServices({
      authDelayMs: variant === 'loading' ? SLOW_MS : 0,
      // Saved at the contact step, as the journey does: the password at the end upgrades it.
      profile: snapshot.context.reached.includes('check.consent')
        ? { firstName, middleName, lastName, email, phoneNumber }
        : undefined,
      sessionUid: () => sessionUid(ensureSession()),
    });
    const session = provideRuntime(services);
    const actor = provideJourney(() => Promise.resolve(journeyCalls()), snapshot);
    return { actor, session };
  });
  useEffect(
    () => () => {
      if (journey.actor.getSnapshot().status !== 'active') return;
      stopJourney();
      stopRuntime();
    },
    [journey],
  );
  const live = useSelector(journey.actor, statePath);
  return (
    // The story test compares the two: the state the story names and the one the wizard is in.
    <div data-story-state={endsAt} data-wizard-state={live}>
      <Routes>
        <Route path="/form/:section/:id?" element={<FormRoute />} />
      </Routes>
    </div>
  );
}
