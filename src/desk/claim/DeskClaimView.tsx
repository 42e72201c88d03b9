// The desk's claim page as a case handler sees it (issue 29, decision 195): props only, so a
// story or a test renders any state without a machine.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { agreementFacts } from '../../../contract/agreements';
import { formatClaimDate, fullName } from '../../../contract/claim';
import { NOTE_MAX_LENGTH, type DeskClaimData, type DeskComplaint } from '../../../contract/desk';
import { formatPounds } from '../../../contract/fees';
import { isPastDue } from '../../../contract/lifecycle/dates';
import { COMPLAINT_EVENT_LABELS, type ComplaintEventType } from '../../../contract/lifecycle/events';
import {
  ANSWER_DUE_LABELS,
  COMPLAINT_STATE_LABELS,
  RESPONSE_AWAITED_STATES,
} from '../../../contract/lifecycle/states';
import { AMOUNT_NAMES, type AmountEventType } from '../../../machines/desk/amount';
import type { TypedDetermination } from '../../../machines/desk/determination';
import type { CheckResult, TypedFigures } from '../../../machines/desk/determinationCheck';
import { ukDay } from '../../../contract/lifecycle/dates';
import {
  fieldIds,
  type ActionProblem,
  type FinalHandlerEvent,
  type PlainHandlerEvent,
} from '../../../machines/desk/deskClaimTypes';
import { Button } from '../../ui/form/Button';
import { CharacterCount } from '../../ui/form/CharacterCount';
import { ErrorBox, ErrorSummary, type SummaryItem } from '../../ui/form/ErrorSummary';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { SummaryList, type SummaryRow } from '../../ui/form/SummaryList';
import { TextInput } from '../../ui/form/TextInput';
import { OverdueTag } from '../views/deskTags';
import { DeterminationCheck } from './DeterminationCheck';
import { DeterminationForm } from './DeterminationForm';
import { routeRows } from './complaintRoute';

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

const WHO: Record<DeskComplaint['events'][number]['by']['role'], string> = {
  claimant: 'the claimant',
  handler: 'a case handler',
  supervisor: 'a supervisor',
  system: 'the system',
};

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

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
/** "23 November 2025 at 10:04", UK time. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso)).replace(', ', ' at ');
const pounds = (pence: number | null) => (pence === null ? 'None recorded' : formatPounds(pence / 100));

const Section = styled.section`
  margin: 0 0 var(--space-6);
  h2:focus,
  h1:focus,
  [tabindex='-1']:focus {
    outline: 3px solid var(--colour-focus);
  }
`;

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

/** On a wide window the claimant's answers and the claim sit side by side. */
const Columns = styled.div`
  @media (min-width: 64rem) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: var(--space-5);
  }
`;

const Confirm = styled.div`
  margin: 0 0 var(--space-4);
  padding: var(--space-3);
  border: 5px solid var(--colour-error);
  h4:focus {
    outline: 3px solid var(--colour-focus);
  }
`;

