import styled from 'styled-components';
import { claimedAgreements, claimedAgreementText, fullName } from '../../../contract/claim';
import { agreementFacts } from '../../../contract/agreements';
import { formatClaimDate } from '../../../contract/dates';
import { formatPounds } from '../../../contract/money';
import { FIRMS } from '../../../contract/firms';
import type { ExportedClaim } from '../../../contract/myData';
import type { ReferralField } from '../../../contract/referral';
import {
  CLAIM_STATUS_WORDS,
  COMPLAINT_EVENT_WORDS,
  COMPLAINT_STATE_WORDS,
} from '../../../contract/statusWords';
import { Facts, addressText, dayOf, momentOf, row, yesNo } from './myDataFacts';

const REFERRAL_WORDS: Record<ReferralField, string> = {
  utmSource: 'Source',
  utmMedium: 'Medium',
  utmCampaign: 'Campaign',
  adId: 'Advert',
  referUrl: 'Link you came from',
};

const CONSENT_WORDS = {
  terms: 'Our terms of business',
  letterOfAuthority: 'The letter of authority, so that we can act for you',
  fees: 'Our fees',
} as const;

const ClaimBox = styled.section`
  margin: 0 0 var(--space-5);
  padding: var(--space-3);
  border: 1px solid var(--colour-border);
  h3 {
    margin-top: 0;
  }
`;

function Timeline({ claim }: { claim: ExportedClaim }) {
  if (claim.complaints.length === 0 && claim.events.length === 0) return null;
  return (
    <>
      <h4>Your complaints to lenders</h4>
      <ul>
        {claim.complaints.map((complaint) => (
          <li key={complaint.complaintId}>
            {complaint.lender}: {COMPLAINT_STATE_WORDS[complaint.state]}
            {complaint.sentOn && `; sent ${formatClaimDate(complaint.sentOn)}`}
            {complaint.dueOn && `; answer due by ${formatClaimDate(complaint.dueOn)}`}
            {complaint.offerPence !== null && `; offer ${formatPounds(complaint.offerPence)}`}
            {complaint.paidPence !== null && `; paid ${formatPounds(complaint.paidPence)}`}
            {complaint.feePence !== null && `; our fee ${formatPounds(complaint.feePence)}`}
          </li>
        ))}
      </ul>
      {claim.events.length > 0 && (
        <>
          <h4>What has happened</h4>
          <ol>
            {claim.events.map((event) => {
              const lender = claim.complaints.find((c) => c.complaintId === event.complaintId)?.lender;
              return (
                <li key={event.eventId}>
                  {dayOf(event.at)}: {COMPLAINT_EVENT_WORDS[event.type]}
                  {lender ? ` (${lender})` : ''}
                  {event.by.role === 'claimant' ? ', by you' : ''}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </>
  );
}

export function Claim({ claim }: { claim: ExportedClaim }) {
  const headingId = `data-claim-${claim.claimId}`;
  const reference = claim.submission?.reference;
  const { applicant, answers, signature, referral } = claim;
  const referralRows = referral
    ? (Object.keys(REFERRAL_WORDS) as ReferralField[])
        .filter((field) => referral[field] !== undefined && referral[field] !== '')
        .map((field) => row(field, REFERRAL_WORDS[field], referral[field]))
    : [];
  return (
    <ClaimBox aria-labelledby={headingId}>
      <h3 id={headingId}>{reference ? `Claim ${reference}` : `Claim started ${dayOf(claim.createdAt)}`}</h3>
      <Facts
        rows={[
          row('status', 'Status', CLAIM_STATUS_WORDS[claim.status]),
          row('started', 'Started', momentOf(claim.createdAt)),
          ...(claim.signedAt ? [row('signed', 'Signed', momentOf(claim.signedAt))] : []),
          ...(claim.submittedAt ? [row('submitted', 'Submitted', momentOf(claim.submittedAt))] : []),
          ...(claim.workspace ? [row('firm', 'Made with', FIRMS[claim.workspace].legalEntity)] : []),
          ...(claim.expireAt && !claim.signedAt
            ? [row('expires', 'Deleted if not finished by', dayOf(claim.expireAt))]
            : []),
        ]}
      />
      <h4>Your details on this claim</h4>
      <Facts
        rows={[
          row('name', 'Name', fullName(applicant)),
          row('dob', 'Date of birth', formatClaimDate(applicant.dateOfBirth)),
          row('email', 'Email address', applicant.email),
          row('mobile', 'Mobile number', applicant.phoneNumber),
        ]}
      />
      <h4>Found on your credit file</h4>
      {claim.agreements.length === 0 && claim.addresses.length === 0 ? (
        <p>Nothing{claim.checkOutcome === 'no-match' ? ': we could not check your credit file' : ''}.</p>
      ) : (
        <ul>
          {claim.agreements.map((agreement) => (
            <li key={agreement.id}>
              {agreement.lender}: {agreementFacts(agreement).join('; ')}
            </li>
          ))}
          {claim.addresses.map((address) => (
            <li key={`${address.postcode}-${address.movedIn}-${address.addressLine1}`}>
              Address: {addressText(address).replace(/\n/g, ', ')}
            </li>
          ))}
        </ul>
      )}
      {answers && (
        <>
          <h4>Your answers</h4>
          <Facts
            rows={[
              row(
                'agreements',
                'Agreements claimed for',
                claimedAgreements({ agreements: claim.agreements, answers })
                  .map(claimedAgreementText)
                  .join('\n') || 'None',
              ),
              row('otherFirm', 'Another firm already instructed', yesNo(answers.otherFirmInstructed)),
              row('current', 'Current address', addressText(answers.currentAddress)),
              ...(answers.previousAddress
                ? [row('previous', 'Previous address', addressText(answers.previousAddress))]
                : []),
              ...(answers.previousPreviousAddress
                ? [row('beforeThat', 'Address before that', addressText(answers.previousPreviousAddress))]
                : []),
            ]}
          />
        </>
      )}
      {answers?.consents && (
        <>
          <h4>What you agreed to</h4>
          <p>
            {claim.signedAt
              ? `When you signed on ${dayOf(claim.signedAt)}, you agreed to:`
              : 'You agreed to:'}
          </p>
          <ul>
            {(Object.keys(CONSENT_WORDS) as (keyof typeof CONSENT_WORDS)[])
              .filter((consent) => answers.consents?.[consent])
              .map((consent) => (
                <li key={consent}>{CONSENT_WORDS[consent]}</li>
              ))}
          </ul>
        </>
      )}
      {claim.checkedAt && (
        <p>You agreed to a soft search of your credit file, which we made on {dayOf(claim.checkedAt)}.</p>
      )}
      {signature && (
        <>
          <h4>Your signature</h4>
          {signature.kind === 'typed' ? (
            <p>Typed: {signature.name}</p>
          ) : (
            <img src={signature.image} alt="Your signature, as you drew it" />
          )}
        </>
      )}
      <h4>How you found us</h4>
      {referralRows.length > 0 ? <Facts rows={referralRows} /> : <p>Nothing recorded.</p>}
      <Timeline claim={claim} />
    </ClaimBox>
  );
}
