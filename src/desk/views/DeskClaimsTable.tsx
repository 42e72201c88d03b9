import { Link } from 'react-router';
import styled from 'styled-components';
import type { DeskClaimSummary, DeskListOrder } from '../../../contract/desk';
import { ClaimStatusTag, OverdueTag } from './deskTags';
import { Table, TableBox } from './deskPageStyles';

/**
 * One line each: a reference, a date, a workspace or a column's name never breaks inside itself.
 * Words break only where words do: the page's `overflow-wrap: anywhere` (for 320 px) would let
 * the table squeeze a column to a letter wide, and this table scrolls in its own box instead.
 */
const Dense = styled(Table)`
  th,
  td {
    padding-right: var(--space-3);
    overflow-wrap: normal;
  }
  thead th {
    white-space: nowrap;
  }
  .one-line {
    white-space: nowrap;
  }
  .secondary {
    color: var(--colour-secondary-text);
  }
`;

/** MOJ's sortable table: the header's words are the button, with the way it sorts beside them. */
const SortButton = styled.button`
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: var(--colour-link);
  text-align: left;
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid var(--colour-focus);
    color: var(--colour-focus-text);
    background: var(--colour-focus);
  }
`;

const Arrow = styled.span`
  margin-left: var(--space-1);
`;

/**
 * "Nov", "Sept": GOV.UK's style shortens months in tables where space is tight; the year stays.
 * UK time, as everywhere at the desk.
 */
const tableDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso));

const ARIA_SORT = { submitted: 'descending', responseDue: 'ascending' } as const;

export interface DeskClaimsTableProps {
  claims: readonly DeskClaimSummary[];
  caption: string;
  /** The order the gateway read the list in. */
  order: DeskListOrder;
  /** Whether the list can be read in the other order (a search's claims cannot). */
  sortable: boolean;
  onSort: (order: DeskListOrder) => void;
}

/**
 * The claims, one row each. Only the gateway's orders are offered, each one way (contract/desk.ts
 * `deskListOrder`): the list comes a page at a time, so sorting one page here would mislead.
 */
export function DeskClaimsTable({ claims, caption, order, sortable, onSort }: DeskClaimsTableProps) {
  const header = (column: DeskListOrder, label: string) => {
    const active = order === column;
    const ariaSort = active ? ARIA_SORT[column] : sortable ? 'none' : undefined;
    return (
      <th scope="col" aria-sort={ariaSort}>
        {active || !sortable ? (
          <span className="one-line">
            {label}
            {active && <Arrow aria-hidden="true">{column === 'submitted' ? '▼' : '▲'}</Arrow>}
          </span>
        ) : (
          <SortButton type="button" onClick={() => onSort(column)}>
            {label}
            <Arrow aria-hidden="true">▲▼</Arrow>
          </SortButton>
        )}
      </th>
    );
  };
  return (
    <TableBox tabIndex={0} role="region" aria-labelledby="claims-caption">
      <Dense>
        <caption id="claims-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Claimant</th>
            <th scope="col">Workspace</th>
            <th scope="col">Status</th>
            <th scope="col">Lenders</th>
            {header('submitted', 'Submitted')}
            {header('responseDue', 'Response due')}
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim.claimId}>
              <td className="one-line">
                <Link to={`/desk/claims/${claim.claimId}`}>{claim.reference}</Link>
              </td>
              <td>
                {claim.claimant}
                <br />
                <span className="one-line secondary">{claim.postcode}</span>
              </td>
              <td className="one-line">{claim.workspace}</td>
              <td>
                <ClaimStatusTag status={claim.status} />
              </td>
              <td>{claim.lenders.join(', ') || '—'}</td>
              <td className="one-line">{tableDate(claim.submittedAt)}</td>
              <td>
                <span className="one-line">{claim.responseDueAt ? tableDate(claim.responseDueAt) : '—'}</span>
                {claim.overdue && (
                  <>
                    {' '}
                    <OverdueTag />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Dense>
    </TableBox>
  );
}
