import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DeskClaimSummary, DeskListOrder } from '../../../contract/desk';
import type { Workspace } from '../../../contract/firms';
import { CLAIM_PROGRESS_STATUSES } from '../../../contract/lifecycle/states';
import type { ClaimStatus } from '../../../contract/responses';
import type {
  DeskFilters,
  DeskListQuery,
  DeskSearchField,
  DeskSearchInput,
} from '../../../machines/desk/deskListMachine';
import { Button } from '../../ui/form/Button';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { Select } from '../../ui/form/Select';
import { TextInput } from '../../ui/form/TextInput';
import { fieldId } from '../../ui/form/fieldId';
import { DeskClaimsTable } from './DeskClaimsTable';
import { DeskPageButtons } from './DeskPageButtons';
import { CLAIM_STATUS_LABELS } from './deskTags';

const Heading = styled.h1`
  margin: 0 0 var(--space-4);
  font-size: 2rem;
  &:focus {
    outline: 3px solid transparent;
  }
`;

/**
 * MOJ's filter layout: on a window 90rem (1440 px) or wider the search and the filters sit beside
 * the list, which takes the rest of the width. Narrower, they come first, side by side from 40rem,
 * so the table keeps the whole width and its columns stay on one line at 1280 px.
 */
const Layout = styled.div`
  display: grid;
  gap: var(--space-4);
  align-items: start;
  @media (min-width: 90rem) {
    grid-template-columns: 20rem minmax(0, 1fr);
  }
`;

