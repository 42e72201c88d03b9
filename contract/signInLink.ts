// Sign-in by email link (decision 265): /login's "Email me a sign-in link", the gateway's
// sendSignInLink, and the words the page and the email share. Plain valibot, no Firebase.
import * as v from 'valibot';
import { EmailSchema } from './fields.js';
import { WorkspaceSchema } from './firms.js';
import { CONTINUE_URL_MESSAGE, isAllowedContinueUrl } from './requests.js';

/**
 * sendSignInLink (extension): emails a one-time sign-in link to the address when an account may
 * sign in with it. `continueUrl` is the /login of the site the claimant is on, which the link
 * opens; the gateway accepts only the deployment's own sites (SITE_ORIGINS, decision 203).
 */
export const SendSignInLinkRequestSchema = v.object({
  email: EmailSchema,
  continueUrl: v.pipe(
    v.string('continueUrl must be a URL'),
    v.maxLength(2000, 'continueUrl must be a URL'),
    v.url('continueUrl must be a URL'),
    v.check(
      (value) => isAllowedContinueUrl(value, { origins: [new URL(value).origin], local: true }),
      CONTINUE_URL_MESSAGE,
    ),
  ),
  // The branding the claimant is using: the email names its firm.
  workspace: v.optional(WorkspaceSchema, 'Redress'),
});
export type SendSignInLinkRequest = v.InferInput<typeof SendSignInLinkRequestSchema>;

/**
 * sendSignInLink's answer, read at `result.data.data`: the same whether or not a link was sent, so
 * the form cannot be used to find out who has an account.
 */
export const SendSignInLinkDataSchema = v.object({ requested: v.literal(true) });
export type SendSignInLinkData = v.InferOutput<typeof SendSignInLinkDataSchema>;

/** What /login says once a link was asked for, whoever the address belongs to. */
export const SIGN_IN_LINK_REQUESTED_MESSAGE =
  'If an account uses that address, we have sent a link to sign in. It works once. Open it on this device or another one.';

/** A link that cannot be used any more (opened before, expired, or from an older request). */
export const SIGN_IN_LINK_REFUSED_MESSAGE =
  'This sign-in link has expired or has already been used. Ask for a new link below.';

/** The address typed to finish signing in is not the one the link was sent to. */
export const SIGN_IN_LINK_OTHER_EMAIL_MESSAGE = 'Enter the email address the sign-in link was sent to';

/** What the gateway counts a request as in its refusal ("Too many … Try again in N minutes."). */
export const SIGN_IN_LINK_LIMIT_NAME = 'requests for a sign-in link';
