import { selectCurrentStep } from '../../machines/wizard/selectors';
import { ensureJourneyActor, journeyActor, recoverDroppedJourney, startAtFreshIntro } from './actor';
import { isJourneyRunning } from './journeyRunning';
import { handOverFromIntro, takeOverFreshIntro } from './JourneyPage';
import { loadStepViews } from './sections';

/**
 * The claim journey's core (decision 228): the wizard, its page and the start section's steps,
 * loaded apart from the journey's first page (gate.ts says when).
 */
export { JourneyPage } from './JourneyPage';

/**
 * Before the first render of a step: the wizard is created (or restored from this tab's session);
 * when the tab's saved journey could not be used, it carries on from the server copy instead
 * (decision 164). Then the views of the section it is at are loaded (a failed load is shown on
 * the page, with Try again).
 */
export async function prepareJourney(): Promise<void> {
  ensureJourneyActor();
  await recoverDroppedJourney();
  await loadStepViews(selectCurrentStep(journeyActor().getSnapshot())).catch(() => {});
}

/**
 * Start (or "Save and come back later") pressed on the intro shown before the wizard had loaded:
 * the wizard starts at the intro and gets the press as the one event it is (`user.continue` or
 * `user.saveForLater`), as it would have on its own page.
 */
export function startFromIntro(action: 'continue' | 'saveForLater' = 'continue'): void {
  handOverFromIntro();
  const actor = ensureJourneyActor();
  if (actor.getSnapshot().context.current !== 'start.intro') return;
  actor.send(action === 'continue' ? { type: 'user.continue' } : { type: 'user.saveForLater' });
}

/**
 * The fresh intro, once the core has arrived and the claimant is not using the page (IntroFirst
 * says when): the wizard starts at the intro and its page takes the intro over as it is, with no
 * focus move and nothing announced (decision 229). Start is then an ordinary step. Nothing happens
 * if the wizard already runs in this tab.
 */
export function takeOverIntro(): void {
  if (isJourneyRunning()) return;
  takeOverFreshIntro();
  startAtFreshIntro();
}
