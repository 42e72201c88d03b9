// deskOverview as the gateway answers it (decision 273), from counters made with the contract's own
// functions: a few complaints' figures added up, so the stories' numbers are ones the gateway
// could answer.
import { feeOnAwardPence } from '../../contract/fees';
import type { Workspace } from '../../contract/firms';
import type { ComplaintRoute, ComplaintState } from '../../contract/lifecycle/states';
import {
  addCounters,
  complaintCounters,
  lenderNamesOf,
  type CountedComplaint,
} from '../../contract/overviewCounters';
import { deskOverviewData, type DeskOverviewData } from '../../contract/overviewFigures';
import { ok, serverError, slowly, type DomainResponder } from './respond';

export const DESK_OVERVIEW_SCENARIOS = ['success', 'empty', 'serverError', 'slow'] as const;
export type DeskOverviewScenario = (typeof DESK_OVERVIEW_SCENARIOS)[number];

/** The day the sample figures are worked out for. */
export const OVERVIEW_SAMPLE_DAY = '2026-11-30';

const complaint = (
  workspace: Workspace,
  lender: string,
  route: ComplaintRoute,
  state: ComplaintState,
  facts: Partial<CountedComplaint> = {},
): CountedComplaint => ({
  workspace,
  lender,
  route,
  state,
  dueOn: null,
  offerPence: null,
  paidPence: null,
  feePence: null,
  ...facts,
});

const paid = (pence: number) => ({ offerPence: pence, paidPence: pence, feePence: feeOnAwardPence(pence) });

/** A firm's complaints in two workspaces, at every stage, with answers due, overdue and money. */
const SAMPLE: CountedComplaint[] = [
  ...Array.from({ length: 6 }, () => complaint('Redress', 'Black Horse', 'scheme2', 'prepared')),
  ...Array.from({ length: 4 }, (_, i) =>
    complaint('Redress', 'Black Horse', 'scheme2', 'sent', { dueOn: `2026-12-0${i + 1}` }),
  ),
  complaint('Redress', 'Close Brothers Motor Finance', 'scheme1', 'acknowledged', { dueOn: '2026-11-20' }),
  complaint('Redress', 'Close Brothers Motor Finance', 'scheme1', 'noResponse', { dueOn: '2026-11-12' }),
  complaint('Redress', 'Moneybarn', 'general', 'sent', { dueOn: '2027-01-15' }),
  complaint('Redress', 'Moneybarn', 'general', 'offered', { offerPence: 180_000 }),
  complaint('Redress', 'Black Horse', 'scheme2', 'determined', { offerPence: 325_050 }),
  complaint('Redress', 'Black Horse', 'scheme2', 'accepted', { offerPence: 410_000 }),
  complaint('Redress', 'Black Horse', 'scheme2', 'paid', paid(275_000)),
  complaint('Redress', 'Blue Motor Finance', 'general', 'closed', paid(95_000)),
  complaint('Redress', 'Blue Motor Finance', 'scheme2', 'noRedress'),
  complaint('Redress', 'Moneybarn', 'general', 'cancelled'),
  ...Array.from({ length: 3 }, () => complaint('SGUK', 'Santander Consumer Finance', 'scheme2', 'prepared')),
  complaint('SGUK', 'Santander Consumer Finance', 'scheme2', 'sent', { dueOn: '2026-11-28' }),
  complaint('SGUK', 'Black Horse', 'general', 'declined', { offerPence: 60_000 }),
];

/** The sample's overview for these workspaces (none of them: all zero). */
export function sampleOverview(
  workspaces: readonly Workspace[] = ['Redress', 'SGUK'],
  complaints: readonly CountedComplaint[] = SAMPLE,
): DeskOverviewData {
  return deskOverviewData(
    workspaces.map((workspace) => {
      const theirs = complaints.filter((c) => c.workspace === workspace);
      return {
        workspace,
        counters: addCounters(...theirs.map(complaintCounters)),
        lenderNames: lenderNamesOf(theirs),
      };
    }),
    OVERVIEW_SAMPLE_DAY,
  );
}

export function deskOverviewResponder(scenario: DeskOverviewScenario = 'success'): DomainResponder {
  return (functionName) => {
    if (functionName !== 'deskOverview') return undefined;
    if (scenario === 'serverError') return serverError();
    if (scenario === 'empty') return ok({ data: sampleOverview(['Redress'], []) });
    const answer = () => ok({ data: sampleOverview() });
    return scenario === 'slow' ? slowly(answer) : answer();
  };
}
