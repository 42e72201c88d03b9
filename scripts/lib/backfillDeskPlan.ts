// What the desk backfill (scripts/lib/backfill-desk.ts) would write for one claim, worked out from
// what it read and nothing else: the claim's desk fields and search entries, and the scheme's routes
// of its agreements and unsent complaints (its list entries: backfillDeskList.ts). Pure, so the unit tests read it without Firestore.
import { isDeepStrictEqual } from 'node:util';
import type { DocumentData } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  StoredAnswersSchema,
  StoredApplicantSchema,
  StoredClaimSchema,
  claimDeskFields,
  type ClaimDeskFields,
} from '../../contract/claim';
import { deskSearchEntries, searchFieldsOf, type DeskSearchEntry } from '../../contract/search';
import { agreementRoutesOfClaim } from '../../contract/claimRoutes';
import { complaintRouteOf, StoredComplaintSchema } from '../../contract/lifecycle/stored';
import type { ComplaintRoute } from '../../contract/lifecycle/states';
import { agreementRoute } from '../../contract/scheme/route';
import type { StoredAgreementRoute } from '../../contract/scheme/routeSchema';

/**
 * The fields of a claim the backfill reads: what claimDeskFields and the list entries are made
 * from, what they are compared with, and what says whether the claim is signed. Not the signature
 * (a drawn one is up to 500 KB), nor the rest of the applicant.
 */
export const CLAIM_FIELDS = [
  'status',
  'workspace',
  'submittedAt',
  'responseDueAt',
  'signedAt',
  'submission',
  'applicant.email',
  'applicant.lastName',
  'agreements',
  'answers',
  'lenders',
  'search',
  'accountDeletedAt',
  'agreementRoutes',
] as const;

/** What claimDeskFields is made from, as a signed claim stores it (contract/claim.ts). */
const SignedClaimDeskSchema = v.object({
  applicant: v.pick(StoredApplicantSchema, ['email', 'lastName']),
  agreements: StoredClaimSchema.entries.agreements,
  answers: StoredAnswersSchema,
  signedAt: v.number(),
  submission: v.object({ reference: v.string() }),
});

/** What the desk should hold of a stored claim. */
export type ClaimDesk =
  /** No such claim (an entry's claim deleted outside the gateway): it should be in no list. */
  | { kind: 'missing' }
  /** A draft or checked claim: no desk fields and in no list, as the gateway leaves it. */
  | { kind: 'unsigned' }
  /**
   * A claim whose account was deleted (decision 184): its search fields went with the account and
   * are not written again; it is in no lender's list, and found by reference only.
   */
  | { kind: 'accountDeleted' }
  /** A signed claim that does not read as one: left as it is, entries and all, for someone to look at. */
  | { kind: 'unreadable' }
  /** A signed claim: the fields submission writes on it. */
  | { kind: 'desk'; fields: ClaimDeskFields };

/** What the desk should hold of a claim, from its stored fields (CLAIM_FIELDS at least). */
export function claimDesk(data: Readonly<DocumentData> | undefined): ClaimDesk {
  if (data === undefined) return { kind: 'missing' };
  if (data.accountDeletedAt !== undefined) return { kind: 'accountDeleted' };
  if (data.signedAt === undefined && data.submission === undefined) return { kind: 'unsigned' };
  const parsed = v.safeParse(SignedClaimDeskSchema, data);
  if (!parsed.success) return { kind: 'unreadable' };
  // The same function submitClaim writes them with (decision 180), from what the claim was signed with.
  return { kind: 'desk', fields: claimDeskFields(parsed.output) };
}

/**
 * The claim's entries in the desk's search index (decision 286), as the gateway would write them
 * once its desk fields are right: by reference, email and surname with each postcode; by
 * reference only once its account was deleted; null when that cannot be known (an unreadable claim).
 */
export function wantedSearches(
  claimId: string,
  data: Readonly<DocumentData> | undefined,
  desk: ClaimDesk,
): { path: string; claimId: string; entry: DeskSearchEntry }[] | null {
  if (desk.kind === 'unreadable') return null;
  if (desk.kind === 'accountDeleted')
    return deskSearchEntries(claimId, { ...searchFieldsOf(data), search: null });
  if (desk.kind !== 'desk') return [];
  return deskSearchEntries(claimId, { ...searchFieldsOf(data), search: desk.fields.search });
}

