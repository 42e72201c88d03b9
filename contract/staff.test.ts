import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMPLAINT_EVENT_TYPES, sourceOf } from './lifecycle/events';
import { AuditActionSchema, COMPLAINT_AUDIT_ACTIONS, complaintAuditAction } from './staff';

describe('the audit log’s names for complaint events', () => {
  it('name every event a handler records, each once, as an action the audit log takes', () => {
    const handlerEvents = COMPLAINT_EVENT_TYPES.filter((type) => sourceOf(type) === 'handler');
    const actions = handlerEvents.map((type) => complaintAuditAction(type as `handler.${string}`));
    expect(actions).toEqual([...COMPLAINT_AUDIT_ACTIONS]);
    for (const action of actions) expect(v.parse(AuditActionSchema, action)).toBe(action);
    expect(complaintAuditAction('handler.recordOffer')).toBe('complaint.recordOffer');
  });
});
