// The emails about a request to delete the claimant's data (decision 271): when it arrives, when it
// is done and when the firm refuses it. Each names the brand (its firm, its telephone and email), and
// nothing of the claimant but the address it is sent to: no name, no claim reference, no amount. A
// refusal quotes the desk's reason, which is written for the claimant.
import { formatDay, formatUkDay } from '../../../contract/dates.js';
import { DELETION_KEEPS, deletionDueOn } from '../../../contract/dataRights.js';
import { FIRMS, type Workspace } from '../../../contract/firms.js';
import { RETENTION_DAYS } from '../../../contract/retention.js';
import type { Mail, MailMessage } from './types.js';
import { escapeHtml } from './html.js';

export interface DeletionMailInput {
  uid: string;
  /** The account's email address: the one the request came from. */
  email: string;
  requestId: string;
  /** The brand the claimant's claims were made with (requestWorkspace). */
  workspace: Workspace;
  requestedAt: number;
  /** Your claims on the brand's own site (mail/yourClaimsLink.ts), or null when none is known. */
  yourClaims: string | null;
}

export const DELETION_RECEIVED_SUBJECT = 'We have received your request to delete your data';
export const DELETION_DONE_SUBJECT = 'We have deleted your data';
export const DELETION_REFUSED_SUBJECT = 'We cannot delete your data yet';

/** Each mail's document id: one a request (asking again after a withdrawal or refusal is a new one). */
export const deletionMailId = (
  kind: 'received' | 'done' | 'refused',
  requestId: string,
  requestedAt: number,
): string => `data-deletion-${kind}-${requestId}-${requestedAt}`;

/** One paragraph, as text and as HTML. */
interface Paragraph {
  text: string;
  html: string;
}

const plain = (text: string): Paragraph => ({ text, html: escapeHtml(text) });

/** "Your data" on the brand's own site: Your claims' page of the claimant's data. */
export const yourDataUrl = (yourClaims: string): string => `${yourClaims}/data`;

/** Where the claimant sees the request and withdraws it: Your data, linked when the site is known. */
function onYourData(yourClaims: string | null, what: string): Paragraph {
  if (yourClaims === null) return plain(`On Your data, in Your claims on our website, you can ${what}.`);
  const url = yourDataUrl(yourClaims);
  return {
    text: `On Your data you can ${what}:\n${url}`,
    html: `On <a href="${escapeHtml(url)}">Your data</a> you can ${escapeHtml(what)}.`,
  };
}

function message(workspace: Workspace, subject: string, paragraphs: Paragraph[]): MailMessage {
  const firm = FIRMS[workspace];
  const all = [
    plain('Hello,'),
    ...paragraphs,
    plain(`Questions: call us on ${firm.phone} (${firm.hours}) or email ${firm.email}.`),
    plain(firm.legalEntity),
  ];
  return {
    subject,
    text: all.map((paragraph) => paragraph.text).join('\n\n'),
    html: all.map((paragraph) => `<p>${paragraph.html}</p>`).join('\n'),
  };
}

const dueDay = (requestedAt: number) => formatDay(deletionDueOn(requestedAt));

const keeps = () => plain(`We keep only what we must: ${DELETION_KEEPS.what.join('; and ')}.`);

/** The request has arrived: when it was made, the day it will be dealt with by, how to withdraw it. */
export function deletionReceivedMail(input: DeletionMailInput): Mail {
  const firm = FIRMS[input.workspace];
  return {
    id: deletionMailId('received', input.requestId, input.requestedAt),
    to: input.email,
    uid: input.uid,
    message: message(input.workspace, DELETION_RECEIVED_SUBJECT, [
      plain(
        `${firm.legalEntity} received your request to delete your data on ${formatUkDay(input.requestedAt)}. We will deal with it by ${dueDay(input.requestedAt)}, and email you when it is done.`,
      ),
      keeps(),
      onYourData(input.yourClaims, 'see your request and, until we have dealt with it, withdraw it'),
      plain('If you did not ask us to delete your data, tell us straight away.'),
    ]),
  };
}

/** The deletion is done: the account is gone, so nothing says to sign in. */
export function deletionDoneMail(input: DeletionMailInput & { completedAt: number }): Mail {
  return {
    id: deletionMailId('done', input.requestId, input.requestedAt),
    to: input.email,
    uid: input.uid,
    message: message(input.workspace, DELETION_DONE_SUBJECT, [
      plain(
        `As you asked on ${formatUkDay(input.requestedAt)}, we deleted your data on ${formatUkDay(input.completedAt)}. Your account on our website has been closed, with its email address and password.`,
      ),
      keeps(),
      plain(
        `${DELETION_KEEPS.why} This email is the last we send about your data; our copy of it is deleted after ${RETENTION_DAYS.sentEmail} days.`,
      ),
    ]),
  };
}

/** The firm refuses the request: the desk's reason, and what the claimant can do next. */
export function deletionRefusedMail(input: DeletionMailInput & { refusedAt: number; reason: string }): Mail {
  return {
    id: deletionMailId('refused', input.requestId, input.requestedAt),
    to: input.email,
    uid: input.uid,
    message: message(input.workspace, DELETION_REFUSED_SUBJECT, [
      plain(
        `We have not deleted your data: on ${formatUkDay(input.refusedAt)} we refused the request you made on ${formatUkDay(input.requestedAt)}.`,
      ),
      plain(`Why: ${input.reason}`),
      onYourData(input.yourClaims, 'see this and ask us again'),
      plain(
        'If you disagree, contact us first. You can also complain to the Information Commissioner’s Office (ico.org.uk, 0303 123 1113).',
      ),
    ]),
  };
}
