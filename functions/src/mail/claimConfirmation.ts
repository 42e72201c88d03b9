import {
  claimedAgreementText,
  claimedAgreements,
  formatUkDay,
  fullName,
  signedLetterFileName,
  type SignedClaim,
} from '../../../contract/claim.js';
import { CANCELLATION_RIGHT, FIRMS, NEXT_STEPS } from '../../../contract/firms.js';
import type { Mail, MailMessage } from './types.js';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The confirmation's subject and bodies: the reference, the agreements, what happens next and how
 * to cancel within 14 days. Plain data in, strings out, so Storybook shows the very same email.
 */
export function claimConfirmationMessage(claim: SignedClaim): Omit<MailMessage, 'attachments'> {
  const firm = FIRMS[claim.workspace];
  const { reference } = claim.submission;
  const agreements = claimedAgreements(claim).map(claimedAgreementText);
  const greeting = `Dear ${fullName(claim.applicant)},`;
  const received = `We have received your car finance commission claim, signed on ${formatUkDay(claim.signedAt)}.`;
  const cancel = `${CANCELLATION_RIGHT} To cancel, reply to this email or call us on ${firm.phone} (${firm.hours}), quoting ${reference}.`;
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
    cancel,
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
    `<p>${e(cancel)}</p>`,
    `<p>${e(attached)}</p>`,
    `<p>${[firm.legalEntity, firm.address, `Telephone: ${firm.phone} (${firm.hours})`, `Email: ${firm.email}`, firm.regulator].map(e).join('<br>')}</p>`,
  ].join('\n');

  return { subject: `Your claim ${reference}: what happens next`, text, html };
}

/**
 * The confirmation a claimant receives when their claim is submitted, with the signed letter of
 * authority attached.
 */
export function claimConfirmationMail(claimId: string, claim: SignedClaim, pdf: Uint8Array): Mail {
  const { reference } = claim.submission;
  return {
    id: `claim-submitted-${claimId}`,
    to: claim.applicant.email,
    uid: claim.uid,
    claimId,
    message: {
      ...claimConfirmationMessage(claim),
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
