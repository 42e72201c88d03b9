import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useBrand } from '../brands/BrandContext';
import type { JourneyActor } from './actor';
import { basisOf, readDraft, saveDraft } from './drafts';
import type { StepModel } from './steps/viewModel';

/**
 * One step on the page: its view model's props from the running wizard, its callbacks sending one
 * event each. A step with a draft shape starts from what was typed before a reload, and keeps what
 * is typed as it is typed (drafts.ts); the wizard still receives the answers only on Continue.
 */
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
  // Read once, when the step opens: the routes key this container by step.
  const [kept] = useState(() => {
    const { draft } = model;
    if (!draft) return null;
    const step = actor.getSnapshot().context.current;
    const basis = basisOf((data as { values?: unknown }).values);
    return { step, basis, values: readDraft(step, basis, draft) };
  });
  const callbacks = useMemo(
    () => ({
      ...model.intents({ send: (event) => actor.send(event), leave, print: () => window.print() }),
      ...(kept ? { onDraft: (values: unknown) => saveDraft(kept.step, kept.basis, values) } : {}),
    }),
    [model, actor, leave, kept],
  );
  const shown = kept?.values ? { ...data, values: kept.values } : data;
  return model.render(shown, callbacks, { focusHeading });
}