const Forms = styled.div`
  display: grid;
  gap: var(--space-4);
  @media (min-width: 40rem) and (max-width: 89.99rem) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Panel = styled.form`
  padding: var(--space-3);
  border: 1px solid var(--colour-border, #b1b4b6);
  h2 {
    margin-top: 0;
    font-size: 1.5rem;
  }
`;

const Check = styled.div`
  display: flex;
  gap: var(--space-2);
  align-items: center;
  margin-bottom: var(--space-4);
  input {
    width: 2.5rem;
    height: 2.5rem;
    margin: 0;
  }
`;

const SortHint = styled.p`
  margin-top: 0;
  color: var(--colour-secondary-text);
`;

export interface DeskClaimsListProps {
  brandName: string;
  /** The staff member's workspaces: the only ones the workspace filter offers. */
  workspaces: readonly Workspace[];
  phase: 'loading' | 'ready' | 'failed';
  query: DeskListQuery;
  /** The order the gateway read the list in. */
  order: DeskListOrder;
  claims: readonly DeskClaimSummary[];
  /** 1 for the first page. */
  pageNumber: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** The gateway's message when the list could not be read. */
  problem: string | null;
  fieldErrors: Partial<Record<DeskSearchField, string>>;
  onFilter: (filters: DeskFilters) => void;
  onSearch: (search: DeskSearchInput) => void;
  onClearSearch: () => void;
  /** A sortable column's header pressed. */
  onSort: (order: DeskListOrder) => void;
  onNextPage: () => void;
  onPreviousPage: () => void;
  onRetry: () => void;
}

const SEARCH_FIELDS: Record<DeskSearchInput['by'], DeskSearchField[]> = {
  reference: ['reference'],
  email: ['email'],
  surnamePostcode: ['surname', 'postcode'],
};

/** The desk's claims: filters, a search apart from them, the table, pages, and each state. */
export function DeskClaimsList(props: DeskClaimsListProps) {
  const { brandName, workspaces, phase, query, fieldErrors } = props;
  const filters = query.kind === 'filters' ? query.filters : {};
  const [status, setStatus] = useState<string>(filters.status ?? '');
  const [lender, setLender] = useState(filters.lender ?? '');
  const [workspace, setWorkspace] = useState<string>(filters.workspace ?? '');
  const [overdue, setOverdue] = useState(Boolean(filters.overdue));
  // Sorting by response due turns the overdue filter on, and by submitted date off: the box shows it.
  const listedOverdue = Boolean(filters.overdue);
  const [shownOverdue, setShownOverdue] = useState(listedOverdue);
  if (shownOverdue !== listedOverdue) {
    setShownOverdue(listedOverdue);
    setOverdue(listedOverdue);
  }
  const initialSearch = query.kind === 'search' ? query.search : null;
  const [by, setBy] = useState<DeskSearchInput['by']>(initialSearch?.by ?? 'reference');
  const [reference, setReference] = useState(
    initialSearch?.by === 'reference' ? initialSearch.reference : '',
  );
  const [email, setEmail] = useState(initialSearch?.by === 'email' ? initialSearch.email : '');
  const [surname, setSurname] = useState(
    initialSearch?.by === 'surnamePostcode' ? initialSearch.surname : '',
  );
  const [postcode, setPostcode] = useState(
    initialSearch?.by === 'surnamePostcode' ? initialSearch.postcode : '',
  );
  const summaryRef = useRef<HTMLDivElement>(null);
  const errorItems = (Object.entries(fieldErrors) as [DeskSearchField, string | undefined][])
    .filter((entry): entry is [DeskSearchField, string] => Boolean(entry[1]))
    .map(([field, message]) => ({
      target: fieldId(field === 'lender' ? 'lender' : `search-${field}`),
      message,
    }));
  useEffect(() => {
    if (errorItems.length > 0) summaryRef.current?.focus();
    // A new set of errors moves focus; typing does not.
  }, [fieldErrors]); // eslint-disable-line react-hooks/exhaustive-deps

  const applyFilters = (event: FormEvent) => {
    event.preventDefault();
    props.onFilter({
      ...(status ? { status: status as ClaimStatus } : {}),
      ...(lender.trim() ? { lender: lender.trim() } : {}),
      ...(workspace ? { workspace: workspace as Workspace } : {}),
      ...(overdue ? { overdue: true } : {}),
    });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(
      by === 'reference' ? { by, reference } : by === 'email' ? { by, email } : { by, surname, postcode },
    );
  };
  const hasErrors = phase === 'failed' || errorItems.length > 0;
  const searching = query.kind === 'search';

  return (
    <>
      <title>{`${hasErrors ? 'Error: ' : ''}Claims – ${brandName} desk`}</title>
      {errorItems.length > 0 && <ErrorSummary items={errorItems} summaryRef={summaryRef} />}
      <Heading>Claims</Heading>
      <Layout>
        <Forms>
          <Panel aria-labelledby="filter-heading" onSubmit={applyFilters} noValidate>
            <h2 id="filter-heading">Filter claims</h2>
            <Select
              id="status"
              label="Status"
              placeholder="Any status"
              options={CLAIM_PROGRESS_STATUSES.map((value) => ({ value, label: CLAIM_STATUS_LABELS[value] }))}
              value={status}
              onChange={setStatus}
            />
            <TextInput
              id="lender"
              label="Lender"
              value={lender}
              onChange={setLender}
              error={fieldErrors.lender}
            />
            <Select
              id="workspace"
              label="Workspace"
              placeholder="All your workspaces"
              options={workspaces.map((value) => ({ value, label: value }))}
              value={workspace}
              onChange={setWorkspace}
            />
            <Check>
              <input
                id="overdue"
                type="checkbox"
                checked={overdue}
                onChange={(e) => setOverdue(e.target.checked)}
              />
              <label htmlFor="overdue">Response overdue only</label>
            </Check>
            <Button type="submit" variant="secondary">
              Apply filters
            </Button>
          </Panel>
          <Panel aria-labelledby="search-heading" onSubmit={search} noValidate>
            <h2 id="search-heading">Find a claim</h2>
            <p>Search instead of filtering: a search finds one claimant’s claims in your workspaces.</p>
            <Select
              id="search-by"
              label="Search by"
              placeholder="Choose what to search by"
              options={[
                { value: 'reference', label: 'Claim reference' },
                { value: 'email', label: 'Claimant’s email address' },
                { value: 'surnamePostcode', label: 'Surname and postcode' },
              ]}
              value={by}
              onChange={(value) => setBy((value || 'reference') as DeskSearchInput['by'])}
            />
            {SEARCH_FIELDS[by].includes('reference') && (
              <TextInput
                id="search-reference"
                label="Claim reference"
                hint="For example, RDR-ABCD2345"
                spellCheck={false}
                autoCapitalize="characters"
                value={reference}
                onChange={setReference}
                error={fieldErrors.reference}
              />
            )}
            {SEARCH_FIELDS[by].includes('email') && (
              <TextInput
                id="search-email"
                label="Email address"
                type="email"
                spellCheck={false}
                autoCapitalize="none"
                value={email}
                onChange={setEmail}
                error={fieldErrors.email}
              />
            )}
            {SEARCH_FIELDS[by].includes('surname') && (
              <>
                <TextInput
                  id="search-surname"
                  label="Surname"
                  spellCheck={false}
                  value={surname}
                  onChange={setSurname}
                  error={fieldErrors.surname}
                />
                <TextInput
                  id="search-postcode"
                  label="Postcode"
                  width={10}
                  autoCapitalize="characters"
                  value={postcode}
                  onChange={setPostcode}
                  error={fieldErrors.postcode}
                />
              </>
            )}
            <Button type="submit" variant="secondary">
              Search
            </Button>
            {searching && (
              <Button type="button" variant="secondary" onClick={props.onClearSearch}>
                Clear search
              </Button>
            )}
          </Panel>
        </Forms>
        <div>
          <ListState {...props} />
        </div>
      </Layout>
    </>
  );
}

const caption = (query: DeskListQuery, order: DeskListOrder) =>
  query.kind === 'search'
    ? 'Claims found'
    : order === 'responseDue'
      ? 'Overdue claims, longest overdue first'
      : 'Claims, newest first';

function ListState(props: DeskClaimsListProps) {
  const { phase, claims, query } = props;
  if (phase === 'loading') return <p role="status">Loading claims…</p>;
  if (phase === 'failed') {
    return (
      <div role="alert">
        <h2>The claims could not be shown</h2>
        <p>{props.problem}</p>
        <Button type="button" onClick={props.onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (claims.length === 0) {
    return (
      <div role="status">
        <h2>No claims match</h2>
        <p>
          {query.kind === 'search'
            ? 'Check what you searched for, or search by something else.'
            : 'Change or remove the filters to see more claims.'}
        </p>
      </div>
    );
  }
  return (
    <>
      {query.kind === 'filters' && (
        <SortHint>
          Sort by Submitted, newest first, or by Response due: the overdue claims, longest overdue first.
        </SortHint>
      )}
      <DeskClaimsTable
        claims={claims}
        caption={`${caption(query, props.order)} (page ${props.pageNumber})`}
        order={props.order}
        sortable={query.kind === 'filters'}
        onSort={props.onSort}
      />
      <DeskPageButtons
        label="Pages of claims"
        hasPreviousPage={props.hasPreviousPage}
        hasNextPage={props.hasNextPage}
        onPreviousPage={props.onPreviousPage}
        onNextPage={props.onNextPage}
      />
    </>
  );
}
