import { FIRMS, type Workspace } from '../../../contract/firms.js';
import type { Mail } from './types.js';
import { escapeHtml } from './html.js';

export interface VerificationMailInput {
  uid: string;
  email: string;
  /** The link that confirms the address (Firebase Authentication's action link). */
  link: string;
  /** Where the claimant signs in afterwards (this site's /login), when known. */
  signInUrl: string | null;
  workspace: Workspace;
  /** Makes the document id: each request is its own mail. */
  sentAt: number;
}

export const VERIFICATION_SUBJECT = 'Confirm your email address to see your claim';

/**
 * The mail that confirms a claimant's email address once they set a password: until its link is
 * opened, signing in with the password does not show the claim, so a mistyped address does not
 * give someone else's mailbox the claim.
 */
export function emailVerificationMail(input: VerificationMailInput): Mail {
  const firm = FIRMS[input.workspace];
  const signIn = input.signInUrl
    ? `Then sign in at ${input.signInUrl} with this email address and the password you set, to see your claim or carry on where you stopped.`
    : 'Then sign in with this email address and the password you set, to see your claim or carry on where you stopped.';
  const ignore = `If you did not ask for this, ignore this email: nothing is shared with you. Questions: ${firm.phone} (${firm.hours}) or ${firm.email}.`;
  const text = [
    'You set a password for your car finance claim with this email address.',
    '',
    'Open this link to confirm the email address is yours:',
    input.link,
    '',
    signIn,
    '',
    ignore,
    '',
    firm.legalEntity,
  ].join('\n');
  const e = escapeHtml;
  const html = [
    '<p>You set a password for your car finance claim with this email address.</p>',
    `<p><a href="${e(input.link)}">Confirm your email address</a>.</p>`,
    `<p>${e(signIn)}</p>`,
    `<p>${e(ignore)}</p>`,
    `<p>${e(firm.legalEntity)}</p>`,
  ].join('\n');
  return {
    id: `verify-email-${input.uid}-${input.sentAt}`,
    to: input.email,
    uid: input.uid,
    message: { subject: VERIFICATION_SUBJECT, text, html },
  };
}
