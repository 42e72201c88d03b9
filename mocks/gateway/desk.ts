import type { DeskClaimSummary, DeskListClaimsData } from '../../contract/desk';
import { ok, serverError, slowly, type DomainResponder, field } from './respond';

/** deskListClaims (the desk's list): a few claims and a second page, none, a search's hit, a failure. */
export const DESK_SCENARIOS = ['success', 'empty', 'searchHit', 'serverError', 'slow'] as const;
export type DeskScenario = (typeof DESK_SCENARIOS)[number];

/** The cursor of the sample list's second page. */
export const SECOND_PAGE_CURSOR = 'page-2';

const DAY = 86_400_000;
const SUBMITTED = Date.UTC(2026, 10, 2, 10, 0);

function sampleClaim(n: number, overrides: Partial<DeskClaimSummary> = {}): DeskClaimSummary {
  const names = ['Jane Example', 'Sam Sample', 'Alex Ó Briain-Smith', 'Priya Testcase', 'Tom Placeholder'];
  return {
    claimId: `desk-claim-${String(n).padStart(4, '0')}`,
    reference: `RDR-DESK${String(n).padStart(4, '0')}`,
    workspace: n % 2 === 0 ? 'SGUK' : 'Redress',
    status: n % 3 === 0 ? 'in-progress' : 'submitted',
    submittedAt: new Date(SUBMITTED - n * DAY).toISOString(),
    claimant: names[n % names.length]!,
    postcode: 'SW1A 1AA',
    lenders: n % 2 === 0 ? ['Black Horse', 'Close Brothers'] : ['MotoNovo'],
    responseDueAt: n % 3 === 0 ? new Date(SUBMITTED - n * DAY + 56 * DAY).toISOString() : null,
    overdue: n === 3,
    ...overrides,
  };
}

/** The sample list: a first page of three claims with a next page, and a second page of two. */
export const SAMPLE_DESK_PAGES: Record<'first' | 'second', DeskListClaimsData> = {
  first: { claims: [1, 2, 3].map((n) => sampleClaim(n)), nextCursor: SECOND_PAGE_CURSOR },
  second: { claims: [4, 5].map((n) => sampleClaim(n)), nextCursor: null },
};

/** The sample's one claim whose lender's response is overdue, all the overdue list holds. */
export const SAMPLE_OVERDUE = SAMPLE_DESK_PAGES.first.claims.find((claim) => claim.overdue)!;

/** The claim a search finds. */
export const SEARCH_HIT = sampleClaim(7, { reference: 'RDR-ABCD2345', claimant: 'Jane Example' });

function answer(data: unknown, scenario: DeskScenario) {
  if (scenario === 'empty') return ok({ data: { claims: [], nextCursor: null } });
  if (scenario === 'searchHit' || field(data, 'search') !== undefined)
    return ok({ data: { claims: [SEARCH_HIT], nextCursor: null } });
  // The overdue list, which the gateway reads by response due: the sample's overdue claim.
  if (field(data, 'overdue') === true) return ok({ data: { claims: [SAMPLE_OVERDUE], nextCursor: null } });
  return ok({
    data: field(data, 'cursor') === SECOND_PAGE_CURSOR ? SAMPLE_DESK_PAGES.second : SAMPLE_DESK_PAGES.first,
  });
}

export function deskResponder(scenario: DeskScenario = 'success'): DomainResponder {
  return (functionName, data) => {
    if (functionName !== 'deskListClaims') return undefined;
    if (scenario === 'serverError') return serverError();
    if (scenario === 'slow') return slowly(() => answer(data, scenario));
    return answer(data, scenario);
  };
}
