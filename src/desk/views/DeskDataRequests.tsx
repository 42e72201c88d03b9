import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDay } from '../../../contract/dates';
import {
  DATA_REQUESTS_PAGE_SIZE,
  type ApproveDataDeletionData,
  type RefuseDataDeletionData,
} from '../../../contract/deskDataRequests';
import { RETENTION_DAYS } from '../../../contract/retention';
import { isSignedStatus } from '../../../contract/claimStatus';
import type {
  ApprovalProblem,
  DeskDataRequest,
  DeskDataRequestsContext,
} from '../../../machines/desk/deskDataRequestsMachine';
import { Button } from '../../ui/form/Button';
import { InsetText } from '../../ui/form/InsetText';
import { WarningText } from '../../ui/form/WarningText';
import { CLAIM_STATUS_LABELS, OverdueTag } from './deskTags';
import { DeskHeading, ukDate } from './deskPageStyles';
import { Confirm, DoneNote, Facts, RefusalForm, RefusedNote } from './DeskDataRequestNotes';

const STATUS_LABELS: Record<DeskDataRequest['status'], string> = {
  requested: 'Waiting for approval',
  approved: 'Approved, not finished: approve it again to finish it',
  completed: 'Done',
  withdrawn: 'Withdrawn by the claimant',
  refused: 'Refused',
};

const Request = styled.section`
  padding: var(--space-3);
  margin-bottom: var(--space-5);
  border: 1px solid var(--colour-border, #b1b4b6);
  h2 {
    margin-top: 0;
    font-size: 1.5rem;
  }
  h3 {
    font-size: 1.1875rem;
  }
`;

