// A claim's complaints and their events as Firestore stores them (decision 173):
// `claims/{claimId}/complaints/{complaintId}` and `claims/{claimId}/events/{eventId}`, written only
// by the gateway. The desk, the claimant's timeline and the export read them with these schemas.
import * as v from 'valibot';
import { claimedAgreements, type ClaimedAgreement, type StoredClaim } from '../claim.js';
import { WorkspaceSchema } from '../firms.js';
import { EventActorSchema } from './actor.js';
import { StoredDeterminationSchema } from './determination.js';
import { COMPLAINT_EVENT_TYPES, type ComplaintEvent } from './events.js';

export { StoredDeterminationSchema };
import type { ComplaintRecord } from './machine.js';
import { agreementRoute, type AgreementRoute } from '../scheme/route.js';
import {
  CLAIM_PROGRESS_STATUSES,
  COMPLAINT_ROUTES,
  COMPLAINT_STATES,
  type ComplaintRoute,
} from './states.js';

const DaySchema = v.pipe(v.string(), v.isoDate());
const PenceSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One complaint: a lender, the claim's agreements with it, its state and the facts recorded. */
export const StoredComplaintSchema = v.object({
  complaintId: v.string(),
  lender: v.string(),
  agreements: v.array(
    v.object({
      lender: v.string(),
      startDate: v.string(),
      agreementType: v.optional(v.nullable(v.picklist(['PCP', 'HP']))),
      vehicle: v.string(),
      amountFinancedPence: v.optional(v.nullable(v.number())),
      source: v.picklist(['creditFile', 'manual']),
    }),
  ),
  /** The claim's owner and workspace, so that queries and rules need not read the claim. */
  uid: v.string(),
  workspace: WorkspaceSchema,
  state: v.picklist(COMPLAINT_STATES),
  signedAt: v.number(),
  /**
   * The route it runs on (decision 259). A complaint stored before routes has none: it was started
   * on the general route and stays on it, so its events replay as they were recorded.
   */
  route: v.optional(v.picklist(COMPLAINT_ROUTES), 'general'),
  sentOn: v.nullable(DaySchema),
  dueOn: v.nullable(DaySchema),
  /** The lender's determination under the scheme; none before routes, nor on the general route. */
  determination: v.optional(v.nullable(StoredDeterminationSchema), null),
  offerPence: v.nullable(PenceSchema),
  paidPence: v.nullable(PenceSchema),
  feePence: v.nullable(PenceSchema),
  /** How many events have been recorded: the next one's `seq` is this plus one. */
  eventCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type StoredComplaint = v.InferOutput<typeof StoredComplaintSchema>;

/** One recorded event: who, when, what, and the complaint's state before and after it. */
export const StoredEventSchema = v.object({
  complaintId: v.string(),
  /** The complaint's events in the order they were recorded, from 1. */
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  type: v.picklist(COMPLAINT_EVENT_TYPES),
  /** What the event carries besides its type: an amount in pence, a determination's outcome. */
  data: v.record(v.string(), v.union([v.number(), v.string()])),
  at: v.number(),
  by: EventActorSchema,
  stateBefore: v.picklist(COMPLAINT_STATES),
  stateAfter: v.picklist(COMPLAINT_STATES),
  /** The claim's status once the event was recorded. */
  claimStatus: v.picklist(CLAIM_PROGRESS_STATUSES),
  uid: v.string(),
  workspace: WorkspaceSchema,
});
export type StoredEvent = v.InferOutput<typeof StoredEventSchema>;

/** A stored complaint as the machine's record. */
export function complaintRecordOf(complaint: StoredComplaint): ComplaintRecord {
  const { state, signedAt, route, sentOn, dueOn, determination, offerPence, paidPence, feePence } = complaint;
  return { state, signedAt, route, sentOn, dueOn, determination, offerPence, paidPence, feePence };
}

/** A stored event as the machine takes it again, for a replay. */
export function complaintEventOf(event: Pick<StoredEvent, 'type' | 'at' | 'data'>): ComplaintEvent {
  return { ...event.data, type: event.type, at: event.at } as ComplaintEvent;
}

/** One complaint a submitted claim makes: a lender, a route and the chosen agreements on it. */
export interface ComplaintOfClaim {
  complaintId: string;
  lender: string;
  route: ComplaintRoute;
  agreements: ClaimedAgreement[];
}

const lenderKey = (lender: string) => lender.trim().replace(/\s+/g, ' ').toLowerCase();

/** The route a complaint about an agreement runs on: its scheme's, or the general route outside both. */
export const complaintRouteOf = (route: AgreementRoute): ComplaintRoute =>
  route.route === 'outside' ? 'general' : route.route;

/**
 * The complaints a claim is made of: one per lender and route (decision 259), covering every chosen
 * agreement with that lender on that route (from the credit file or added by hand), in the order
 * the claim lists them. Agreements with one lender in Scheme 1 and in Scheme 2 are two complaints,
 * as the lender determines each under its own scheme and deadline.
 */
export function complaintsOfClaim(claim: Pick<StoredClaim, 'agreements' | 'answers'>): ComplaintOfClaim[] {
  const byKey = new Map<string, ComplaintOfClaim>();
  for (const agreement of claimedAgreements(claim)) {
    const route = complaintRouteOf(agreementRoute(agreement));
    const key = `${lenderKey(agreement.lender)}\n${route}`;
    const complaint = byKey.get(key);
    if (complaint) complaint.agreements.push(agreement);
    else {
      byKey.set(key, {
        complaintId: `complaint-${byKey.size + 1}`,
        lender: agreement.lender.trim(),
        route,
        agreements: [agreement],
      });
    }
  }
  return [...byKey.values()];
}