/** Every document the plan of a claim compares with: its wanted search documents. */
export function wantedPaths(claimId: string, data: Readonly<DocumentData> | undefined): string[] {
  return (wantedSearches(claimId, data, claimDesk(data)) ?? []).map((search) => search.path);
}

/** What one claim needs written. */
export interface ClaimPlan {
  desk: ClaimDesk['kind'];
  /** The desk fields to write, and whether the claim had none or others; null when they are right. */
  fields: { write: ClaimDeskFields; was: 'missing' | 'stale' } | null;
  /** The claim's entries to write in search documents, each missing or holding other values. */
  searches: { path: string; claimId: string; entry: DeskSearchEntry; was: 'missing' | 'stale' }[];
}

/**
 * What a claim needs written: its desk fields when they are missing or differ from what
 * claimDeskFields makes of it, and each wanted search entry that is missing or differs from the claim. `stored` holds the documents read at the wanted paths (undefined
 * for one that does not exist).
 */
export function planClaim(
  claimId: string,
  data: Readonly<DocumentData> | undefined,
  stored: ReadonlyMap<string, DocumentData | undefined>,
): ClaimPlan {
  const desk = claimDesk(data);
  let fields: ClaimPlan['fields'] = null;
  if (desk.kind === 'desk') {
    const { lenders, search } = desk.fields;
    if (data?.search === undefined && data?.lenders === undefined) {
      fields = { write: desk.fields, was: 'missing' };
    } else if (!isDeepStrictEqual(data.lenders, lenders) || !isDeepStrictEqual(data.search, search)) {
      fields = { write: desk.fields, was: 'stale' };
    }
  }
  const searches: ClaimPlan['searches'] = [];
  for (const wanted of wantedSearches(claimId, data, desk) ?? []) {
    const existing = (stored.get(wanted.path)?.claims as Record<string, unknown> | undefined)?.[claimId];
    if (existing === undefined) searches.push({ ...wanted, was: 'missing' });
    else if (!isDeepStrictEqual(existing, wanted.entry)) searches.push({ ...wanted, was: 'stale' });
  }
  return { desk: desk.kind, fields, searches };
}

/** A stored complaint as the route backfill reads it (the fields it selects). */
export interface ComplaintToRoute {
  complaintId: string;
  data: Readonly<DocumentData> | undefined;
}

/** What a claim needs of the scheme's routes (decisions 254 and 259). */
export interface RoutesPlan {
  /** Each agreement's route, for a signed claim stored before routes; null when it has them. */
  agreementRoutes: StoredAgreementRoute[] | null;
  /** Prepared complaints with no route whose agreements are all in one scheme: that scheme's route. */
  complaints: { complaintId: string; route: Exclude<ComplaintRoute, 'general'> }[];
}

/** The one route of a complaint's agreements, or null when they are on more than one. */
function oneRouteOf(agreements: readonly { startDate: string; agreementType?: 'PCP' | 'HP' | null }[]) {
  const routes = new Set(agreements.map((a) => complaintRouteOf(agreementRoute(a))));
  return routes.size === 1 ? [...routes][0]! : null;
}

/**
 * The routes a claim lacks: its agreements' routes, worked out as submission does today, and a
 * scheme's route on each complaint not yet sent whose agreements are all in that scheme. A
 * complaint already sent, or with agreements in more than one route, stays on the general route it
 * was made on (decision 259).
 */
export function planRoutes(
  data: Readonly<DocumentData> | undefined,
  complaints: readonly ComplaintToRoute[],
): RoutesPlan {
  const desk = claimDesk(data);
  if (desk.kind !== 'desk') return { agreementRoutes: null, complaints: [] };
  const parsed = v.parse(SignedClaimDeskSchema, data);
  const agreementRoutes = data?.agreementRoutes === undefined ? agreementRoutesOfClaim(parsed) : null;
  const toRoute: RoutesPlan['complaints'] = [];
  for (const { complaintId, data: complaint } of complaints) {
    if (complaint?.route !== undefined || complaint?.state !== 'prepared') continue;
    const read = v.safeParse(StoredComplaintSchema.entries.agreements, complaint.agreements);
    const route = read.success ? oneRouteOf(read.output) : null;
    if (route !== null && route !== 'general') toRoute.push({ complaintId, route });
  }
  return { agreementRoutes, complaints: toRoute };
}

export const routesToWrite = (plan: RoutesPlan) =>
  plan.agreementRoutes !== null || plan.complaints.length > 0;
