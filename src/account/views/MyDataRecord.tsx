import styled from 'styled-components';
import type { DataRequest, MyData } from '../../../contract/myData';
import { Claim } from './MyDataClaim';
import { Facts, addressText, dayOf, momentOf, row, yesNo } from './myDataFacts';

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
