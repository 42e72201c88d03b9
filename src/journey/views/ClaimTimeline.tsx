import styled from 'styled-components';
import type { ComplaintTimeline, OfferDecision } from '../../../machines/claims/timeline';
import { Button } from '../../ui/form/Button';

const Section = styled.section`
  margin: 0 0 var(--space-4);
  padding: var(--space-3) 0 0;
  border-top: 1px solid var(--colour-border);
  h3,
  h4 {
    margin: 0 0 var(--space-2);
  }
  ol {
    margin: 0 0 var(--space-3);
    padding-left: var(--space-4);
  }
  li {
    margin-bottom: var(--space-1);
    overflow-wrap: anywhere;
  }
`;

const Offer = styled.div`
  margin: 0 0 var(--space-3);
  padding: var(--space-3);
  border-left: 5px solid var(--colour-primary);
  dl {
    margin: 0 0 var(--space-3);
  }
`;

const DECISION_LABELS: Record<OfferDecision, string> = {
  'claimant.acceptOffer': 'Accept the offer',
  'claimant.declineOffer': 'Decline the offer',
};

export interface ClaimTimelineProps {
  claimId: string;
  complaint: ComplaintTimeline;
  /** An action is on its way: the buttons wait. */
  busy: boolean;
  onDecide: (decision: OfferDecision) => void;
}

/** One lender's complaint: its status, what has happened and when, what happens next, an offer. */
export function ClaimTimeline({ claimId, complaint, busy, onDecide }: ClaimTimelineProps) {
  const headingId = `${claimId}-${complaint.complaintId}`;
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{complaint.lender}</h3>
      <p>
        <strong>Status:</strong> {complaint.status}
      </p>
      <h4>What has happened</h4>
      {complaint.entries.length > 0 ? (
        <ol>
          {complaint.entries.map((entry) => (
            <li key={entry.key}>
              {entry.on}: {entry.label}
              {entry.amount && ` (${entry.amount})`}
            </li>
          ))}
        </ol>
      ) : (
        <p>Nothing yet: your complaint is ready to send.</p>
      )}
      {complaint.next && (
        <>
          <h4>What happens next</h4>
          <p>{complaint.next}</p>
        </>
      )}
      {complaint.offer && (
        <Offer>
          <h4>The offer</h4>
          <dl>
            <dt>{complaint.lender} offers</dt>
            <dd>{complaint.offer.amount}</dd>
            <dt>Our fee, from our fee schedule (VAT included)</dt>
            <dd>{complaint.offer.fee}</dd>
            <dt>You would receive</dt>
            <dd>{complaint.offer.youReceive}</dd>
          </dl>
          {complaint.actions.map((decision) => (
            <Button
              key={decision}
              variant={decision === 'claimant.acceptOffer' ? 'primary' : 'secondary'}
              disabled={busy}
              aria-disabled={busy}
              onClick={() => onDecide(decision)}
            >
              {DECISION_LABELS[decision]}
            </Button>
          ))}
        </Offer>
      )}
    </Section>
  );
}
