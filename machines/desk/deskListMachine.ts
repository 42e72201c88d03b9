import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import {
  deskListOrder,
  DeskSearchSchema,
  type DeskClaimSummary,
  type DeskListOrder,
  type DeskListClaimsData,
  type DeskListClaimsRequest,
} from '../../contract/desk';
import type { Workspace } from '../../contract/firms';
import type { ClaimStatus } from '../../contract/responses';
import { fieldErrorsFromGateway, listProblem } from './listErrors';

/** The list's filters; anything left out is not filtered on. */
export interface DeskFilters {
  status?: ClaimStatus;
  lender?: string;
  /** One of the staff member's workspaces; left out, all of them. */
  workspace?: Workspace;
  /** Only claims whose lender's final response is overdue. */
  overdue?: boolean;
}

/** A search as the search form sends it. */
export type DeskSearchInput =
  | { by: 'reference'; reference: string }
  | { by: 'email'; email: string }
  | { by: 'surnamePostcode'; surname: string; postcode: string };

/** What the list shows: filtered claims, or a search's. The gateway takes one or the other. */
export type DeskListQuery =
  { kind: 'filters'; filters: DeskFilters } | { kind: 'search'; search: DeskSearchInput };

export type DeskSearchField = 'reference' | 'email' | 'surname' | 'postcode' | 'lender';

export interface DeskListContext {
  /** The staff member's workspaces, from their token: the only ones the filter offers. */
  workspaces: Workspace[];
  query: DeskListQuery;
  /** The cursor of every page seen so far (null for the first), so Previous page goes back. */
  cursors: (string | null)[];
  /** Which of those pages is shown (0 is the first). */
  page: number;
  claims: DeskClaimSummary[];
  nextCursor: string | null;
  /** The gateway's own message when the list could not be read. */
  problem: string | null;
  /** The search or filter form's errors, by field. */
  fieldErrors: Partial<Record<DeskSearchField, string>>;
}

/** Input: the staff member's workspaces, and what the address asked for (filters or a reference). */
export interface DeskListInput {
  workspaces: Workspace[];
  query?: DeskListQuery;
}

export type DeskListEvent =
  /** "Apply filters" with the filters chosen. */
  | { type: 'user.filter'; filters: DeskFilters }
  /** "Search" with what was typed. */
  | { type: 'user.search'; search: DeskSearchInput }
  /** "Clear search": back to the unfiltered list. */
  | { type: 'user.clearSearch' }
  | { type: 'user.nextPage' }
  | { type: 'user.previousPage' }
  /**
   * A sortable column's header pressed: the list in the gateway's order by that column, from its
   * first page. The gateway orders by response due only the overdue claims, so that order is the
   * overdue filter's list (contract/desk.ts `deskListOrder`); by submitted date, the filter is off.
   */
  | { type: 'user.sort'; order: DeskListOrder }
  /** "Try again" after the list could not be read. */
  | { type: 'user.retry' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/** The search form's errors by the contract's own rules (the gateway checks the same). */
export function searchErrors(search: DeskSearchInput): DeskListContext['fieldErrors'] {
  const parsed = v.safeParse(DeskSearchSchema, search);
  if (parsed.success) return {};
  const errors: DeskListContext['fieldErrors'] = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key as DeskSearchField | undefined;
    if (key && !errors[key]) errors[key] = issue.message.replace(/ but received [\s\S]*$/, '');
  }
  return errors;
}

/** The gateway request for a query and a page's cursor. */
export function listRequest(query: DeskListQuery, cursor: string | null): DeskListClaimsRequest {
  const base = cursor ? { cursor } : {};
  if (query.kind === 'search') return { ...base, search: query.search };
  const { status, lender, workspace, overdue } = query.filters;
  return {
    ...base,
    ...(status ? { status } : {}),
    ...(lender?.trim() ? { lender: lender.trim() } : {}),
    ...(workspace ? { workspace } : {}),
    ...(overdue ? { overdue: true } : {}),
  };
}

/** The order the gateway reads this query's list in. */
export function listOrder(query: DeskListQuery): DeskListOrder {
  return deskListOrder(listRequest(query, null));
}

