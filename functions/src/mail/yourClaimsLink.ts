import * as logger from 'firebase-functions/logger';
import type { Workspace } from '../../../contract/firms.js';
import { parseWorkspaceOrigins, yourClaimsUrl } from '../../../contract/siteLinks.js';
import { allowedSites } from '../lib/accountSecurity.js';

/**
 * The link to Your claims the claimant's emails carry (decision 264), from the deployment's
 * settings: WORKSPACE_ORIGINS, checked against SITE_ORIGINS; on the emulators the local app the
 * stack serves (REDRESS_LOCAL_APP_ORIGIN). Null when no allowed site is known for the workspace,
 * and the email then says where to go in words; the log line names the workspace only.
 */
export function yourClaimsLink(
  workspace: Workspace,
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string, fields: Record<string, string>) => void = logger.warn,
): string | null {
  let url: string | null = null;
  try {
    url = yourClaimsUrl(workspace, {
      workspaceOrigins: parseWorkspaceOrigins(env.WORKSPACE_ORIGINS),
      sites: allowedSites(env),
      ...(env.REDRESS_LOCAL_APP_ORIGIN ? { localApp: env.REDRESS_LOCAL_APP_ORIGIN } : {}),
    });
  } catch (error) {
    warn('the site settings cannot be read', {
      error: error instanceof Error ? error.message : 'unknown',
    });
  }
  if (url === null) warn('no allowed site for the claimant’s emails to link to', { workspace });
  return url;
}
