import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../staff';
import { ACTOR_ROLES, EventActorSchema } from './actor';

describe('who recorded an event (decision 269)', () => {
  it('is the claimant, either staff role, or the service’s own clock', () => {
    for (const role of ACTOR_ROLES) expect(v.is(EventActorSchema, { role })).toBe(true);
    for (const role of STAFF_ROLES) expect(ACTOR_ROLES).toContain(role);
  });

  it('refuses any other role, and keeps no uid on the event the claimant may read', () => {
    expect(v.is(EventActorSchema, { role: 'admin' })).toBe(false);
    expect(v.parse(EventActorSchema, { role: 'handler', uid: 'staff-1' })).toEqual({ role: 'handler' });
  });
});
