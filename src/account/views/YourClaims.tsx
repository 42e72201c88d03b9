import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { DecisionConfirmation } from '../../../contract/offerDecisions';
import type { ClaimLetter } from '../../../contract/letters';
import type { ComplaintTimeline, OfferDecision } from '../../../machines/claims/timeline';
import { Button } from '../../ui/form/Button';
import { StatusMessage } from '../../ui/form/StatusMessage';
import {
  CANCEL_CLAIM_BUTTON,
  CANCELLATION_RIGHT,
  NEXT_STEPS,
  type FirmDetails,
} from '../../../contract/firms';
import { CLAIM_STATUS_WORDS } from '../../../contract/statusWords';
import { isSignedStatus } from '../../../contract/claimStatus';
import type { ClaimStatus } from '../../../contract/responses';
import { ClaimTimeline } from './ClaimTimeline';
import { YourClaimsLetters, type LettersActions } from './YourClaimsLetters';
import { Prose } from '../../journey/views/Prose';
import { stepTitles } from '../../journey/views/titles';

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
  /** Once submitted: each lender's complaint as its timeline shows it. */
  complaints: readonly ComplaintTimeline[];
  /**
   * Cancelling: `online` within the 14 days (until `lastDayToCancel`), `confirming` once asked,
   * `withdraw` after them (with `withdrawal`, how and what it costs), null when it has ended.
   */
  cancel: 'online' | 'confirming' | 'withdraw' | null;
  lastDayToCancel: string | null;
  withdrawal: string | null;
  /** The firm the claim was made with: how to reach it about this claim (sample values today). */
  firm: Pick<FirmDetails, 'legalEntity' | 'phone' | 'hours' | 'email' | 'address'>;
  /** A decision on one of its offers waiting for the claimant's confirmation, with what it means. */
  confirmingDecision?: {
    complaintId: string;
    decision: OfferDecision;
    confirmation: DecisionConfirmation;
  } | null;
  /** The letters on the claim (decision 275), oldest first; null until they are listed. */
  letters?: readonly ClaimLetter[] | null;
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
  /** What the claimant's last action did, and why it failed. */
  notice?: string | null;
  actionProblem?: string | null;
  /** An action is on its way to the gateway. */
  acting?: boolean;
  onDecide?: (claimId: string, complaintId: string, decision: OfferDecision) => void;
  onCancel?: (claimId: string) => void;
  onConfirmCancel?: () => void;
  onKeepClaim?: () => void;
  onConfirmDecision?: () => void;
  onKeepOffer?: () => void;
  /** Each submitted claim's letters: listing them, downloading one. */
  letters?: LettersActions;
}

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

const Confirm = styled.div`
  margin: 0 0 var(--space-4);
  padding: var(--space-3);
  border: 5px solid var(--colour-error);
  h3:focus {
    outline: 3px solid var(--colour-focus);
  }
`;

interface Actions {
  acting: boolean;
  onDecide: (complaintId: string, decision: OfferDecision) => void;
  onCancel: () => void;
  onConfirmCancel: () => void;
  onKeepClaim: () => void;
  onConfirmDecision: () => void;
  onKeepOffer: () => void;
}

/** Cancel within the 14 days (with a confirmation step), or how to withdraw after them. */
function Cancelling({ card, acting, onCancel, onConfirmCancel, onKeepClaim }: { card: ClaimCard } & Actions) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (card.cancel === 'confirming') heading.current?.focus();
  }, [card.cancel]);
  if (card.cancel === 'online') {
    return (
      <>
        <h3>Cancel your claim</h3>
        <p>
          {CANCELLATION_RIGHT}
          {card.lastDayToCancel && ` The last day to cancel online is ${card.lastDayToCancel}.`}
        </p>
        <Button variant="secondary" onClick={onCancel} disabled={acting} aria-disabled={acting}>
          {CANCEL_CLAIM_BUTTON}
        </Button>
      </>
    );
  }
  if (card.cancel === 'confirming') {
    return (
      <Confirm>
        <h3 ref={heading} tabIndex={-1}>
          Are you sure you want to cancel this claim?
        </h3>
        <p>
          We will cancel your complaint to every lender on this claim and will not contact them for you. You
          pay nothing. You can still complain to a lender yourself, for free.
        </p>
        <Button variant="warning" onClick={onConfirmCancel} disabled={acting} aria-disabled={acting}>
          {acting ? 'Cancelling your claim…' : 'Yes, cancel my claim'}
        </Button>
        <Button variant="secondary" onClick={onKeepClaim} disabled={acting} aria-disabled={acting}>
          No, keep my claim
        </Button>
      </Confirm>
    );
  }
  if (card.cancel === 'withdraw') {
    return (
      <>
        <h3>Withdrawing your claim</h3>
        <p>{card.withdrawal}</p>
      </>
    );
  }
  return null;
}

