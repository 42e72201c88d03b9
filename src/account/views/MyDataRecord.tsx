import type { ReactNode } from 'react';
import styled from 'styled-components';
import { claimedAgreements, claimedAgreementText, fullName } from '../../../contract/claim';
import { agreementFacts } from '../../../contract/agreements';
import { formatClaimDate } from '../../../contract/dates';
import { formatPounds } from '../../../contract/money';
import { FIRMS } from '../../../contract/firms';
import type { DataRequest, ExportedClaim, MyData } from '../../../contract/myData';
import type { ReferralField } from '../../../contract/referral';
import {
  CLAIM_STATUS_WORDS,
  COMPLAINT_EVENT_WORDS,
  COMPLAINT_STATE_WORDS,
} from '../../../contract/statusWords';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const DAY_AND_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** "10 January 2026" from an ISO 8601 moment. */
export const dayOf = (iso: string) => DAY.format(new Date(iso));
/** "10 January 2026 at 09:30". */
export const momentOf = (iso: string) => DAY_AND_TIME.format(new Date(iso));

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

const Section = styled.section`
  margin-bottom: var(--space-6);
  overflow-wrap: anywhere;
  h3 {
    margin-top: var(--space-5);
  }
  h4 {
    margin: var(--space-4) 0 var(--space-2);
    font-size: 1.1875rem;
  }
  ul,
  ol {
    margin: 0 0 var(--space-3);
    padding-left: var(--space-5);
  }
  img {
    max-width: 100%;
    height: auto;
    background: #fff;
    border: 1px solid var(--colour-border);
  }
`;

const ClaimBox = styled.section`
  margin: 0 0 var(--space-5);
  padding: var(--space-3);
  border: 1px solid var(--colour-border);
  h3 {
    margin-top: 0;
  }
`;

interface Row {
  key: string;
  label: string;
  value: ReactNode;
}

const row = (key: string, label: string, value: ReactNode): Row => ({ key, label, value });

const List = styled.dl`
  margin: 0 0 var(--space-4);
  > div {
    display: grid;
    grid-template-columns: minmax(8rem, 1fr) 2fr;
    gap: var(--space-3);
    padding: var(--space-2) 0;
    border-bottom: 1px solid var(--colour-border);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
  @media (max-width: 40rem) {
    > div {
      grid-template-columns: 1fr;
      gap: var(--space-1);
    }
  }
`;

/** Facts as a list of names and values, read only (check your answers' list has Change links). */
function Facts({ rows }: { rows: readonly Row[] }) {
  return (
    <List>
      {rows.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** An address as lines: "1 The Mall\nLondon\nSW1A 1AA", with the month moved in when there is one. */
function addressText(address: {
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  movedIn?: string;
}): string {
  const lines = [address.addressLine1, address.addressLine2, address.city, address.postcode].filter(
    (line) => line.trim() !== '',
  );
  if (address.movedIn) lines.push(`Moved in ${formatClaimDate(address.movedIn)}`);
  return lines.length > 0 ? lines.join('\n') : 'None';
}

function AccountAndProfile({ data }: { data: MyData }) {
  const { account, profile } = data;
  return (
    <Section aria-labelledby="your-account">
      <h2 id="your-account">Your account and profile</h2>
      <Facts
        rows={[
          row(
            'email',
            'Email address',
            account.email ?? 'None: a guest session, with no email address or password',
          ),
          row('confirmed', 'Email address confirmed', yesNo(account.emailConfirmed)),
          row('created', 'Account created', account.createdAt ? momentOf(account.createdAt) : 'Not known'),
          row(
            'signedIn',
            'Last signed in',
            account.lastSignInAt ? momentOf(account.lastSignInAt) : 'Not known',
          ),
          row('userId', 'Account number', account.userId),
        ]}
      />
      {profile ? (
        <>
          <h3>Your profile</h3>
          <Facts
            rows={[
              row(
                'name',
                'Name',
                [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ') || 'None',
              ),
              row('profileEmail', 'Email address', profile.email || 'None'),
              row('mobile', 'Mobile number', profile.phoneNumber || 'None'),
              row('address', 'Address', addressText(profile)),
              row('previous', 'Previous address', addressText(profile.previousAddress)),
              row('beforeThat', 'Address before that', addressText(profile.previousPreviousAddress)),
            ]}
          />
        </>
      ) : (
        <p>We hold no profile for you.</p>
      )}
    </Section>
  );
}

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

function Claim({ claim }: { claim: ExportedClaim }) {
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

function requestWords(request: DataRequest): string {
  const asked = `You asked us to delete your data on ${dayOf(request.requestedAt)}`;
  if (request.status === 'completed' && request.completedAt)
    return `${asked}; we did it on ${dayOf(request.completedAt)}.`;
  if (request.status === 'approved') return `${asked}; we are doing it now.`;
  if (request.status === 'withdrawn')
    return `${asked}; you withdrew the request${request.withdrawnAt ? ` on ${dayOf(request.withdrawnAt)}` : ''}.`;
  if (request.status === 'refused')
    return `${asked}; we refused it${request.refusedAt ? ` on ${dayOf(request.refusedAt)}` : ''}: ${request.refusalReason ?? ''}`;
  return `${asked}; our team has not dealt with it yet.`;
}

/** Everything in the copy, in words: account and profile, each claim, a saved journey, requests. */
export function MyDataRecord({ data }: { data: MyData }) {
  return (
    <>
      <AccountAndProfile data={data} />
      <Section aria-labelledby="your-claims-data">
        <h2 id="your-claims-data">Your claims</h2>
        {data.claims.length === 0 ? (
          <p>You have no claims with us.</p>
        ) : (
          data.claims.map((claim) => <Claim key={claim.claimId} claim={claim} />)
        )}
      </Section>
      <Section aria-labelledby="your-other-data">
        <h2 id="your-other-data">Anything else</h2>
        <ul>
          <li>
            {data.savedJourney
              ? `A claim you saved to come back to later, on ${momentOf(data.savedJourney.savedAt)}.`
              : 'No claim saved to come back to later.'}
          </li>
          {data.dataRequests.map((request) => (
            <li key={request.requestId}>{requestWords(request)}</li>
          ))}
          <li>
            Your cookie choices are kept in this browser, not by us: see our{' '}
            <a href="/cookies">cookie policy</a>.
          </li>
        </ul>
        <h3>Emails we sent you</h3>
        {data.emails.length === 0 ? (
          <p>We hold no copy of an email we sent you.</p>
        ) : (
          <>
            <p>
              Our copies, kept for a short time after sending; the file you download has each one’s words.
            </p>
            <ul>
              {data.emails.map((email) => (
                <li key={email.emailId}>
                  {momentOf(email.sentAt)}, to {email.to}: “{email.message.subject}”
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
    </>
  );
}
