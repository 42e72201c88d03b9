import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { DELETION_REFUSAL_REASON_MAX } from '../../../contract/dataRights';
import type { ApproveDataDeletionData, RefuseDataDeletionData } from '../../../contract/deskDataRequests';
import { Button } from '../../ui/form/Button';
import { CharacterCount } from '../../ui/form/CharacterCount';
import { ukDate } from './deskPageStyles';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-1) var(--space-4);
  margin: 0 0 var(--space-4);
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

export const Confirm = styled.div`
  padding: var(--space-3);
  margin-bottom: var(--space-4);
  border: 5px solid var(--colour-error);
  h3 {
    margin-top: 0;
  }
  &:focus {
    outline: 3px solid var(--colour-focus);
  }
`;

const Done = styled.div`
  padding: var(--space-3);
  margin-bottom: var(--space-4);
  border: 5px solid var(--colour-success);
  h3 {
    margin-top: 0;
  }
`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No (there was none)');

/**
 * The reason for refusing, written for the claimant: they are emailed it and shown it on Your data.
 * Focus moves to its field when it opens.
 */
export function RefusalForm(props: {
  headingId: string;
  reason: string;
  error: string | null;
  onChange: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { headingId } = props;
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    group.current?.querySelector('textarea')?.focus();
  }, []);
  return (
    <Confirm ref={group} role="group" aria-labelledby={`${headingId}-refuse`}>
      <h3 id={`${headingId}-refuse`}>Refuse this request</h3>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm();
        }}
      >
        <CharacterCount
          id={`${headingId}-refusal-reason`}
          label="Why are you refusing it?"
          hint="The claimant is emailed these words and shown them on Your data. Say what they can do next, for example how to confirm who they are."
          value={props.reason}
          onChange={props.onChange}
          maxLength={DELETION_REFUSAL_REASON_MAX}
          error={props.error ?? undefined}
        />
        <Button type="submit" variant="warning">
          Refuse and tell the claimant
        </Button>
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
      </form>
    </Confirm>
  );
}

export function RefusedNote({ refused }: { refused: RefuseDataDeletionData }) {
  const { request } = refused;
  return (
    <Done role="status">
      <h3>The request has been refused</h3>
      <p>
        {request.refusedAt ? `Refused on ${ukDate(request.refusedAt)}. ` : ''}The claimant has been emailed
        the reason, and sees it on Your data:
      </p>
      <p>{request.refusalReason}</p>
    </Done>
  );
}

export function DoneNote({ done }: { done: ApproveDataDeletionData }) {
  return (
    <Done role="status">
      <h3>The data has been deleted</h3>
      <Facts>
        <dt>Sign-in account removed</dt>
        <dd>{yesNo(done.removed.account)}</dd>
        <dt>Profile removed</dt>
        <dd>{yesNo(done.removed.profile)}</dd>
        <dt>Unsigned claims removed</dt>
        <dd>{done.removed.unsignedClaims}</dd>
        <dt>Saved claim removed</dt>
        <dd>{yesNo(done.removed.savedJourney)}</dd>
        <dt>Emails removed</dt>
        <dd>{done.removed.emails}</dd>
        <dt>Signed claims kept</dt>
        <dd>
          {done.kept.signedClaims.length === 0
            ? 'None'
            : done.kept.signedClaims.map((claimId, i) => (
                <span key={claimId}>
                  {i > 0 && ', '}
                  <Link to={`/desk/claims/${claimId}`}>{claimId}</Link>
                </span>
              ))}
        </dd>
      </Facts>
    </Done>
  );
}
