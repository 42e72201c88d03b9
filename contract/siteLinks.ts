// Where the claimant's emails send them (decision 264): Your claims on their brand's own site.
// Which site a workspace is served on is the deployment's to say (WORKSPACE_ORIGINS in
// functions/.env.<project id>), and a link is only ever made to one of its allowed sites
// (SITE_ORIGINS, decision 203). Plain data and functions, no valibot.
import { WorkspaceSchema, type Workspace } from './firms.js';
import { isAllowedSiteOrigin, parseSiteOrigins, type AllowedSites } from './requests.js';

/** Your claims: where a claimant reads each complaint, decides on an offer and cancels. */
export const YOUR_CLAIMS_PATH = '/form/claims';

/**
 * The site of each workspace in a WORKSPACE_ORIGINS setting
 * ("Redress=https://www.redress.example, SGUK=https://carfinance.sguk.example"). Throws on an entry
 * that is not a workspace, `=` and an https origin, or a workspace named twice.
 */
export function parseWorkspaceOrigins(setting: string | undefined): Partial<Record<Workspace, string>> {
  const origins: Partial<Record<Workspace, string>> = {};
  const items = (setting ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  for (const item of items) {
    const [name = '', origin = '', ...rest] = item.split('=').map((part) => part.trim());
    const workspace = WorkspaceSchema.options.find((option) => option === name);
    if (!workspace || rest.length > 0 || origin === '') {
      throw new Error(`WORKSPACE_ORIGINS: ${item} is not a workspace, "=" and its site's origin`);
    }
    if (origins[workspace] !== undefined) {
      throw new Error(`WORKSPACE_ORIGINS: ${workspace} is named more than once`);
    }
    origins[workspace] = httpsOrigin(origin, item);
  }
  return origins;
}

/** An https origin exactly (scheme and host, no path), by SITE_ORIGINS' rule. */
function httpsOrigin(origin: string, item: string): string {
  try {
    const [parsed = ''] = parseSiteOrigins(origin);
    return parsed;
  } catch {
    throw new Error(`WORKSPACE_ORIGINS: ${item} is not an https origin (scheme and host, no path)`);
  }
}

/** What decides the link to Your claims: the deployment's settings, read by the gateway. */
export interface SiteLinkSettings {
  /** WORKSPACE_ORIGINS, parsed. */
  workspaceOrigins: Partial<Record<Workspace, string>>;
  /** The sites the deployment serves (SITE_ORIGINS; the local machine on the emulators). */
  sites: AllowedSites;
  /** On the emulators, the app served from this machine (http://127.0.0.1:<port>), when known. */
  localApp?: string;
}

/**
 * Your claims on the workspace's own site, or null when no allowed site is known for it: on the
 * emulators the local app; elsewhere the workspace's configured origin, only when it is one of the
 * deployment's allowed sites. Nothing the claimant or a request sent goes into it.
 */
export function yourClaimsUrl(workspace: Workspace, settings: SiteLinkSettings): string | null {
  const { localApp, sites } = settings;
  if (sites.local && localApp !== undefined && isAllowedSiteOrigin(localApp, { origins: [], local: true })) {
    return `${localApp}${YOUR_CLAIMS_PATH}`;
  }
  const origin = settings.workspaceOrigins[workspace];
  if (origin === undefined || !isAllowedSiteOrigin(origin, sites)) return null;
  return `${origin}${YOUR_CLAIMS_PATH}`;
}
