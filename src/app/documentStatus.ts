import { NOT_FOUND_PRERENDER_PATH } from '../../scripts/lib/site-script.mjs';
import { NOT_FOUND_ROUTE_ID, isUnknownFormStep } from '../config/appPaths';

/** The route a document request ended at, and its parameters. */
export interface MatchedRoute {
  id: string;
  params: Record<string, string | undefined>;
}

/**
 * The status of a page the server renders: what React Router decided, or 404 for an address that
 * names no page, as Hosting answers it (an unmatched address, or `/form/{section}/{id}` with an id
 * that is not one of the section's sub-steps). The server renders pages only at build time and in
 * the development server (`ssr: false`); at build time the not-found page itself is prerendered,
 * at /404, for 404.html, and keeps its 200.
 */
export function documentStatus(status: number, pathname: string, leaf: MatchedRoute | undefined): number {
  if (status !== 200 || leaf === undefined) return status;
  // The prerender asks for /404/.
  if (leaf.id === NOT_FOUND_ROUTE_ID)
    return pathname.replace(/\/$/, '') === NOT_FOUND_PRERENDER_PATH ? status : 404;
  const section = /^form-(.+)-id$/.exec(leaf.id)?.[1];
  if (section !== undefined && isUnknownFormStep(section, leaf.params.id)) return 404;
  return status;
}
