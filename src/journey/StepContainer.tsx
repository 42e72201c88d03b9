import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useBrand } from '../brands/BrandContext';
import type { JourneyActor } from './actor';
import type { StepModel } from './steps/viewModel';

/** One step on the page: its view model's props from the running wizard, its callbacks sending one event each. */
export function StepContainer({
  model,
  actor,
  focusHeading,
  leave,
}: {
  model: StepModel;
  actor: JourneyActor;
  focusHeading: boolean;
  leave: () => void;
}) {
  const brand = useBrand();
  const data = useSelector(actor, (snapshot) => model.props(snapshot, brand), shallowEqual);
  const callbacks = useMemo(
    () => model.intents({ send: (event) => actor.send(event), leave, print: () => window.print() }),
    [model, actor, leave],
  );
  return model.render(data, callbacks, { focusHeading });
}
