// A claim's complaints and their events as Firestore stores them (decision 173):
// `claims/{claimId}/complaints/{complaintId}` and `claims/{claimId}/events/{eventId}`, written only
// by the gateway. The desk, the claimant's timeline and the export read them with these schemas.
import * as v from 'valibot';
import { claimedAgreements, type ClaimedAgreement, type StoredClaim } from '../claim.js';
import { WorkspaceSchema } from '../firms.js';
import { COMPLAINT_EVENT_TYPES, type ComplaintEvent } from './events.js';
import type { ComplaintRecord } from './machine.js';
import { CLAIM_PROGRESS_STATUSES, COMPLAINT_STATES } from './states.js';

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
  sentOn: v.nullable(DaySchema),
  dueOn: v.nullable(DaySchema),
  offerPence: v.nullable(PenceSchema),
  paidPence: v.nullable(PenceSchema),
  feePence: v.nullable(PenceSchema),
  /** How many events have been recorded: the next one's `seq` is this plus one. */
  eventCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type StoredComplaint = v.InferOutput<typeof StoredComplaintSchema>;

/**
 * Who recorded an event, as the claimant may read it: the role only (decision 200). A staff
 * member's uid is not on the event: the audit entry written in the event's transaction names it,
 * and the desk joins the two; the claimant's own uid is the event's `uid`.
 */
export const EventActorSchema = v.object({
  role: v.picklist(['claimant', 'handler', 'supervisor', 'system']),
});

/** One recorded event: who, when, what, and the complaint's state before and after it. */
export const StoredEventSchema = v.object({
  complaintId: v.string(),
  /** The complaint's events in the order they were recorded, from 1. */
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  type: v.picklist(COMPLAINT_EVENT_TYPES),
  /** What the event carries besides its type: an amount in pence. */
  data: v.record(v.string(), v.number()),
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
  const { state, signedAt, sentOn, dueOn, offerPence, paidPence, feePence } = complaint;
  return { state, signedAt, sentOn, dueOn, offerPence, paidPence, feePence };
}

/** A stored event as the machine takes it again, for a replay. */
export function complaintEventOf(event: Pick<StoredEvent, 'type' | 'at' | 'data'>): ComplaintEvent {
  return { ...event.data, type: event.type, at: event.at } as ComplaintEvent;
}

/** One complaint a submitted claim makes: a lender and the chosen agreements with it. */
export interface ComplaintOfClaim {
  complaintId: string;
  lender: string;
  agreements: ClaimedAgreement[];
}

const lenderKey = (lender: string) => lender.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The complaints a claim is made of: one per lender, covering every chosen agreement with that
 * lender (from the credit file or added by hand), in the order the claim lists them.
 */
export function complaintsOfClaim(claim: Pick<StoredClaim, 'agreements' | 'answers'>): ComplaintOfClaim[] {
  const byLender = new Map<string, ComplaintOfClaim>();
  for (const agreement of claimedAgreements(claim)) {
    const key = lenderKey(agreement.lender);
    const complaint = byLender.get(key);
    if (complaint) complaint.agreements.push(agreement);
    else {
      byLender.set(key, {
        complaintId: `complaint-${byLender.size + 1}`,
        lender: agreement.lender.trim(),
        agreements: [agreement],
      });
    }
  }
  return [...byLender.values()];
}
