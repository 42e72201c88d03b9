import { describe, expect, it } from 'vitest';
import type { CallContext } from '../context.js';
import { recordComplaintEvent } from './recordComplaintEvent.js';

// The payload is parsed before anything is read: a context with no database would make any read an
// internal error instead of the field's refusal.
const ctx = { uid: 'uid-1', deps: {}, client: { ip: null }, caller: {} } as unknown as CallContext;

const refusalOf = (event: Record<string, unknown>) =>
  recordComplaintEvent(
    { claimId: 'claim-00000001', complaintId: 'complaint-1', idempotencyKey: 'k'.repeat(16), event },
    ctx,
  ).then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: Error & { code?: string }) => ({ code: error.code, message: error.message }),
  );

describe('an amount in pence on an offer or a payment', () => {
  it.each([
    ['handler.recordOffer', 'offerPence'],
    ['handler.recordPayment', 'amountPence'],
  ])(
    '%s: refuses an amount below £1, negative, above £1,000,000, a fraction of a penny or past a safe integer, with the field’s message',
    async (type, field) => {
      const refusals: [number, string][] = [
        [99, `data.event.${field}: ${field} must be at least £1 (100 pence)`],
        [-100, `data.event.${field}: ${field} must be at least £1 (100 pence)`],
        [100_000_001, `data.event.${field}: ${field} must be at most £1,000,000`],
        [Number.MAX_SAFE_INTEGER + 2, `data.event.${field}: ${field} must be at most £1,000,000`],
        [12_345.5, `data.event.${field}: ${field} must be a whole number of pence`],
      ];
      // Numbers as the callable's JSON carries them (it has no NaN or Infinity).
      for (const [amount, message] of refusals) {
        expect(await refusalOf({ type, [field]: amount }), String(amount)).toEqual({
          code: 'invalid-argument',
          message,
        });
      }
    },
  );
});
