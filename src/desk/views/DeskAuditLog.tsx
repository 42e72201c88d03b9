import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AuditEntry } from '../../../contract/desk';
import { AUDIT_ACTIONS, type AuditAction, type AuditRole } from '../../../contract/staff';
import type { AuditFilter, AuditFilterBy, AuditFilterInput } from '../../../machines/desk/deskAuditMachine';
import { Button } from '../../ui/form/Button';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { Radios } from '../../ui/form/Radios';
import { Select } from '../../ui/form/Select';
import { TextInput } from '../../ui/form/TextInput';
import { ROLE_LABELS } from './DeskHeaderLine';
import { DeskHeading, Table, TableBox, ukDateTime } from './deskPageStyles';
import { DeskPageButtons } from './DeskPageButtons';

/** What each action of the audit log means, as a supervisor reads it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'claims.list': 'Listed or searched claims',
  'claim.open': 'Opened a claim',
  'claim.signedLetter': 'Downloaded the signed letter',
  'note.add': 'Added an internal note',
  'audit.read': 'Read the audit log',
  'dataRequest.approve': 'Approved a data deletion',
  'dataRequest.refuse': 'Refused a data deletion',
  'dataRequests.list': 'Read the data requests',
  'overview.read': 'Read the overview',
  'limit.reached': 'Refused: an hourly limit reached',
  'letter.upload': 'Uploaded a lender’s response',
  'letter.download': 'Downloaded a letter on the claim',
  'determinations.import': 'Uploaded a lender’s determinations file',
  'complaint.send': 'Sent a complaint to the lender',
  'complaint.acknowledge': 'Recorded the lender’s acknowledgement',
  'complaint.recordOffer': 'Recorded an offer',
  'complaint.recordRejection': 'Recorded a rejection',
  'complaint.referToOmbudsman': 'Referred to the Financial Ombudsman',
  'complaint.recordPayment': 'Recorded a payment',
  'complaint.close': 'Closed a complaint',
  'complaint.withdraw': 'Withdrew a complaint',
  'complaint.recordDetermination': 'Recorded a lender’s scheme determination',
  'complaint.checkDetermination': 'Checked a lender’s scheme determination',
};

/** Who did it: a staff member's role, or the claimant reading a letter on their claim (decision 272). */
const AUDIT_ROLE_LABELS: Record<AuditRole, string> = { ...ROLE_LABELS, claimant: 'The claimant' };

const FILTER_LABELS: Record<AuditFilterBy, string> = {
  claimId: 'Claim id',
  staffUid: 'Staff member’s uid',
  action: 'Action',
};

const Panel = styled.form`
  padding: var(--space-3);
  margin-bottom: var(--space-4);
  border: 1px solid var(--colour-border, #b1b4b6);
  h2 {
    margin-top: 0;
    font-size: 1.5rem;
  }
`;

const Outcome = styled.strong<{ $refused: boolean }>`
  display: inline-block;
  padding: 2px 8px;
  color: ${({ $refused }) => ($refused ? '#2a0b06' : '#005a30')};
  background: ${({ $refused }) => ($refused ? '#f4cdc6' : '#cce2d8')};
`;

export interface DeskAuditLogProps {
  brandName: string;
  phase: 'loading' | 'ready' | 'failed' | 'supervisorOnly';
  /** The filter the entries were read with; null for the whole log. */
  filter: AuditFilter | null;
  entries: readonly AuditEntry[];
  /** 1 for the first page. */
  pageNumber: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** The gateway's message when the log could not be read. */
  problem: string | null;
  /** The filter form's error. */
  filterError: string | null;
  onFilter: (filter: AuditFilterInput) => void;
  onClearFilter: () => void;
  onNextPage: () => void;
  onPreviousPage: () => void;
  onRetry: () => void;
}

const actionLabel = (action: string) =>
  (AUDIT_ACTION_LABELS as Record<string, string | undefined>)[action] ?? action;

const detailText = (value: AuditEntry['details'][string]) =>
  Array.isArray(value) ? value.join(', ') : String(value);

/** The field an error sits by: the choice of filter, or the value for it. */
const errorTarget = (by: AuditFilterBy | '') =>
  by === '' ? 'filter-by' : by === 'action' ? 'filter-action' : 'filter-value';

