// Sign-in by email link (decision 265): the gateway's sendSignInLink request and answer, and the
// words /login and the gateway share (signInLinkWords.ts, which the app imports without these
// schemas). Plain valibot, no Firebase.
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

export {
  SIGN_IN_LINK_LIMIT_NAME,
  SIGN_IN_LINK_OTHER_EMAIL_MESSAGE,
  SIGN_IN_LINK_REFUSED_MESSAGE,
  SIGN_IN_LINK_REQUESTED_MESSAGE,
} from './signInLinkWords.js';
