import { selectCurrentStep } from '../../machines/wizard/selectors';
import { isUnknownFormStep } from '../config/appPaths';
import { notFound } from '../content/notFound';
import { ensureJourneyActor, journeyActor, recoverDroppedJourney } from '../journey/actor';
import { loadStepViews } from '../journey/sections';
import { JourneyPage } from '../journey/JourneyPage';
import type { Route } from './+types/form';

/**
 * The wizard is created (or restored from this tab's session) before the first render; when the
 * tab's saved journey could not be used, it carries on from the server copy instead (decision
 * 164). Then the views of the section it is at are loaded (the start section comes with the page;
 * a failed load is shown on the page, with Try again).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // An id that is not a sub-step of the section is the spec's page-not-found error; a sub-step
  // not reached yet is a page (the journey shows where the claimant is). The route's path is
  // `form/{section}/:id?`, so the section is the address's second segment.
  const { pathname } = new URL(request.url);
  if (isUnknownFormStep(pathname.split('/')[2] ?? '', params.id)) throw notFound(pathname);
  ensureJourneyActor();
  await recoverDroppedJourney();
  await loadStepViews(selectCurrentStep(journeyActor().getSnapshot())).catch(() => {});
  return null;
}

/** `/form/{section}/{id?}`: one module for every section; the wizard decides what is shown. */
export default function Form({ params, matches }: Route.ComponentProps) {
  const section = matches.at(-1)?.id.replace(/^form-(.*)-id$/, '$1') ?? '';
  return <JourneyPage section={section} id={params.id} />;
}
