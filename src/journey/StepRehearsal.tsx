import { Component, startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { STEP_KEYS, type StepKey } from '../../machines/wizard/steps';
import { useBrand } from '../brands/BrandContext';
import type { JourneyActor } from './actor';
import { whenIdle } from './gate';
import { loadedStepModel } from './sections';
import type { StepModel } from './steps/viewModel';

/** Steps whose first showing has been rehearsed in this page's life: each is rehearsed once. */
const rehearsed = new Set<StepKey>();

/** For tests: a page that has rehearsed nothing yet. */
export function forgetRehearsals(): void {
  rehearsed.clear();
}

/**
 * The step that usually follows `step`: the next in the journey's order. The sign-in for an
 * existing account (few see it) and the thank-you pages (after the gateway's answer, and with
 * effects of their own) are never rehearsed.
 */
export function stepAfter(step: StepKey): StepKey | null {
  const next = STEP_KEYS.slice(STEP_KEYS.indexOf(step) + 1).find((key) => key !== 'start.recovery');
  return next === undefined || next.startsWith('thankyou.') ? null : next;
}

/** A rehearsal that fails is dropped: it never shows, and it never stops the page. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Rehearsal({ model, actor, done }: { model: StepModel; actor: JourneyActor; done: () => void }) {
  const brand = useBrand();
  const [container] = useState(() => document.createElement('div'));
  useEffect(() => whenIdle(done), [done]);
  const callbacks = model.intents({ send: () => {}, leave: () => {}, print: () => {} });
  return createPortal(
    model.render(model.props(actor.getSnapshot(), brand), callbacks, { focusHeading: false }),
    container,
  );
}

/**
 * While the claimant reads a step, the step after it is rendered once when the browser is idle,
 * into an element that is never on the page, and taken away at the next idle moment (decision
 * 243). Its first real showing then finds its code compiled and its styles in the style sheet:
 * the work a first render does once moves out of the press of Continue.
 */
export function StepRehearsal({
  current,
  actor,
  modelOf = loadedStepModel,
}: {
  current: StepKey;
  actor: JourneyActor;
  /** The view model of a step whose views have loaded (sections.ts); tests give their own. */
  modelOf?: (step: StepKey) => StepModel | null;
}) {
  const [model, setModel] = useState<StepModel | null>(null);
  useEffect(() => {
    const next = stepAfter(current);
    if (next === null || rehearsed.has(next)) return;
    return whenIdle(() => {
      const found = modelOf(next);
      if (!found) return;
      rehearsed.add(next);
      // Rendered in a transition: React works in slices of a few milliseconds and lets the
      // browser answer the claimant between them.
      startTransition(() => setModel(found));
    });
  }, [current, modelOf]);
  const done = useCallback(() => startTransition(() => setModel(null)), []);
  if (model === null) return null;
  return (
    <Quiet>
      <Rehearsal model={model} actor={actor} done={done} />
    </Quiet>
  );
}
