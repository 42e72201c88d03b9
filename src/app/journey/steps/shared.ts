import { useMemo } from 'react';
import type { WizardEvent } from '../../../../machines/wizard/events';
import type { StepKey } from '../../../../machines/wizard/steps';
import type { JourneyActor } from '../actor';

/** What every step component gets from the journey page. */
export interface StepPage {
  actor: JourneyActor;
  /** The step's inner state ('editing', 'confirming', 'failed', …), '' for steps without one. */
  phase: string;
  focusHeading: boolean;
  busy: boolean;
  onBack: () => void;
  /** Leaves the journey (Back from the first page, "no agreement to add", skipping the password). */
  leave: () => void;
}

export const stepPath = (step: StepKey | `${string}.${string}`) => `/form/${step.replace('.', '/')}`;

/**
 * The wizard's field error keys renamed to the view's field ids. The result keeps its identity while
 * the wizard's errors object does, so the view only moves focus to the summary on a new validation.
 */
export function useRenamedErrors(errors: Record<string, string>, rename: (key: string) => string | null) {
  return useMemo(() => {
    const renamed: Record<string, string> = {};
    for (const [key, message] of Object.entries(errors)) {
      const target = rename(key);
      if (target !== null && renamed[target] === undefined) renamed[target] = message;
    }
    return renamed;
    // `rename` is a pure function of the key; only a new errors object means a new validation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);
}

/**
 * Continue on a step whose call failed: return to editing first (Back or Retry, whichever the
 * step has), so the claimant's corrected answers are what is sent.
 */
export function continueWith(page: StepPage, event: WizardEvent) {
  if (page.phase === 'failed') {
    page.actor.send({ type: 'user.back' });
    if (page.actor.getSnapshot().context.gatewayError !== null) page.actor.send({ type: 'user.retry' });
  }
  page.actor.send(event);
}
