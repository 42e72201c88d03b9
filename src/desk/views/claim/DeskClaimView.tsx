// The desk's claim page as a case handler sees it (issue 29, decision 195): props only, so a
// story or a test renders any state without a machine. Each complaint (ComplaintSection.tsx, its
// actions in ComplaintActions.tsx) and the notes (ClaimNotes.tsx) are parts of their own.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { agreementFacts } from '../../../../contract/agreements';
import type { DeskClaimData } from '../../../../contract/desk';
import type { ActionProblem } from '../../../../machines/desk/deskClaimTypes';
import type { CheckResult, TypedFigures } from '../../../../machines/desk/determinationCheck';
import { Button } from '../../../ui/form/Button';
import { ErrorBox, ErrorSummary, type SummaryItem } from '../../../ui/form/ErrorSummary';
import { StatusMessage } from '../../../ui/form/StatusMessage';
import { SummaryList } from '../../../ui/form/SummaryList';
import { ClaimLetters, type ClaimLettersProps } from './ClaimLetters';
import { ClaimNotes } from './ClaimNotes';
import { claimantRows, claimRows } from './claimRows';
import { Section } from './claimPageStyles';
import type { ComplaintActionsProps } from './ComplaintActions';
import { ComplaintSection } from './ComplaintSection';

export { HANDLER_ACTION_LABELS } from './ComplaintActions';
export { formatDateTime } from './claimPageStyles';
export type { DeskClaimPageParts } from './claimPageParts';

/** On a wide window the claimant's answers and the claim sit side by side. */
const Columns = styled.div`
  @media (min-width: 64rem) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: var(--space-5);
  }
`;

export interface DeskClaimViewProps
  extends
    ComplaintActionsProps,
    Pick<
      ClaimLettersProps,
      'uploading' | 'downloadingLetter' | 'letterProblem' | 'onUploadLetter' | 'onDownloadLetter'
    > {
  phase: 'loading' | 'notFound' | 'failed' | 'loaded';
  claimId: string;
  claim: DeskClaimData | null;
  /** Why the claim could not be read. */
  problem: string | null;
  downloading: boolean;
  downloadProblem: string | null;
  actionProblem: ActionProblem | null;
  notice: string | null;
  /** Now (epoch ms): whether a lender's response is overdue. */
  now: number;
  onRetry: () => void;
  onDownloadSignedLetter: () => void;
  /** Each complaint's determination check, as last worked out (decision 259). */
  checks: Record<string, CheckResult>;
  onCheckDetermination: (complaintId: string, typed: TypedFigures) => void;
  onAddNote: (text: string) => void;
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
  const actions: ComplaintActionsProps = {
    parts: props.parts,
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

      <ClaimLetters {...props} claim={claim} inputId={props.parts.fieldIds.letter} />

      <ClaimNotes
        id={props.parts.fieldIds.note}
        claim={claim}
        busy={busy}
        error={fieldErrors[props.parts.fieldIds.note]}
        onAddNote={props.onAddNote}
      />
    </Section>
  );
}
