// A complaint's actions on the desk's claim page (decision 195): props only. The handler's events
// the complaint's state accepts now, an amount's form for an offer or a payment, the lender's
// determination, and a question before an event that ends the complaint.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DeskComplaint } from '../../../../contract/desk';
import type { ComplaintEventType } from '../../../../contract/lifecycle/events';
import type { AmountEventType } from '../../../../machines/desk/amount';
import type { TypedDetermination } from '../../../../machines/desk/determination';
import type { FinalHandlerEvent, PlainHandlerEvent } from '../../../../machines/desk/deskClaimTypes';
import { Button } from '../../../ui/form/Button';
import { TextInput } from '../../../ui/form/TextInput';
import type { DeskClaimPageParts } from './claimPageParts';
import { DeterminationForm } from './DeterminationForm';

/** What each handler's event is called on its button. */
export const HANDLER_ACTION_LABELS: Record<
  Exclude<ComplaintEventType, `claimant.${string}` | `system.${string}`>,
  string
> = {
  'handler.send': 'Send the complaint to the lender',
  'handler.acknowledge': 'Record the lender’s acknowledgement',
  'handler.recordOffer': 'Record an offer',
  'handler.recordRejection': 'Record a rejection',
  'handler.referToOmbudsman': 'Refer to the Financial Ombudsman Service',
  'handler.recordPayment': 'Record a payment',
  'handler.recordDetermination': 'Record the lender’s determination',
  'handler.close': 'Close the complaint',
  'handler.withdraw': 'Withdraw the complaint',
};
type HandlerEvent = keyof typeof HANDLER_ACTION_LABELS;
const isHandlerEvent = (type: ComplaintEventType): type is HandlerEvent => type in HANDLER_ACTION_LABELS;

const CONFIRM: Record<FinalHandlerEvent, { question: string; yes: string }> = {
  'handler.withdraw': {
    question: 'Are you sure you want to withdraw the complaint to',
    yes: 'Yes, withdraw the complaint',
  },
  'handler.close': {
    question: 'Are you sure you want to close the complaint to',
    yes: 'Yes, close the complaint',
  },
};

const Confirm = styled.div`
  margin: 0 0 var(--space-4);
  padding: var(--space-3);
  border: 5px solid var(--colour-error);
  h4:focus {
    outline: 3px solid var(--colour-focus);
  }
`;

/** What the page hands each complaint's actions. */
export interface ComplaintActionsProps {
  parts: DeskClaimPageParts;
  busy: boolean;
  fieldErrors: Record<string, string>;
  confirming: { complaintId: string; type: FinalHandlerEvent } | null;
  onSendComplaint: (complaintId: string) => void;
  onRecordEvent: (complaintId: string, event: PlainHandlerEvent) => void;
  onRecordAmount: (complaintId: string, event: AmountEventType, amount: string) => void;
  /** The lender's determination under the redress scheme, as typed (decision 259). */
  onRecordDetermination: (complaintId: string, typed: TypedDetermination) => void;
  onConfirm: () => void;
  onCancelConfirm: () => void;
}

/** An offer or a payment: the amount in pounds, kept as typed until the gateway has recorded it. */
function AmountForm({
  parts,
  complaintId,
  event,
  error,
  busy,
  onRecordAmount,
}: { complaintId: string; event: AmountEventType; error: string | undefined } & Pick<
  ComplaintActionsProps,
  'parts' | 'busy' | 'onRecordAmount'
>) {
  const [amount, setAmount] = useState('');
  const id = parts.fieldIds.amount(complaintId, event);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onRecordAmount(complaintId, event, amount);
  };
  const name = parts.amountNames[event];
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        id={id}
        label={`${name.charAt(0).toUpperCase()}${name.slice(1)}, in pounds`}
        hint="For example, 2500 or 2500.50"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        width={10}
        value={amount}
        onChange={setAmount}
        error={error}
      />
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {HANDLER_ACTION_LABELS[event]}
      </Button>
    </form>
  );
}

/** The handler's events this complaint's state accepts now, and nothing else. */
export function ComplaintActions({
  complaint,
  ...props
}: { complaint: DeskComplaint } & ComplaintActionsProps) {
  const {
    parts,
    busy,
    fieldErrors,
    confirming,
    onSendComplaint,
    onRecordEvent,
    onRecordAmount,
    onRecordDetermination,
    onConfirm,
    onCancelConfirm,
  } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const asking = confirming?.complaintId === complaint.complaintId ? confirming : null;
  useEffect(() => {
    if (asking) heading.current?.focus();
  }, [asking]);
  const offered = complaint.acceptedEvents.filter(isHandlerEvent);
  const id = parts.fieldIds.actions(complaint.complaintId);
  if (offered.length === 0) {
    return (
      <div id={id} tabIndex={-1}>
        <p>Nothing more can be recorded on this complaint.</p>
      </div>
    );
  }
  if (asking) {
    return (
      <Confirm id={id}>
        <h4 ref={heading} tabIndex={-1}>
          {CONFIRM[asking.type].question} {complaint.lender}?
        </h4>
        <p>This ends the complaint: nothing more can be recorded on it, and the claimant is told.</p>
        <Button variant="warning" onClick={onConfirm} disabled={busy} aria-disabled={busy}>
          {CONFIRM[asking.type].yes}
        </Button>
        <Button variant="secondary" onClick={onCancelConfirm} disabled={busy} aria-disabled={busy}>
          No, go back
        </Button>
      </Confirm>
    );
  }
  return (
    <div id={id} tabIndex={-1} role="group" aria-label={`Actions for ${complaint.lender}`}>
      {offered.map((type) => {
        if (type === 'handler.recordOffer' || type === 'handler.recordPayment') {
          return (
            <AmountForm
              // A new form once the complaint has moved on: what was typed for the last one goes.
              key={`${type}-${complaint.events.length}`}
              parts={parts}
              complaintId={complaint.complaintId}
              event={type}
              error={fieldErrors[parts.fieldIds.amount(complaint.complaintId, type)]}
              busy={busy}
              onRecordAmount={onRecordAmount}
            />
          );
        }
        if (type === 'handler.recordDetermination') {
          return (
            <DeterminationForm
              key={`${type}-${complaint.events.length}`}
              parts={parts}
              complaintId={complaint.complaintId}
              label={HANDLER_ACTION_LABELS[type]}
              busy={busy}
              fieldErrors={fieldErrors}
              onRecordDetermination={onRecordDetermination}
            />
          );
        }
        const final = type === 'handler.withdraw' || type === 'handler.close';
        return (
          <Button
            key={type}
            variant={final ? 'warning' : type === 'handler.send' ? 'primary' : 'secondary'}
            disabled={busy}
            aria-disabled={busy}
            onClick={() =>
              type === 'handler.send'
                ? onSendComplaint(complaint.complaintId)
                : onRecordEvent(complaint.complaintId, type)
            }
          >
            {HANDLER_ACTION_LABELS[type]}
          </Button>
        );
      })}
    </div>
  );
}