/** How to reach the firm about this claim: its phone and hours, email and address. */
function Contact({ card }: { card: ClaimCard }) {
  const { firm } = card;
  const headingId = `contact-${card.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Contact us about this claim</h3>
      <p>
        Call, email or write to {firm.legalEntity}
        {card.reference ? `, quoting your claim reference, ${card.reference}.` : '.'}
      </p>
      <dl>
        <dt>Phone</dt>
        <dd>
          {firm.phone} ({firm.hours})
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${firm.email}`}>{firm.email}</a>
        </dd>
        <dt>Address</dt>
        <dd>{firm.address}</dd>
      </dl>
    </section>
  );
}

function ClaimDetails({
  card,
  downloading,
  onDownload,
  onResume,
  letters,
  ...actions
}: {
  card: ClaimCard;
  downloading: boolean;
  onDownload: () => void;
  onResume: () => void;
  letters: LettersActions | undefined;
} & Actions) {
  const finished = isSignedStatus(card.status);
  // A cancelled or closed claim has nothing next, and the time to cancel has passed or been used.
  const ended = card.status === 'cancelled' || card.status === 'closed';
  const headingId = `claim-${card.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{card.reference ? `Claim ${card.reference}` : `Claim started ${card.startedOn}`}</h2>
      <dl>
        <dt>Status</dt>
        <dd>{CLAIM_STATUS_WORDS[card.status]}</dd>
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
      {card.complaints.length > 0 && (
        <>
          <h3>Your complaints, one for each lender</h3>
          {card.complaints.map((complaint) => (
            <ClaimTimeline
              key={complaint.complaintId}
              claimId={card.id}
              complaint={complaint}
              busy={actions.acting}
              onDecide={(decision) => actions.onDecide(complaint.complaintId, decision)}
              confirming={
                card.confirmingDecision?.complaintId === complaint.complaintId
                  ? card.confirmingDecision
                  : null
              }
              onConfirmDecision={actions.onConfirmDecision}
              onKeepOffer={actions.onKeepOffer}
            />
          ))}
          <Cancelling card={card} {...actions} />
        </>
      )}
      <Contact card={card} />
      {finished ? (
        <>
          {!ended && card.complaints.length === 0 && (
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
      {/* Listed after the claims are read, so last: nothing a claimant may press moves when they come. */}
      {letters && card.complaints.length > 0 && (
        <YourClaimsLetters claimId={card.id} letters={card.letters ?? null} actions={letters} />
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
  notice = null,
  actionProblem = null,
  acting = false,
  onDecide = () => {},
  onCancel = () => {},
  onConfirmCancel = () => {},
  onKeepClaim = () => {},
  onConfirmDecision = () => {},
  onKeepOffer = () => {},
  letters,
}: YourClaimsProps) {
  return (
    <div>
      <h1>{stepTitles.claims}</h1>
      <StatusMessage>
        {phase === 'loading' ? 'Loading your claims…' : (downloadProblem ?? notice)}
      </StatusMessage>
      {actionProblem && (
        <div role="alert">
          <h2>There is a problem</h2>
          <p>{actionProblem}</p>
        </div>
      )}
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
            acting={acting}
            onDecide={(complaintId, decision) => onDecide(card.id, complaintId, decision)}
            onCancel={() => onCancel(card.id)}
            onConfirmCancel={onConfirmCancel}
            onKeepClaim={onKeepClaim}
            onConfirmDecision={onConfirmDecision}
            onKeepOffer={onKeepOffer}
            letters={letters}
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
