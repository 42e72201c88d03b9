// What the desk's list keeps in its address: only what carries no personal data (the filters, and
// a search by claim reference). A search by email, or by surname and postcode, stays in the page.
import * as v from 'valibot';
import { WorkspaceSchema, type Workspace } from '../../../contract/firms';
import { CLAIM_PROGRESS_STATUSES } from '../../../contract/lifecycle/states';
import type { DeskFilters, DeskListQuery } from '../../../machines/desk/deskListMachine';

const StatusSchema = v.picklist(CLAIM_PROGRESS_STATUSES);

/** The list's query from the address; anything not understood (or another workspace) is left out. */
export function queryFromSearchParams(
  params: URLSearchParams,
  workspaces: readonly Workspace[],
): DeskListQuery {
  const reference = params.get('reference');
  if (reference) return { kind: 'search', search: { by: 'reference', reference: reference.slice(0, 40) } };
  const filters: DeskFilters = {};
  const status = v.safeParse(StatusSchema, params.get('status'));
  if (status.success) filters.status = status.output;
  const lender = params.get('lender')?.trim().slice(0, 100);
  if (lender) filters.lender = lender;
  const workspace = v.safeParse(WorkspaceSchema, params.get('workspace'));
  if (workspace.success && workspaces.includes(workspace.output)) filters.workspace = workspace.output;
  if (params.get('overdue') === 'yes') filters.overdue = true;
  return { kind: 'filters', filters };
}

/** The address's query for the list's query: none at all for a search by personal data. */
export function searchParamsFromQuery(query: DeskListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind === 'search') {
    if (query.search.by === 'reference') params.set('reference', query.search.reference.trim());
    return params;
  }
  const { status, lender, workspace, overdue } = query.filters;
  if (status) params.set('status', status);
  if (lender) params.set('lender', lender);
  if (workspace) params.set('workspace', workspace);
  if (overdue) params.set('overdue', 'yes');
  return params;
}
