import {
  claimedAgreementText,
  claimedAgreements,
  fullName,
  signedLetterFileName,
  type SignedClaim,
} from '../../../contract/claim.js';
import { formatDay, formatUkDay } from '../../../contract/dates.js';
import { CANCEL_CLAIM_BUTTON, CANCELLATION_RIGHT, FIRMS, NEXT_STEPS } from '../../../contract/firms.js';
import { lastDayToCancel } from '../../../contract/lifecycle/dates.js';
import type { Mail, MailMessage } from './types.js';
import { escapeHtml } from './html.js';

/**
 * How to cancel (decision 264): on Your claims, with its button and then its confirmation, by the
 * last day of the cancellation period; linked when the brand's own site is known.
 */
function cancelling(claim: SignedClaim, yourClaims: string | null): { text: string; html: string } {
  const lastDay = formatDay(lastDayToCancel(claim.signedAt));
  const how = `and press “${CANCEL_CLAIM_BUTTON}”, then confirm. The last day to cancel online is ${lastDay}.`;
  const where =
    'Your claims opens on the device and browser you made your claim on, or when you sign in with the password you set.';
  const e = escapeHtml;
  if (yourClaims === null) {
    const text = `${CANCELLATION_RIGHT} To cancel, open Your claims on our website ${how} ${where}`;
    return { text, html: e(text) };
  }
  return {
    text: `${CANCELLATION_RIGHT} To cancel, open Your claims at ${yourClaims} ${how} ${where}`,
    html: `${e(CANCELLATION_RIGHT)} To cancel, open <a href="${e(yourClaims)}">Your claims</a> ${e(how)} ${e(where)}`,
  };
}

/**
 * The confirmation's subject and bodies: the reference, the agreements, what happens next and how
 * to cancel within the cancellation period. Plain data in, strings out, so Storybook shows the very
 * same email. `yourClaims` is Your claims on the brand's own site (mail/yourClaimsLink.ts), or null.
 */
export function claimConfirmationMessage(
  claim: SignedClaim,
  yourClaims: string | null,
): Omit<MailMessage, 'attachments'> {
  const firm = FIRMS[claim.workspace];
  const { reference } = claim.submission;
  const agreements = claimedAgreements(claim).map(claimedAgreementText);
  const greeting = `Dear ${fullName(claim.applicant)},`;
  const received = `We have received your car finance commission claim, signed on ${formatUkDay(claim.signedAt)}.`;
  const cancel = cancelling(claim, yourClaims);
  const attached = 'Your signed letter of authority is attached as a PDF. Keep it with this email.';

  const text = [
    greeting,
    '',
    received,
    '',
    `Your claim reference: ${reference}`,
    '',
    'Your claim is about these finance agreements:',
    ...agreements.map((agreement) => `- ${agreement}`),
    '',
    'What happens next:',
    ...NEXT_STEPS.map((step, index) => `${index + 1}. ${step}`),
    '',
    cancel.text,
    '',
    attached,
    '',
    firm.legalEntity,
    firm.address,
    `Telephone: ${firm.phone} (${firm.hours})`,
    `Email: ${firm.email}`,
    firm.regulator,
  ].join('\n');

  const e = escapeHtml;
  const html = [
    `<p>${e(greeting)}</p>`,
    `<p>${e(received)}</p>`,
    `<p>Your claim reference: <strong>${e(reference)}</strong></p>`,
    '<h2>Your claim is about these finance agreements</h2>',
    `<ul>${agreements.map((agreement) => `<li>${e(agreement)}</li>`).join('')}</ul>`,
    '<h2>What happens next</h2>',
    `<ol>${NEXT_STEPS.map((step) => `<li>${e(step)}</li>`).join('')}</ol>`,
    `<p>${cancel.html}</p>`,
    `<p>${e(attached)}</p>`,
    `<p>${[firm.legalEntity, firm.address, `Telephone: ${firm.phone} (${firm.hours})`, `Email: ${firm.email}`, firm.regulator].map(e).join('<br>')}</p>`,
  ].join('\n');

  return { subject: `Your claim ${reference}: what happens next`, text, html };
}

/**
 * The confirmation a claimant receives when their claim is submitted, with the signed letter of
 * authority attached.
 */
export function claimConfirmationMail(
  claimId: string,
  claim: SignedClaim,
  pdf: Uint8Array,
  yourClaims: string | null,
): Mail {
  const { reference } = claim.submission;
  return {
    id: `claim-submitted-${claimId}`,
    to: claim.applicant.email,
    uid: claim.uid,
    claimId,
    message: {
      ...claimConfirmationMessage(claim, yourClaims),
      attachments: [
        {
          filename: signedLetterFileName(reference),
          content: Buffer.from(pdf).toString('base64'),
          encoding: 'base64',
          contentType: 'application/pdf',
        },
      ],
    },
  };
}
