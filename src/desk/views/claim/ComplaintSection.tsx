// One complaint on the desk's claim page (decision 195): props only. Its state, route and dates,
// the sums recorded, its timeline, the determination check and the actions it accepts now.
import styled from 'styled-components';
import { agreementFacts } from '../../../../contract/agreements';
import { formatClaimDate } from '../../../../contract/dates';
import type { DeskComplaint } from '../../../../contract/desk';
import { formatPounds } from '../../../../contract/money';
import { isPastDue, ukDay } from '../../../../contract/lifecycle/dates';
import { COMPLAINT_EVENT_LABELS } from '../../../../contract/lifecycle/events';
import {
  ANSWER_DUE_LABELS,
  COMPLAINT_STATE_LABELS,
  RESPONSE_AWAITED_STATES,
} from '../../../../contract/lifecycle/states';
import type { CheckResult, TypedFigures } from '../../../../machines/desk/determinationCheck';
import { SummaryList, type SummaryRow } from '../../../ui/form/SummaryList';
import { OverdueTag } from '../deskTags';
import { formatDateTime } from './claimPageStyles';
import { ComplaintActions, type ComplaintActionsProps } from './ComplaintActions';
import { routeRows } from './complaintRoute';
import { DeterminationCheck } from './DeterminationCheck';

const WHO: Record<DeskComplaint['events'][number]['by']['role'], string> = {
  claimant: 'the claimant',
  handler: 'a case handler',
  supervisor: 'a supervisor',
  system: 'the system',
};

const pounds = (pence: number | null) => (pence === null ? 'None recorded' : formatPounds(pence));

const Complaint = styled.section`
  margin: 0 0 var(--space-5);
  padding: var(--space-3);
  border: 1px solid var(--colour-border);
  h3 {
    margin-top: 0;
  }
  ol {
    padding-left: var(--space-4);
  }
  li {
    margin-bottom: var(--space-2);
    overflow-wrap: anywhere;
  }
`;

/** MOJ's timeline: a line down the side, a mark by each event, the oldest first. */
const Timeline = styled.ol`
  list-style: none;
  margin: 0 0 var(--space-4);
  padding: 0 0 0 var(--space-4);
  border-left: 5px solid var(--colour-border);
  li {
    position: relative;
    padding-bottom: var(--space-3);
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-1 * var(--space-4) - 10px);
    top: 0.35em;
    width: 15px;
    height: 5px;
    background: var(--colour-border);
  }
  .when {
    color: var(--colour-secondary-text);
  }
`;

export function ComplaintSection({
  complaint,
  now,
  check,
  onCheckDetermination,
  ...actions
}: {
  complaint: DeskComplaint;
  now: number;
  check: CheckResult | undefined;
  onCheckDetermination: (complaintId: string, typed: TypedFigures) => void;
} & ComplaintActionsProps) {
  const headingId = `${complaint.complaintId}-heading`;
  const overdue =
    RESPONSE_AWAITED_STATES.includes(complaint.state) &&
    complaint.dueOn !== null &&
    isPastDue(complaint.dueOn, now);
  const rows: SummaryRow[] = [
    { key: 'state', label: 'State', changeLabel: '', value: COMPLAINT_STATE_LABELS[complaint.state] },
    ...routeRows(complaint),
    {
      key: 'agreements',
      label: 'Agreements',
      changeLabel: '',
      value: complaint.agreements.map((a) => agreementFacts(a).join('; ')).join('\n'),
    },
    {
      key: 'sent',
      label: 'Sent',
      changeLabel: '',
      value: complaint.sentOn ? formatClaimDate(complaint.sentOn) : 'Not yet',
    },
    {
      key: 'due',
      label: ANSWER_DUE_LABELS[complaint.route],
      changeLabel: '',
      value: complaint.dueOn ? (
        <>
          {formatClaimDate(complaint.dueOn)}
          {overdue && (
            <>
              {' '}
              <OverdueTag />
            </>
          )}
        </>
      ) : (
        'Not yet'
      ),
    },
    { key: 'offer', label: 'Offer', changeLabel: '', value: pounds(complaint.offerPence) },
    { key: 'paid', label: 'Paid', changeLabel: '', value: pounds(complaint.paidPence) },
    { key: 'fee', label: 'Our fee (VAT included)', changeLabel: '', value: pounds(complaint.feePence) },
  ];
  const events = [...complaint.events].sort((a, b) => a.seq - b.seq);
  return (
    <Complaint aria-labelledby={headingId}>
      <h3 id={headingId}>{complaint.lender}</h3>
      <SummaryList rows={rows} />
      <h4>Timeline</h4>
      {events.length === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <Timeline>
          {events.map((event) => {
            const amount = event.data.offerPence ?? event.data.amountPence;
            return (
              <li key={event.eventId}>
                <strong>{COMPLAINT_EVENT_LABELS[event.type]}</strong>
                {typeof amount === 'number' && ` (${formatPounds(amount)})`}
                <br />
                <span className="when">
                  {formatDateTime(event.at)}, by {WHO[event.by.role]}
                </span>
              </li>
            );
          })}
        </Timeline>
      )}
      {complaint.determination?.outcome === 'redress' && complaint.determination.amountPence !== null && (
        <DeterminationCheck
          parts={actions.parts}
          complaint={complaint}
          today={ukDay(now)}
          fieldErrors={actions.fieldErrors}
          result={check}
          onCheckDetermination={onCheckDetermination}
        />
      )}
      <h4>Actions</h4>
      <ComplaintActions complaint={complaint} {...actions} />
    </Complaint>
  );
}
