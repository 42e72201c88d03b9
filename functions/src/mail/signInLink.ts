import { FIRMS, type Workspace } from '../../../contract/firms.js';
import type { Mail } from './types.js';
import { escapeHtml } from './html.js';

export interface SignInLinkMailInput {
  /** The account the link signs in to. */
  uid: string;
  email: string;
  /** Firebase Authentication's email sign-in link, which opens this site's /login. */
  link: string;
  /** This site's /login, where a new link can be asked for. */
  signInUrl: string;
  workspace: Workspace;
  /** Makes the document id: each request is its own mail. */
  sentAt: number;
}

export const SIGN_IN_LINK_SUBJECT = 'Your link to sign in to your claim';

/**
 * The mail with a one-time sign-in link (decision 265): asked for on /login, sent only to an
 * address an account may sign in with. It names no claim and nothing of the claimant.
 */
export function signInLinkMail(input: SignInLinkMailInput): Mail {
  const firm = FIRMS[input.workspace];
  const once = `The link works once. If it has expired or you have used it, ask for a new one at ${input.signInUrl}.`;
  const ignore = `If you did not ask for this, ignore this email: nobody can sign in without the link. Questions: ${firm.phone} (${firm.hours}) or ${firm.email}.`;
  const text = [
    'You asked for a link to sign in to your car finance claim with this email address.',
    '',
    'Open this link to sign in and see Your claims:',
    input.link,
    '',
    once,
    '',
    ignore,
    '',
    firm.legalEntity,
  ].join('\n');
  const e = escapeHtml;
  const html = [
    '<p>You asked for a link to sign in to your car finance claim with this email address.</p>',
    `<p><a href="${e(input.link)}">Sign in and see Your claims</a>.</p>`,
    `<p>${e(once)}</p>`,
    `<p>${e(ignore)}</p>`,
    `<p>${e(firm.legalEntity)}</p>`,
  ].join('\n');
  return {
    id: `sign-in-link-${input.uid}-${input.sentAt}`,
    to: input.email,
    uid: input.uid,
    message: { subject: SIGN_IN_LINK_SUBJECT, text, html },
  };
}
