import { ensureJourneyActor } from '../journey/actor';
import { JourneyPage } from '../journey/JourneyPage';
import type { Route } from './+types/form';

/** The wizard is created (or restored from this tab's session) before the first render. */
export function clientLoader() {
  ensureJourneyActor();
  return null;
}

/** `/form/{section}/{id?}`: one module for every section; the wizard decides what is shown. */
export default function Form({ params, matches }: Route.ComponentProps) {
  const section = matches.at(-1)?.id.replace(/^form-(.*)-id$/, '$1') ?? '';
  return <JourneyPage section={section} id={params.id} />;
}
