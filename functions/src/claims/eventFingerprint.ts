// An event's fingerprint (decision 249): what a retry under its id must match. Stored on the event,
// which the claimant reads; made again by the operators' scrub of older events
// (scripts/lib/scrub-events.ts), so it depends on nothing but the contract and a hash.
import { payloadHash } from '../lib/hashing.js';
import {
  eventData,
  type ComplaintEvent,
  type RequestedEvent,
  type SystemEvent,
} from '../../../contract/lifecycle/events.js';

/**
 * The complaint and the event as asked (its type and amount), nothing about who asked: made only
 * of what the event already shows the claimant, so it tells them nothing. Who may retry is decided
 * as for a first call. The event's stored `complaintId`, `type` and `data` give it again.
 */
export function eventRequestHash(
  complaintId: string,
  event: RequestedEvent | SystemEvent | ComplaintEvent,
): string {
  return payloadHash({ complaintId, event: { ...eventData(event), type: event.type } });
}

/**
 * The fingerprint an event recorded before decision 249 carries: it also covered the caller's uid.
 * Only compared with, so that a retry of such an event is still answered as it was; never stored.
 */
export function legacyEventRequestHash(uid: string, complaintId: string, event: RequestedEvent): string {
  return payloadHash({ uid, complaintId, event });
}
