import { describe, expect, it } from 'vitest';
import { complaintEventOf } from '../../../contract/lifecycle/stored.js';
import { payloadHash } from '../lib/hashing.js';
import { eventRequestHash, legacyEventRequestHash } from './eventFingerprint.js';

describe('eventRequestHash (decision 249)', () => {
  const offer = { type: 'handler.recordOffer', offerPence: 250_000 } as const;

  it('is made of the complaint and the event only, so the stored event gives it again', () => {
    const asked = eventRequestHash('complaint-1', offer);
    const stored = { type: offer.type, data: { offerPence: 250_000 }, at: 1_700_000_000_000 };
    expect(eventRequestHash('complaint-1', complaintEventOf(stored))).toBe(asked);
    expect(eventRequestHash('complaint-2', offer)).not.toBe(asked);
    expect(eventRequestHash('complaint-1', { ...offer, offerPence: 250_100 })).not.toBe(asked);
    expect(eventRequestHash('complaint-1', { type: 'handler.acknowledge' })).not.toBe(
      eventRequestHash('complaint-1', { type: 'handler.recordRejection' }),
    );
  });

  it('is not the fingerprint events carried before, which covered the caller’s uid', () => {
    const legacy = legacyEventRequestHash('staff-uid-1', 'complaint-1', offer);
    expect(legacy).toBe(payloadHash({ uid: 'staff-uid-1', complaintId: 'complaint-1', event: offer }));
    expect(eventRequestHash('complaint-1', offer)).not.toBe(legacy);
  });
});