const Note = styled.li`
  margin-bottom: var(--space-3);
  white-space: pre-line;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

export interface DeskClaimViewProps {
  phase: 'loading' | 'notFound' | 'failed' | 'loaded';
  claimId: string;
  claim: DeskClaimData | null;
  /** Why the claim could not be read. */
  problem: string | null;
  /** An action or a download is on its way: the buttons wait. */
  busy: boolean;
  downloading: boolean;
  downloadProblem: string | null;
  actionProblem: ActionProblem | null;
  fieldErrors: Record<string, string>;
  notice: string | null;
  confirming: { complaintId: string; type: FinalHandlerEvent } | null;
  /** Now (epoch ms): whether a lender's response is overdue. */
  now: number;
  onRetry: () => void;
  onDownloadSignedLetter: () => void;
  onSendComplaint: (complaintId: string) => void;
  onRecordEvent: (complaintId: string, event: PlainHandlerEvent) => void;
  onRecordAmount: (complaintId: string, event: AmountEventType, amount: string) => void;
  /** The lender's determination under the redress scheme, as typed (decision 259). */
  onRecordDetermination: (complaintId: string, typed: TypedDetermination) => void;
  /** Each complaint's determination check, as last worked out (decision 259). */
  checks: Record<string, CheckResult>;
  onCheckDetermination: (complaintId: string, typed: TypedFigures) => void;
  onConfirm: () => void;
  onCancelConfirm: () => void;
  onAddNote: (text: string) => void;
}

type Actions = Pick<
  DeskClaimViewProps,
  | 'busy'
  | 'fieldErrors'
  | 'confirming'
  | 'onSendComplaint'
  | 'onRecordEvent'
  | 'onRecordAmount'
  | 'onRecordDetermination'
  | 'onConfirm'
  | 'onCancelConfirm'
>;

/** An offer or a payment: the amount in pounds, kept as typed until the gateway has recorded it. */
function AmountForm({
  complaintId,
  event,
  error,
  busy,
  onRecordAmount,
}: { complaintId: string; event: AmountEventType; error: string | undefined } & Pick<
  Actions,
  'busy' | 'onRecordAmount'
>) {
  const [amount, setAmount] = useState('');
  const id = fieldIds.amount(complaintId, event);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onRecordAmount(complaintId, event, amount);
  };
  const name = AMOUNT_NAMES[event];
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
function ComplaintActions({ complaint, ...props }: { complaint: DeskComplaint } & Actions) {
  const {
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
  const id = fieldIds.actions(complaint.complaintId);
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
              complaintId={complaint.complaintId}
              event={type}
              error={fieldErrors[fieldIds.amount(complaint.complaintId, type)]}
              busy={busy}
              onRecordAmount={onRecordAmount}
            />
          );
        }
        if (type === 'handler.recordDetermination') {
          return (
            <DeterminationForm
              key={`${type}-${complaint.events.length}`}
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

function ComplaintSection({
  complaint,
  now,
  check,
  onCheckDetermination,
  ...actions
}: {
  complaint: DeskComplaint;
  now: number;
  check: CheckResult | undefined;
  onCheckDetermination: DeskClaimViewProps['onCheckDetermination'];
} & Actions) {
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
                {typeof amount === 'number' && ` (${formatPounds(amount / 100)})`}
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

function Notes({
  claim,
  busy,
  error,
  onAddNote,
}: {
  claim: DeskClaimData;
  busy: boolean;
  error: string | undefined;
  onAddNote: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const shown = useRef(claim.notes.length);
  // Once the note is added the box is emptied for the next one; a refusal keeps what was typed.
  useEffect(() => {
    if (claim.notes.length > shown.current) setText('');
    shown.current = claim.notes.length;
  }, [claim.notes.length]);
  return (
    <Section aria-labelledby="notes-heading">
      <h2 id="notes-heading">Internal notes</h2>
      <p>Notes are for the firm’s staff. The claimant never sees them.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onAddNote(text);
        }}
      >
        <CharacterCount
          id={fieldIds.note}
          label="Add a note"
          value={text}
          onChange={setText}
          maxLength={NOTE_MAX_LENGTH}
          error={error}
        />
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          Add the note
        </Button>
      </form>
      {claim.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol reversed aria-label="Notes, newest first">
          {claim.notes.map((note) => (
            <Note key={note.noteId}>
              <p>{note.text}</p>
              <p>
                <small>
                  {formatDateTime(note.at)}, by{' '}
                  {note.role === 'supervisor' ? 'a supervisor' : 'a case handler'} ({note.uid})
                </small>
              </p>
            </Note>
          ))}
        </ol>
      )}
    </Section>
  );
}

const addressText = (a: {
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  movedIn: string;
}) =>
  `${[a.addressLine1, a.addressLine2, a.city, a.postcode].filter(Boolean).join(', ')} (from ${formatClaimDate(a.movedIn)})`;

function claimantRows(claim: DeskClaimData): SummaryRow[] {
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

function claimRows(claim: DeskClaimData): SummaryRow[] {
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

/** The desk's claim page: the claimant, the answers, each complaint with its actions, notes. */
export function DeskClaimView(props: DeskClaimViewProps) {
  const { phase, claim, problem, busy, fieldErrors, actionProblem, notice, now } = props;
  const summary = useRef<HTMLDivElement>(null);
  const items: SummaryItem[] = [
    ...(actionProblem ? [{ target: actionProblem.target, message: actionProblem.message }] : []),
    ...Object.entries(fieldErrors).map(([target, message]) => ({ target, message })),
  ];
  const itemsKey = items.map((i) => `${i.target}:${i.message}`).join('|');
  useEffect(() => {
    if (itemsKey) summary.current?.focus();
  }, [itemsKey]);

  if (phase === 'loading') {
    return (
      <Section aria-busy="true">
        <h1>Claim</h1>
        <p role="status">Opening the claim…</p>
      </Section>
    );
  }
  if (phase === 'notFound') {
    return (
      <Section>
        <h1>Claim not found</h1>
        <p>
          There is no submitted claim with this id in your workspaces. Check the link, or find the claim from
          the list.
        </p>
      </Section>
    );
  }
  if (phase === 'failed' || !claim) {
    return (
      <Section>
        <h1>Claim</h1>
        <ErrorBox role="alert">
          <h2>The claim could not be opened</h2>
          <p>{problem}</p>
          <Button onClick={props.onRetry}>Try again</Button>
        </ErrorBox>
      </Section>
    );
  }
  const actions: Actions = {
    busy,
    fieldErrors,
    confirming: props.confirming,
    onSendComplaint: props.onSendComplaint,
    onRecordEvent: props.onRecordEvent,
    onRecordAmount: props.onRecordAmount,
    onRecordDetermination: props.onRecordDetermination,
    onConfirm: props.onConfirm,
    onCancelConfirm: props.onCancelConfirm,
  };
  return (
    <Section aria-busy={busy || undefined}>
      <h1 id="claim-title" tabIndex={-1}>
        Claim {claim.reference}
      </h1>
      {items.length > 0 && <ErrorSummary items={items} summaryRef={summary} />}
      {actionProblem?.retry && (
        <Button variant="secondary" onClick={props.onRetry} disabled={busy} aria-disabled={busy}>
          Try again
        </Button>
      )}
      <StatusMessage>{notice}</StatusMessage>

      <Columns>
        <Section aria-labelledby="claimant-heading">
          <h2 id="claimant-heading">The claimant and their answers</h2>
          <SummaryList rows={claimantRows(claim)} />
        </Section>

        <Section aria-labelledby="claim-heading">
          <h2 id="claim-heading">The claim</h2>
          <SummaryList rows={claimRows(claim)} />
          <h3>Agreements</h3>
          <ul>
            {claim.agreements.map((agreement, index) => (
              <li key={index}>
                {agreement.lender}: {agreementFacts(agreement).join('; ')}
                {agreement.source === 'manual' ? ' (added by hand)' : ' (from the credit file)'}
                {agreement.route && <div>{agreement.route.words}</div>}
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            onClick={props.onDownloadSignedLetter}
            disabled={busy}
            aria-disabled={busy}
          >
            {props.downloading ? 'Preparing the signed letter…' : 'Download the signed letter'}
          </Button>
          {props.downloadProblem && (
            <ErrorBox role="alert">
              <p>The signed letter could not be downloaded: {props.downloadProblem}</p>
            </ErrorBox>
          )}
        </Section>
      </Columns>

      <Section aria-labelledby="complaints-heading">
        <h2 id="complaints-heading">Complaints</h2>
        {claim.complaints.map((complaint) => (
          <ComplaintSection
            key={complaint.complaintId}
            complaint={complaint}
            now={now}
            check={props.checks[complaint.complaintId]}
            onCheckDetermination={props.onCheckDetermination}
            {...actions}
          />
        ))}
      </Section>

      <Notes claim={claim} busy={busy} error={fieldErrors[fieldIds.note]} onAddNote={props.onAddNote} />
    </Section>
  );
}
