import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import {
  DeskReadAuditRequestSchema,
  type AuditEntry,
  type DeskReadAuditData,
  type DeskReadAuditRequest,
} from '../../contract/desk';
import { DESK_REFUSALS, type StaffRole } from '../../contract/staff';
import { listProblem } from './listErrors';

/** What the audit log can be filtered by: the gateway takes one of them at a time. */
export type AuditFilterBy = 'claimId' | 'staffUid' | 'action';

/** The filter form's answer: which field, and its value as typed or chosen. */
export interface AuditFilter {
  by: AuditFilterBy;
  value: string;
}

/** The filter form as sent: nothing chosen yet is ''. */
export interface AuditFilterInput {
  by: AuditFilterBy | '';
  value: string;
}

export const CHOOSE_FILTER_MESSAGE = 'Choose what to filter the audit log by';

/** What the filter form says when its value cannot be sent (the gateway's rules, contract/desk.ts). */
export const AUDIT_FILTER_MESSAGES: Record<AuditFilterBy, { empty: string; format: string }> = {
  claimId: {
    empty: 'Enter a claim id',
    format: 'Enter the claim id as the desk shows it: 8 to 64 letters, numbers, hyphens or underscores',
  },
  staffUid: {
    empty: 'Enter a staff member’s uid',
    format:
      'Enter the staff member’s uid as the audit log shows it: letters, numbers, hyphens or underscores',
  },
  action: { empty: 'Choose an action', format: 'Choose one of the actions in the list' },
};

const AUDIT_UNREADABLE = 'The audit log could not be read. Try again.';

export interface DeskAuditContext {
  /** The signed-in staff member's role: only a supervisor's page reads the log. */
  role: StaffRole;
  /** The filter the shown entries were read with; null for the whole log. */
  filter: AuditFilter | null;
  /** The cursor of every page seen so far (null for the first), so Previous page goes back. */
  cursors: (string | null)[];
  /** Which of those pages is shown (0 is the first). */
  page: number;
  entries: AuditEntry[];
  nextCursor: string | null;
  /** The gateway's own message when the log could not be read. */
  problem: string | null;
  /** The filter form's error, if its value could not be sent. */
  filterError: string | null;
}

/** Input: the signed-in staff member's role (from their token), and a filter to open with. */
export interface DeskAuditInput {
  role: StaffRole;
  filter?: AuditFilter | null;
}

export type DeskAuditEvent =
  /** "Filter" with the one field chosen and its value. */
  | { type: 'user.filter'; filter: AuditFilterInput }
  /** "Show the whole log": the filter removed. */
  | { type: 'user.clearFilter' }
  | { type: 'user.nextPage' }
  | { type: 'user.previousPage' }
  /** "Try again" after the log could not be read. */
  | { type: 'user.retry' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/** The gateway request for a filter and a page's cursor. */
export function auditRequest(filter: AuditFilter | null, cursor: string | null): DeskReadAuditRequest {
  return {
    ...(filter ? { [filter.by]: filter.value.trim() } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/** The filter form's error by the gateway's own request schema, or null when it can be sent. */
export function auditFilterError(input: AuditFilterInput): string | null {
  if (input.by === '') return CHOOSE_FILTER_MESSAGE;
  const filter = { by: input.by, value: input.value };
  if (filter.value.trim() === '') return AUDIT_FILTER_MESSAGES[filter.by].empty;
  return v.safeParse(DeskReadAuditRequestSchema, auditRequest(filter, null)).success
    ? null
    : AUDIT_FILTER_MESSAGES[filter.by].format;
}

/** Whether the gateway refused the call because the caller is not a supervisor. */
export const isSupervisorOnlyRefusal = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { reason?: unknown }).reason === DESK_REFUSALS.supervisorOnly;

const firstPage = {
  cursors: [null],
  page: 0,
  problem: null,
  filterError: null,
} satisfies Partial<DeskAuditContext>;

/**
 * The desk's audit log for supervisors (decision 213): newest first, a page at a time by the
 * gateway's cursor (the cursors seen are kept for Previous page), filtered by one of claim id,
 * staff uid or action. A handler is told the log is for supervisors without a call; a gateway
 * refusal for the same reason says the same.
 */
export const deskAuditMachine = setup({
  types: {
    context: {} as DeskAuditContext,
    events: {} as DeskAuditEvent,
    input: {} as DeskAuditInput,
    tags: {} as 'busy',
  },
  actors: {
    readAudit: fromPromise<DeskReadAuditData, DeskReadAuditRequest>(notProvided('readAudit')),
  },
  guards: {
    isSupervisor: ({ context }) => context.role === 'supervisor',
    filterIsComplete: ({ event }) => event.type === 'user.filter' && auditFilterError(event.filter) === null,
    hasNextPage: ({ context }) => context.nextCursor !== null,
    hasPreviousPage: ({ context }) => context.page > 0,
    isSupervisorOnly: ({ event }) => isSupervisorOnlyRefusal((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'deskAudit',
  context: ({ input }) => ({
    role: input.role,
    filter: input.filter ?? null,
    cursors: [null],
    page: 0,
    entries: [],
    nextCursor: null,
    problem: null,
    filterError: null,
  }),
  initial: 'checkingRole',
  states: {
    checkingRole: {
      always: [{ guard: 'isSupervisor', target: 'reading' }, { target: 'supervisorOnly' }],
    },
    /** A handler: the log is not theirs to read; nothing is asked of the gateway. */
    supervisorOnly: { type: 'final' },
    reading: {
      initial: 'loading',
      on: {
        'user.filter': [
          {
            guard: 'filterIsComplete',
            target: '.loading',
            actions: assign({
              ...firstPage,
              filter: ({ event }) => ({
                by: event.filter.by as AuditFilterBy,
                value: event.filter.value.trim(),
              }),
            }),
          },
          { actions: assign({ filterError: ({ event }) => auditFilterError(event.filter) }) },
        ],
        'user.clearFilter': { target: '.loading', actions: assign({ ...firstPage, filter: null }) },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'readAudit',
            input: ({ context }) => auditRequest(context.filter, context.cursors[context.page] ?? null),
            onDone: {
              target: 'ready',
              actions: assign({
                entries: ({ event }) => event.output.entries,
                nextCursor: ({ event }) => event.output.nextCursor,
                problem: null,
              }),
            },
            onError: [
              { guard: 'isSupervisorOnly', target: '#deskAudit.supervisorOnly' },
              {
                target: 'failed',
                actions: assign({ problem: ({ event }) => listProblem(event.error, AUDIT_UNREADABLE) }),
              },
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
        failed: { on: { 'user.retry': 'loading' } },
      },
    },
  },
});
