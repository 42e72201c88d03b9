// The desk overview's figures (decision 273): what the counters of contract/overviewCounters.ts
// come to on a day, as deskOverview answers them and the desk's overview page draws them.
import * as v from 'valibot';
import { WorkspaceSchema, type Workspace } from './firms.js';
import { addDays } from './lifecycle/dates.js';
import {
  COMPLAINT_ROUTES,
  COMPLAINT_STATES,
  type ComplaintRoute,
  type ComplaintState,
} from './lifecycle/states.js';
import { addCounters, type Counters } from './overviewCounters.js';

/** "Due this week": the day the overview is read and the 6 after it. */
export const DUE_WINDOW_DAYS = 7;

/** The route in a few words, for a chart's bar and its table's row. */
export const ROUTE_SHORT_NAMES: Record<ComplaintRoute, string> = {
  general: 'General complaints route',
  scheme1: 'Scheme 1',
  scheme2: 'Scheme 2',
};

/** What the lender's answer is on each route: its final response, or its determination. */
export const ANSWER_NAMES: Record<ComplaintRoute, string> = {
  general: 'Final responses (general route)',
  scheme1: 'Determinations (Scheme 1)',
  scheme2: 'Determinations (Scheme 2)',
};

const CountSchema = v.pipe(v.number(), v.integer());

/** A workspace's figures, or the sum of the caller's workspaces. */
export const OverviewFiguresSchema = v.object({
  complaints: CountSchema,
  byRoute: v.array(v.object({ route: v.picklist(COMPLAINT_ROUTES), count: CountSchema })),
  /** The states that have any complaint, in the order complaints usually meet them. */
  byState: v.array(v.object({ state: v.picklist(COMPLAINT_STATES), count: CountSchema })),
  /** Every lender with a complaint, the most complaints first. */
  byLender: v.array(v.object({ lender: v.string(), count: CountSchema })),
  /** Lenders' answers awaited, by route: due today or in the 6 days after, and past their due day. */
  answers: v.array(
    v.object({ route: v.picklist(COMPLAINT_ROUTES), dueThisWeek: CountSchema, overdue: CountSchema }),
  ),
  money: v.object({
    offered: v.object({ count: CountSchema, pence: CountSchema }),
    accepted: v.object({ count: CountSchema, pence: CountSchema }),
    paid: v.object({ count: CountSchema, pence: CountSchema }),
    feesPence: CountSchema,
  }),
});
export type OverviewFigures = v.InferOutput<typeof OverviewFiguresSchema>;

/** deskOverview takes nothing (any field is ignored): it answers the caller's own workspaces. */
export const DeskOverviewRequestSchema = v.object({});

export const DeskOverviewDataSchema = v.object({
  /** The UK day the figures were worked out for (YYYY-MM-DD). */
  asOf: v.pipe(v.string(), v.isoDate()),
  /** The sum of the caller's workspaces. */
  total: OverviewFiguresSchema,
  /** Each of the caller's workspaces, in the contract's order. */
  workspaces: v.array(v.object({ workspace: WorkspaceSchema, figures: OverviewFiguresSchema })),
});
export type DeskOverviewData = v.InferOutput<typeof DeskOverviewDataSchema>;

/** The counters under one prefix, by the rest of their key (`route.` → `{ scheme1: 3 }`). */
function under(counters: Counters, prefix: string): Map<string, number> {
  return new Map(
    Object.entries(counters)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, n]) => [key.slice(prefix.length + 1), n]),
  );
}

/**
 * The figures counters come to on a day: counts by route (every route), by state and by lender
 * (those with any), answers due in the window from `today` and overdue (due before it), and money.
 * Lenders are named as `lenderNames` has them; one without a name is shown by its key.
 */
export function overviewFigures(
  counters: Counters,
  lenderNames: Readonly<Record<string, string>>,
  today: string,
): OverviewFigures {
  const count = (key: string) => counters[key] ?? 0;
  const states = under(counters, 'state');
  const lenders = [...under(counters, 'lender')]
    .filter(([, n]) => n !== 0)
    .map(([key, n]) => ({ lender: lenderNames[key] ?? key, count: n }))
    .sort((a, b) => b.count - a.count || a.lender.localeCompare(b.lender, 'en-GB'));
  const lastDue = addDays(today, DUE_WINDOW_DAYS - 1);
  const answers = COMPLAINT_ROUTES.map((route) => {
    let dueThisWeek = 0;
    let overdue = 0;
    for (const [day, n] of under(counters, `due.${route}`)) {
      if (day < today) overdue += n;
      else if (day <= lastDue) dueThisWeek += n;
    }
    return { route, dueThisWeek, overdue };
  });
  return {
    complaints: count('complaints'),
    byRoute: COMPLAINT_ROUTES.map((route) => ({ route, count: count(`route.${route}`) })),
    byState: COMPLAINT_STATES.filter((state) => (states.get(state) ?? 0) !== 0).map(
      (state: ComplaintState) => ({ state, count: states.get(state) ?? 0 }),
    ),
    byLender: lenders,
    answers,
    money: {
      offered: { count: count('offered.count'), pence: count('offered.pence') },
      accepted: { count: count('accepted.count'), pence: count('accepted.pence') },
      paid: { count: count('paid.count'), pence: count('paid.pence') },
      feesPence: count('fees.pence'),
    },
  };
}

/** One workspace's counters as read: their sum over its documents, and its lenders' names. */
export interface WorkspaceCounters {
  workspace: Workspace;
  counters: Counters;
  lenderNames: Readonly<Record<string, string>>;
}

/** deskOverview's answer: each workspace's figures, and their sum, on a day. */
export function deskOverviewData(workspaces: readonly WorkspaceCounters[], today: string): DeskOverviewData {
  const names = Object.assign({}, ...workspaces.map((w) => w.lenderNames)) as Record<string, string>;
  return {
    asOf: today,
    total: overviewFigures(addCounters(...workspaces.map((w) => w.counters)), names, today),
    workspaces: workspaces.map(({ workspace, counters, lenderNames }) => ({
      workspace,
      figures: overviewFigures(counters, lenderNames, today),
    })),
  };
}
