import styled from 'styled-components';
import { Button } from '../../ui/form/Button';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { CANCELLATION_RIGHT, NEXT_STEPS } from '../../../contract/firms';
import { isSignedStatus, type ClaimStatus } from '../../../contract/responses';
import { Prose } from './Prose';
import { stepTitles } from './titles';

/** One claim as the page shows it. */
export interface ClaimCard {
  id: string;
  /** Set once the claim is signed. */
  reference: string | null;
  status: ClaimStatus;
  lenders: readonly string[];
  /** "20 November 2025" */
  startedOn: string;
  signedOn: string | null;
}

export interface YourClaimsProps {
  phase: 'loading' | 'failed' | 'ready';
  claims: readonly ClaimCard[];
  /** Why the claims could not be shown. */
  problem?: string | null;
  /** The claim whose signed copy is being fetched. */
  downloading?: string | null;
  downloadProblem?: string | null;
  /** The signed-in account's email; null for a guest session on this device. */
  signedInAs: string | null;
  onRetry: () => void;
  onDownload: (claimId: string) => void;
  onResume: (claimId: string) => void;
}

const STATUS: Record<ClaimStatus, string> = {
  draft: 'Not finished: your credit check is waiting for a code',
  checked: 'Not finished: choose the agreements to claim for',
  signed: 'Signed: being sent to our team',
  submitted: 'Submitted',
  'in-progress': 'In progress: we are dealing with your lenders',
  cancelled: 'Cancelled',
  closed: 'Closed',
};

const Card = styled.section`
  margin: 0 0 var(--space-6);
  padding: var(--space-4);
  border: 1px solid var(--colour-border);
  h2 {
    margin-top: 0;
  }
  dl {
    margin: 0 0 var(--space-4);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 var(--space-2);
  }
`;

function ClaimDetails({
  card,
  downloading,
  onDownload,
  onResume,
}: {
  card: ClaimCard;
  downloading: boolean;
  onDownload: () => void;
  onResume: () => void;
}) {
  const finished = isSignedStatus(card.status);
  // A cancelled or closed claim has nothing next, and the time to cancel has passed or been used.
  const ended = card.status === 'cancelled' || card.status === 'closed';
  const headingId = `claim-${card.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{card.reference ? `Claim ${card.reference}` : `Claim started ${card.startedOn}`}</h2>
      <dl>
        <dt>Status</dt>
        <dd>{STATUS[card.status]}</dd>
        {card.reference && (
          <>
            <dt>Claim reference</dt>
            <dd>{card.reference}</dd>
          </>
        )}
        {card.signedOn && (
          <>
            <dt>Signed</dt>
            <dd>{card.signedOn}</dd>
          </>
        )}
        <dt>Lenders</dt>
        <dd>
          {card.lenders.length > 0 ? (
            <ul>
              {card.lenders.map((lender) => (
                <li key={lender}>{lender}</li>
              ))}
            </ul>
          ) : (
            'Not chosen yet'
          )}
        </dd>
      </dl>
      {finished ? (
        <>
          {!ended && (
            <>
              <h3>What happens next</h3>
              <ol>
                {NEXT_STEPS.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p>{CANCELLATION_RIGHT}</p>
            </>
          )}
          <Button variant="secondary" onClick={onDownload} disabled={downloading} aria-disabled={downloading}>
            {downloading ? 'Preparing your signed letter…' : 'Download your signed letter of authority (PDF)'}
          </Button>
        </>
      ) : (
        <>
          <p>Your answers are saved. Carry on where you left off.</p>
          <Button onClick={onResume}>Continue this claim</Button>
        </>
      )}
    </Card>
  );
}

/** The signed-in claimant's claims: reference, status, lenders, what happens next, the signed copy. */
export function YourClaims({
  phase,
  claims,
  problem = null,
  downloading = null,
  downloadProblem = null,
  signedInAs,
  onRetry,
  onDownload,
  onResume,
}: YourClaimsProps) {
  return (
    <div>
      <h1>{stepTitles.claims}</h1>
      <StatusMessage>{phase === 'loading' ? 'Loading your claims…' : downloadProblem}</StatusMessage>
      {phase === 'failed' && (
        <div role="alert">
          <h2>There is a problem</h2>
          <p>{problem}</p>
          <Button onClick={onRetry}>Try again</Button>
        </div>
      )}
      {phase === 'ready' && claims.length === 0 && (
        <Prose>
          <p>You have no claims yet.</p>
          <p>
            <a href="/form/start/">Start your claim</a>
          </p>
          {!signedInAs && (
            <p>
              Started a claim on another device? <a href="/login">Sign in</a> with the email address and
              password you saved it with.
            </p>
          )}
        </Prose>
      )}
      {phase === 'ready' &&
        claims.map((card) => (
          <ClaimDetails
            key={card.id}
            card={card}
            downloading={downloading === card.id}
            onDownload={() => onDownload(card.id)}
            onResume={() => onResume(card.id)}
          />
        ))}
      {phase === 'ready' && (
        <Prose>
          <h2>Your data</h2>
          <p>See everything we hold about you, download it as a file, or ask us to delete it.</p>
          <p>
            <a href="/form/claims/data">See and download my data</a>
          </p>
        </Prose>
      )}
    </div>
  );
}
