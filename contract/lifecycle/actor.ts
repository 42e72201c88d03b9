// Who recorded an event on a complaint (decision 269): the one schema for it, read by the stored
// event, the gateway's answers, the desk's timeline and the claimant's copy of their data.
import * as v from 'valibot';

/** The claimant, a case handler, a supervisor, or the service's own clock. */
export const ACTOR_ROLES = ['claimant', 'handler', 'supervisor', 'system'] as const;
export const ActorRoleSchema = v.picklist(ACTOR_ROLES);
export type ActorRole = v.InferOutput<typeof ActorRoleSchema>;

/**
 * Who recorded an event, as the claimant may read it: the role only (decision 200). A staff
 * member's uid is not on the event: the audit entry written in the event's transaction names it,
 * and the desk joins the two; the claimant's own uid is the event's `uid`.
 */
export const EventActorSchema = v.object({ role: ActorRoleSchema });
export type EventActor = v.InferOutput<typeof EventActorSchema>;