/** The filters that give the list the order asked for, the others kept. */
function filtersInOrder(filters: DeskFilters, order: DeskListOrder): DeskFilters {
  const { overdue: _overdue, ...others } = filters;
  return order === 'responseDue' ? { ...others, overdue: true } : others;
}

const firstPage = {
  cursors: [null],
  page: 0,
  fieldErrors: {},
  problem: null,
} satisfies Partial<DeskListContext>;

/**
 * The desk's list of claims (decisions 180 and 191): filtered or searched, never both (the gateway refuses
 * it), a page at a time by the gateway's cursor, keeping the cursors seen for Previous page.
 */
export const deskListMachine = setup({
  types: {
    context: {} as DeskListContext,
    events: {} as DeskListEvent,
    input: {} as DeskListInput,
  },
  actors: {
    listClaims: fromPromise<DeskListClaimsData, DeskListClaimsRequest>(notProvided('listClaims')),
  },
  guards: {
    searchIsComplete: ({ event }) =>
      event.type === 'user.search' && Object.keys(searchErrors(event.search)).length === 0,
    changesOrder: ({ context, event }) =>
      event.type === 'user.sort' &&
      context.query.kind === 'filters' &&
      listOrder(context.query) !== event.order,
    hasNextPage: ({ context }) => context.nextCursor !== null,
    hasPreviousPage: ({ context }) => context.page > 0,
    gatewayNamedFields: ({ event }) =>
      Object.keys(fieldErrorsFromGateway((event as { error?: unknown }).error)).length > 0,
  },
}).createMachine({
  id: 'deskList',
  context: ({ input }) => ({
    workspaces: input.workspaces,
    query: input.query ?? { kind: 'filters', filters: {} },
    cursors: [null],
    page: 0,
    claims: [],
    nextCursor: null,
    problem: null,
    fieldErrors: {},
  }),
  initial: 'loading',
  on: {
    'user.filter': {
      target: '.loading',
      actions: assign({ ...firstPage, query: ({ event }) => ({ kind: 'filters', filters: event.filters }) }),
    },
    'user.search': [
      {
        guard: 'searchIsComplete',
        target: '.loading',
        actions: assign({ ...firstPage, query: ({ event }) => ({ kind: 'search', search: event.search }) }),
      },
      { actions: assign({ fieldErrors: ({ event }) => searchErrors(event.search) }) },
    ],
    'user.sort': {
      // A search's claims are one claimant's, newest first: the gateway has no other order for them.
      guard: 'changesOrder',
      target: '.loading',
      actions: assign({
        ...firstPage,
        query: ({ context, event }) =>
          context.query.kind === 'filters'
            ? { kind: 'filters', filters: filtersInOrder(context.query.filters, event.order) }
            : context.query,
      }),
    },
    'user.clearSearch': {
      target: '.loading',
      actions: assign({ ...firstPage, query: { kind: 'filters', filters: {} } }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'listClaims',
        input: ({ context }) => listRequest(context.query, context.cursors[context.page] ?? null),
        onDone: {
          target: 'ready',
          actions: assign({
            claims: ({ event }) => event.output.claims,
            nextCursor: ({ event }) => event.output.nextCursor,
            problem: null,
          }),
        },
        onError: [
          {
            // The gateway refused a field (its message names it): shown by the field, not as a failure.
            guard: 'gatewayNamedFields',
            target: 'ready',
            actions: assign({
              fieldErrors: ({ event }) => fieldErrorsFromGateway(event.error),
              claims: [],
              nextCursor: null,
            }),
          },
          { target: 'failed', actions: assign({ problem: ({ event }) => listProblem(event.error) }) },
        ],
      },
    },
    ready: {
      on: {
        'user.nextPage': {
          guard: 'hasNextPage',
          target: 'loading',
          actions: assign({
            cursors: ({ context }) => [...context.cursors.slice(0, context.page + 1), context.nextCursor],
            page: ({ context }) => context.page + 1,
          }),
        },
        'user.previousPage': {
          guard: 'hasPreviousPage',
          target: 'loading',
          actions: assign({ page: ({ context }) => context.page - 1 }),
        },
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});
