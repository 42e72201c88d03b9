// The claimant's answers and the claim's own facts, as rows of the desk's claim page.
import { agreementFacts } from '../../../../contract/agreements';
import { fullName } from '../../../../contract/claim';
import { formatClaimDate } from '../../../../contract/dates';
import type { DeskClaimData } from '../../../../contract/desk';
import type { SummaryRow } from '../../../ui/form/SummaryList';
import { formatDateTime } from './claimPageStyles';

const addressText = (a: {
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  movedIn: string;
}) =>
  `${[a.addressLine1, a.addressLine2, a.city, a.postcode].filter(Boolean).join(', ')} (from ${formatClaimDate(a.movedIn)})`;

export function claimantRows(claim: DeskClaimData): SummaryRow[] {
  const { applicant, answers } = claim;
  const row = (key: string, label: string, value: string): SummaryRow => ({
    key,
    label,
    changeLabel: '',
    value,
  });
  return [
    row('name', 'Name', fullName(applicant)),
    row('dob', 'Date of birth', formatClaimDate(applicant.dateOfBirth)),
    row('email', 'Email', applicant.email),
    row('phone', 'Phone', applicant.phoneNumber),
    row('current', 'Current address', addressText(answers.currentAddress)),
    ...(answers.previousAddress
      ? [row('previous', 'Previous address', addressText(answers.previousAddress))]
      : []),
    ...(answers.previousPreviousAddress
      ? [row('previousPrevious', 'Address before that', addressText(answers.previousPreviousAddress))]
      : []),
    row('otherFirm', 'Another firm instructed', answers.otherFirmInstructed ? 'Yes' : 'No'),
    row(
      'manual',
      'Agreements added by hand',
      answers.manualAgreements.length === 0
        ? 'None'
        : answers.manualAgreements.map((a) => `${a.lender}: ${agreementFacts(a).join('; ')}`).join('\n'),
    ),
  ];
}

export function claimRows(claim: DeskClaimData): SummaryRow[] {
  const row = (key: string, label: string, value: string): SummaryRow => ({
    key,
    label,
    changeLabel: '',
    value,
  });
  const referral = claim.referral
    ? [
        ['Source', claim.referral.utmSource],
        ['Medium', claim.referral.utmMedium],
        ['Campaign', claim.referral.utmCampaign],
        ['Advert', claim.referral.adId],
        ['Page', claim.referral.referUrl],
      ]
        .filter(([, value]) => value)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n')
    : '';
  return [
    row('workspace', 'Workspace', claim.workspace),
    row('submitted', 'Submitted', formatDateTime(claim.submittedAt)),
    row(
      'signature',
      'Signature',
      `${claim.signature.kind === 'typed' ? 'Typed' : 'Drawn'}, ${formatDateTime(claim.signature.signedAt)}`,
    ),
    row('referral', 'Referral', referral || 'None'),
  ];
}
