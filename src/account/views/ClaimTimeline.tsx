import { Fragment, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { isAcceptance, type DecisionConfirmation } from '../../../contract/offerDecisions';
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

const Confirm = styled.div`
  margin: 0 0 var(--space-3);
  padding: var(--space-3);
  border: 5px solid var(--colour-primary);
  h4:focus {
    outline: 3px solid var(--colour-focus);
  }
`;

const DECISION_LABELS: Record<OfferDecision, string> = {
  'claimant.acceptOffer': 'Accept the offer',
  'claimant.declineOffer': 'Decline the offer',
  'claimant.acceptDetermination': 'Accept the determination',
  'claimant.disputeDetermination': 'Dispute the determination',
};

export interface ClaimTimelineProps {
  claimId: string;
  complaint: ComplaintTimeline;
  /** An action is on its way: the buttons wait. */
  busy: boolean;
  onDecide: (decision: OfferDecision) => void;
  /** The decision on this complaint's offer waiting for the claimant's "Yes", with what it means. */
  confirming?: { decision: OfferDecision; confirmation: DecisionConfirmation } | null;
  onConfirmDecision?: () => void;
  onKeepOffer?: () => void;
}

/** "Are you sure…?": what accepting or declining means, then Yes or go back (GOV.UK pattern). */
function ConfirmDecision({
  confirmation,
  busy,
  onConfirm,
  onBack,
}: {
  confirmation: DecisionConfirmation;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Confirm>
      <h4 ref={heading} tabIndex={-1}>
        {confirmation.heading}
      </h4>
      {confirmation.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Button onClick={onConfirm} disabled={busy} aria-disabled={busy}>
        {busy ? confirmation.sending : confirmation.confirm}
      </Button>
      <Button variant="secondary" onClick={onBack} disabled={busy} aria-disabled={busy}>
        {confirmation.back}
      </Button>
    </Confirm>
  );
}

/**
 * One lender's complaint: its status, what has happened and when, what happens next, an offer, and
 * the money once accepted and paid (decision 270).
 */
export function ClaimTimeline({
  claimId,
  complaint,
  busy,
  onDecide,
  confirming = null,
  onConfirmDecision = () => {},
  onKeepOffer = () => {},
}: ClaimTimelineProps) {
  const headingId = `${claimId}-${complaint.complaintId}`;
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{complaint.lender}</h3>
      <p>
        <strong>Status:</strong> {complaint.status}
      </p>
      <p>{complaint.routeWords}</p>
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
      {complaint.settlement && (
        <Offer>
          <h4>{complaint.settlement.heading}</h4>
          <dl>
            {complaint.settlement.rows.map((row) => (
              <Fragment key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.amount}</dd>
              </Fragment>
            ))}
          </dl>
          {complaint.settlement.sentences.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </Offer>
      )}
      {(complaint.offer || complaint.actions.length > 0) && (
        <Offer>
          <h4>{complaint.route === 'general' ? 'The offer' : 'The lender’s determination'}</h4>
          {complaint.determination && <p>{complaint.determination.words}</p>}
          {complaint.offer && (
            <dl>
              <dt>
                {complaint.lender} {complaint.route === 'general' ? 'offers' : 'determined'}
              </dt>
              <dd>{complaint.offer.amount}</dd>
              <dt>Our fee, from our fee schedule (VAT included)</dt>
              <dd>{complaint.offer.fee}</dd>
              <dt>You may receive</dt>
              <dd>{complaint.offer.youReceive}</dd>
            </dl>
          )}
          {complaint.determination && <p>{complaint.determination.reminder}</p>}
          {confirming ? (
            <ConfirmDecision
              confirmation={confirming.confirmation}
              busy={busy}
              onConfirm={onConfirmDecision}
              onBack={onKeepOffer}
            />
          ) : (
            complaint.actions.map((decision) => (
              <Button
                key={decision}
                variant={isAcceptance(decision) ? 'primary' : 'secondary'}
                disabled={busy}
                aria-disabled={busy}
                onClick={() => onDecide(decision)}
              >
                {DECISION_LABELS[decision]}
              </Button>
            ))
          )}
        </Offer>
      )}
    </Section>
  );
}