export interface DeskDataRequestsProps {
  brandName: string;
  phase: 'loading' | 'ready' | 'failed';
  requests: readonly DeskDataRequest[];
  /** The request waiting for "Yes, delete the data". */
  confirming: string | null;
  /** The request being carried out now. */
  approving: string | null;
  approvalProblem: ApprovalProblem | null;
  /** What the gateway did, for each request approved on this page. */
  approved: Readonly<Record<string, ApproveDataDeletionData>>;
  /** The gateway's message when the requests could not be read. */
  problem: string | null;
  /** There are more requests than those shown: "Show more requests" reads the next page. */
  hasMore: boolean;
  /** The next page is being read. */
  loadingMore: boolean;
  /** Why the next page could not be read. */
  moreProblem: string | null;
  onApprove: (requestId: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onRetryApprove: () => void;
  onRetry: () => void;
  onShowMore: () => void;
  /** The refusal being written (decision 271): its request, the reason typed, why it cannot be sent. */
  refusing: DeskDataRequestsContext['refusing'];
  /** The request whose refusal is being sent now. */
  sendingRefusal: string | null;
  refusalProblem: ApprovalProblem | null;
  /** What the gateway answered, for each request refused on this page. */
  refused: Readonly<Record<string, RefuseDataDeletionData>>;
  onRefuse: (requestId: string) => void;
  onChangeRefusalReason: (reason: string) => void;
  onConfirmRefuse: () => void;
  onCancelRefuse: () => void;
  onRetryRefuse: () => void;
}

/** Claimants' requests to delete their data: what a deletion removes and keeps, and approving it. */
export function DeskDataRequests(props: DeskDataRequestsProps) {
  const { brandName, phase, requests } = props;
  return (
    <>
      <title>{`${phase === 'failed' ? 'Error: ' : ''}Data requests – ${brandName} desk`}</title>
      <DeskHeading>Data requests</DeskHeading>
      <p>
        Claimants who asked us to delete their data, oldest first, {DATA_REQUESTS_PAGE_SIZE} at a time.
        Approving a request deletes the data at once: everything but the case record of their signed claims.
        Each must be dealt with within one calendar month of the day it arrived (UK GDPR).
      </p>
      {phase === 'loading' && <p role="status">Loading the data requests…</p>}
      {phase === 'failed' && (
        <div role="alert">
          <h2>The data requests could not be shown</h2>
          <p>{props.problem}</p>
          <Button type="button" onClick={props.onRetry}>
            Try again
          </Button>
        </div>
      )}
      {phase === 'ready' && requests.length === 0 && (
        <div role="status">
          <h2>No open requests</h2>
          <p>No claimant of your workspaces is waiting for their data to be deleted.</p>
        </div>
      )}
      {phase === 'ready' &&
        requests.map((request, index) => (
          <RequestCard key={request.requestId} {...props} request={request} n={index + 1} />
        ))}
      {phase === 'ready' && <MoreRequests {...props} />}
    </>
  );
}

/**
 * Below the requests shown: the next page while there is one, and why it could not be read. Not
 * while a deletion is being confirmed or carried out: that comes first.
 */
function MoreRequests(props: DeskDataRequestsProps) {
  const { hasMore, loadingMore, moreProblem, onShowMore } = props;
  if (!hasMore) return null;
  const waiting =
    loadingMore ||
    props.confirming !== null ||
    props.approving !== null ||
    props.refusing !== null ||
    props.sendingRefusal !== null;
  return (
    <>
      {moreProblem && (
        <div role="alert">
          <h2>The next requests could not be shown</h2>
          <p>{moreProblem}</p>
        </div>
      )}
      {loadingMore && <p role="status">Loading more requests…</p>}
      <Button
        type="button"
        variant="secondary"
        onClick={waiting ? undefined : onShowMore}
        aria-disabled={waiting}
      >
        Show more requests
      </Button>
    </>
  );
}

function RequestCard(props: DeskDataRequestsProps & { request: DeskDataRequest; n: number }) {
  const { request, n } = props;
  const headingId = `request-${n}-heading`;
  const done = props.approved[request.requestId];
  const refused = props.refused[request.requestId];
  const problem = props.approvalProblem?.requestId === request.requestId ? props.approvalProblem : null;
  const refusalProblem = props.refusalProblem?.requestId === request.requestId ? props.refusalProblem : null;
  const confirming = props.confirming === request.requestId;
  const approving = props.approving === request.requestId;
  const writingRefusal = props.refusing?.requestId === request.requestId ? props.refusing : null;
  const sendingRefusal = props.sendingRefusal === request.requestId;
  const busy = confirming || approving || writingRefusal !== null || sendingRefusal;
  const signed = request.claims.filter((claim) => isSignedStatus(claim.status));
  const unsigned = request.claims.filter((claim) => !isSignedStatus(claim.status));
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  return (
    <Request aria-labelledby={headingId}>
      <h2 id={headingId}>
        Request {n}: asked for on {ukDate(request.requestedAt)}
      </h2>
      <Facts>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[request.status]}</dd>
        <dt>Due by</dt>
        <dd>
          {formatDay(request.dueOn)}
          {request.overdue && !done && !refused && (
            <>
              {' '}
              <OverdueTag />
            </>
          )}
        </dd>
        <dt>Workspaces</dt>
        <dd>{request.workspaces.join(', ')}</dd>
        <dt>Claims</dt>
        <dd>
          {request.claims.length === 0
            ? 'None in your workspaces'
            : request.claims.map((claim, i) => (
                <span key={claim.claimId}>
                  {i > 0 && ', '}
                  <Link to={`/desk/claims/${claim.claimId}`}>{claim.reference ?? claim.claimId}</Link> (
                  {CLAIM_STATUS_LABELS[claim.status]})
                </span>
              ))}
        </dd>
      </Facts>
      {done ? (
        <DoneNote done={done} />
      ) : refused ? (
        <RefusedNote refused={refused} />
      ) : (
        <>
          <h3>What the deletion removes</h3>
          <ul>
            <li>the claimant’s sign-in account and their profile</li>
            <li>
              claims they did not sign
              {unsigned.length > 0 && `: ${unsigned.map((c) => c.reference ?? c.claimId).join(', ')}`}
            </li>
            <li>a claim they saved to come back to later, and our copies of the emails we sent them</li>
            <li>
              from each signed claim: how they found us, the credit file’s addresses and agreements they did
              not claim for, and the search forms of their email, surname and postcode (find the claim by its
              reference afterwards)
            </li>
          </ul>
          <h3>What the firm keeps</h3>
          <p>
            {signed.length > 0
              ? `The case record of each signed claim (${signed.map((c) => c.reference ?? c.claimId).join(', ')}): the details it was signed with, the agreements claimed for, the answers, the signature, the complaints and their notes.`
              : 'The case record of any signed claim: none is in your workspaces.'}{' '}
            It is kept while the claim runs and then for {RETENTION_DAYS.signedClaimYears} years.
          </p>
          {!request.canApprove && (
            <InsetText>
              <p>
                The claimant also has claims in workspaces you have not been granted. A case handler with all
                of them must approve this request.
              </p>
            </InsetText>
          )}
          {problem && (
            <div role="alert">
              <h3>The deletion did not finish</h3>
              <p>{problem.message}</p>
              {problem.retry && (
                <Button type="button" onClick={props.onRetryApprove}>
                  Try again
                </Button>
              )}
            </div>
          )}
          {refusalProblem && (
            <div role="alert">
              <h3>The refusal was not sent</h3>
              <p>{refusalProblem.message}</p>
              {refusalProblem.retry && (
                <Button type="button" onClick={props.onRetryRefuse}>
                  Try again
                </Button>
              )}
            </div>
          )}
          {approving && <p role="status">Deleting the data…</p>}
          {sendingRefusal && <p role="status">Refusing the request…</p>}
          {writingRefusal && (
            <RefusalForm
              headingId={headingId}
              reason={writingRefusal.reason}
              error={writingRefusal.error}
              onChange={props.onChangeRefusalReason}
              onConfirm={props.onConfirmRefuse}
              onCancel={props.onCancelRefuse}
            />
          )}
          {confirming && (
            <Confirm ref={confirmRef} tabIndex={-1} role="group" aria-labelledby={`${headingId}-confirm`}>
              <h3 id={`${headingId}-confirm`}>Are you sure you want to delete this claimant’s data?</h3>
              <WarningText>This cannot be undone.</WarningText>
              <Button type="button" variant="warning" onClick={props.onConfirm}>
                Yes, delete the data
              </Button>
              <Button type="button" variant="secondary" onClick={props.onCancel}>
                No, go back
              </Button>
            </Confirm>
          )}
          {request.canApprove && !busy && !(problem?.retry ?? false) && !(refusalProblem?.retry ?? false) && (
            <>
              <Button
                type="button"
                variant="warning"
                onClick={() => props.onApprove(request.requestId)}
                aria-describedby={headingId}
              >
                Approve the deletion
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => props.onRefuse(request.requestId)}
                aria-describedby={headingId}
              >
                Refuse the request
              </Button>
            </>
          )}
        </>
      )}
    </Request>
  );
}