/** The audit log for supervisors: a filter by one field, the entries newest first, pages, each state. */
export function DeskAuditLog(props: DeskAuditLogProps) {
  const { brandName, phase, filter, filterError } = props;
  const [by, setBy] = useState<AuditFilterBy | ''>(filter?.by ?? '');
  const [value, setValue] = useState(filter && filter.by !== 'action' ? filter.value : '');
  const [action, setAction] = useState(filter?.by === 'action' ? filter.value : '');
  const [sentBy, setSentBy] = useState<AuditFilterBy | ''>(by);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (filterError) summaryRef.current?.focus();
  }, [filterError]);

  if (phase === 'supervisorOnly') {
    return (
      <>
        <title>{`Audit log – ${brandName} desk`}</title>
        <DeskHeading>Only supervisors can read the audit log</DeskHeading>
        <p>
          The audit log records every action taken at the desk. Ask a supervisor if you need to know what is
          in it.
        </p>
        <p>
          <Link to="/desk">Go to the claims</Link>
        </p>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentBy(by);
    props.onFilter({ by, value: by === 'action' ? action : value });
  };
  const target = errorTarget(sentBy);
  const hasErrors = phase === 'failed' || Boolean(filterError);

  return (
    <>
      <title>{`${hasErrors ? 'Error: ' : ''}Audit log – ${brandName} desk`}</title>
      {filterError && <ErrorSummary items={[{ target, message: filterError }]} summaryRef={summaryRef} />}
      <DeskHeading>Audit log</DeskHeading>
      <p>
        Every action taken at the desk in your workspaces, newest first. No one can change or remove an entry.
      </p>
      <Panel aria-labelledby="audit-filter-heading" onSubmit={submit} noValidate>
        <h2 id="audit-filter-heading">Filter the audit log</h2>
        <Radios
          id="filter-by"
          legend="Filter by"
          hint="You can filter by one of these at a time: a claim, a staff member or an action."
          options={(Object.keys(FILTER_LABELS) as AuditFilterBy[]).map((key) => ({
            value: key,
            label: FILTER_LABELS[key],
          }))}
          value={by}
          onChange={(next) => setBy(next as AuditFilterBy)}
          error={target === 'filter-by' ? (filterError ?? undefined) : undefined}
        />
        {(by === 'claimId' || by === 'staffUid') && (
          <TextInput
            id="filter-value"
            label={FILTER_LABELS[by]}
            hint={
              by === 'claimId' ? 'The id at the end of the claim’s desk address' : 'As the audit log shows it'
            }
            spellCheck={false}
            autoCapitalize="none"
            value={value}
            onChange={setValue}
            error={target === 'filter-value' ? (filterError ?? undefined) : undefined}
          />
        )}
        {by === 'action' && (
          <Select
            id="filter-action"
            label="Action"
            placeholder="Choose an action"
            options={AUDIT_ACTIONS.map((key) => ({ value: key, label: AUDIT_ACTION_LABELS[key] }))}
            value={action}
            onChange={setAction}
            error={target === 'filter-action' ? (filterError ?? undefined) : undefined}
          />
        )}
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        {filter && (
          <Button type="button" variant="secondary" onClick={props.onClearFilter}>
            Show the whole log
          </Button>
        )}
      </Panel>
      <AuditState {...props} />
    </>
  );
}

function AuditState(props: DeskAuditLogProps) {
  const { phase, entries, filter } = props;
  if (phase === 'loading') return <p role="status">Loading the audit log…</p>;
  if (phase === 'failed') {
    return (
      <div role="alert">
        <h2>The audit log could not be shown</h2>
        <p>{props.problem}</p>
        <Button type="button" onClick={props.onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <div role="status">
        <h2>No entries</h2>
        <p>
          {filter
            ? 'Nothing in the audit log matches this filter. Change it, or show the whole log.'
            : 'The audit log of your workspaces is empty.'}
        </p>
      </div>
    );
  }
  const shown = filter
    ? `${FILTER_LABELS[filter.by]} ${filter.by === 'action' ? actionLabel(filter.value) : filter.value}`
    : null;
  return (
    <>
      <TableBox tabIndex={0} role="region" aria-labelledby="audit-caption">
        <Table>
          <caption id="audit-caption">
            {shown ? `Entries for ${shown}, newest first` : 'Entries, newest first'} (page {props.pageNumber})
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Claim</th>
              <th scope="col">Workspaces</th>
              <th scope="col">Outcome</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.entryId}>
                <td>{ukDateTime(entry.at)}</td>
                <td>
                  {entry.uid}
                  <br />
                  {AUDIT_ROLE_LABELS[entry.role]}
                </td>
                <td>
                  {actionLabel(entry.action)}
                  <br />
                  <code>{entry.action}</code>
                </td>
                <td>
                  {entry.claimId ? <Link to={`/desk/claims/${entry.claimId}`}>{entry.claimId}</Link> : '—'}
                </td>
                <td>{entry.workspaces.join(', ') || '—'}</td>
                <td>
                  <Outcome $refused={entry.outcome === 'refused'}>
                    {entry.outcome === 'refused' ? 'Refused' : 'Done'}
                  </Outcome>
                </td>
                <td>
                  {Object.keys(entry.details).length === 0 ? (
                    '—'
                  ) : (
                    <ul>
                      {Object.entries(entry.details).map(([key, detail]) => (
                        <li key={key}>
                          {key}: {detailText(detail)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
      <DeskPageButtons
        label="Pages of the audit log"
        hasPreviousPage={props.hasPreviousPage}
        hasNextPage={props.hasNextPage}
        onPreviousPage={props.onPreviousPage}
        onNextPage={props.onNextPage}
      />
    </>
  );
}
