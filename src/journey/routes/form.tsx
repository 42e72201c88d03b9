import { isUnknownFormStep } from '../../config/appPaths';
import { notFound } from '../../content/notFound';
import { data } from 'react-router';
import { loadJourneyCore, opensAtFreshIntro, SECTION_LOAD_FAILED_MESSAGE, useRunningJourney } from '../gate';
import { IntroFirst } from '../IntroFirst';
import type { Route } from './+types/form';

/** The journey's core (the wizard and its page), loaded once (journey/gate.ts). */
const loadCore = () => loadJourneyCore(() => import('../core'));

/**
 * A claimant opening the journey afresh gets its intro at once, before the wizard has loaded
 * (decision 228). Any other step, and a journey this tab already has (a reload, a saved claim, a
 * sign-in), waits for the journey's core: the wizard is created or restored, carried on from the
 * server copy when the tab's saved journey could not be used (decision 164), and the views of the
 * section it is at are loaded (a failed load is shown on the page, with Try again).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // An id that is not a sub-step of the section is the spec's page-not-found error; a sub-step
  // not reached yet is a page (the journey shows where the claimant is). The route's path is
  // `form/{section}/:id?`, so the section is the address's second segment.
  const { pathname } = new URL(request.url);
  const section = pathname.split('/')[2] ?? '';
  if (isUnknownFormStep(section, params.id)) throw notFound(pathname);
  if (opensAtFreshIntro(section, params.id)) return null;
  // The core could not be downloaded (offline, or a deploy replaced it): the error page says so.
  const core = await loadCore().catch(() => {
    throw data(SECTION_LOAD_FAILED_MESSAGE, { status: 503 });
  });
  await core.prepareJourney();
  return null;
}

/** `/form/{section}/{id?}`: one module for every section; the wizard decides what is shown. */
export default function Form({ params, matches }: Route.ComponentProps) {
  const section = matches.at(-1)?.id.replace(/^form-(.*)-id$/, '$1') ?? '';
  const journey = useRunningJourney();
  if (journey) return <journey.JourneyPage section={section} id={params.id} />;
  return <IntroFirst id={params.id} loadCore={loadCore} />;
}
