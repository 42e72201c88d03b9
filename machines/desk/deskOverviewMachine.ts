import { assign, fromPromise, setup } from 'xstate';
import type { Workspace } from '../../contract/firms';
import type { DeskOverviewData, OverviewFigures } from '../../contract/overviewFigures';
import { listProblem } from './listErrors';

/** Whose figures the page shows: the sum of the staff member's workspaces, or one of them. */
export type OverviewScope = Workspace | 'all';

export interface DeskOverviewContext {
  /** The gateway's last answer: kept while the figures are read again. */
  overview: DeskOverviewData | null;
  scope: OverviewScope;
  /** The gateway's own message when the figures could not be read. */
  problem: string | null;
}

export type DeskOverviewEvent =
  /** "Try again" after the figures could not be read. */
  | { type: 'user.retry' }
  /** "Refresh the figures": reads them again, the ones shown staying until the answer comes. */
  | { type: 'user.refresh' }
  /** One workspace's figures, or all of the staff member's together. */
  | { type: 'user.chooseScope'; scope: OverviewScope };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

const UNREADABLE = 'The figures could not be read. Try again.';

/**
 * The desk's overview (decisions 273 and 274): the firm's figures for the staff member's
 * workspaces, read from the gateway once (deskOverview), shown for all of them or one; "Refresh the
 * figures" reads them again while the last ones stay; a failure shows the gateway's message with
 * "Try again".
 */
export const deskOverviewMachine = setup({
  types: {
    context: {} as DeskOverviewContext,
    events: {} as DeskOverviewEvent,
    tags: {} as 'busy',
  },
  actors: {
    readOverview: fromPromise<DeskOverviewData>(notProvided('readOverview')),
  },
  guards: {
    isOneOfTheirs: ({ context, event }) =>
      event.type === 'user.chooseScope' &&
      (event.scope === 'all' ||
        (context.overview?.workspaces ?? []).some((w) => w.workspace === event.scope)),
  },
}).createMachine({
  id: 'deskOverview',
  context: { overview: null, scope: 'all', problem: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'readOverview',
        onDone: {
          target: 'loaded',
          actions: assign({ overview: ({ event }) => event.output, problem: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ problem: ({ event }) => listProblem(event.error, UNREADABLE) }),
        },
      },
    },
    loaded: {
      on: {
        'user.refresh': { target: 'loading' },
        'user.chooseScope': {
          guard: 'isOneOfTheirs',
          actions: assign({ scope: ({ event }) => event.scope }),
        },
      },
    },
    failed: {
      on: { 'user.retry': { target: 'loading' } },
    },
  },
});

/** The figures the page shows: the chosen workspace's, or the sum of them all; none before an answer. */
export function shownFigures(context: DeskOverviewContext): OverviewFigures | null {
  const { overview, scope } = context;
  if (!overview) return null;
  if (scope === 'all') return overview.total;
  return overview.workspaces.find((w) => w.workspace === scope)?.figures ?? overview.total;
}

/** Whether the figures shown count no complaint at all: the page says so instead of empty charts. */
export const hasNoComplaints = (context: DeskOverviewContext): boolean =>
  shownFigures(context)?.complaints === 0;
