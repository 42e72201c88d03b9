import { describe, expect, it } from 'vitest';
import { eventRequestHash } from '../../functions/src/claims/eventFingerprint';
import { payloadHash } from '../../functions/src/lib/hashing';
import { describeSummary, scrubOf } from './scrub-events';

const offer = { type: 'handler.recordOffer', offerPence: 120_000 } as const;
const stored = (fields: Record<string, unknown>) => ({
  complaintId: 'complaint-1',
  type: offer.type,
  data: { offerPence: 120_000 },
  ...fields,
});

describe('scrubOf (decision 249)', () => {
  it('makes a staff event’s fingerprint again without the uid, and takes by.uid off any event', () => {
    const old = stored({
      by: { uid: 'staff-uid-1', role: 'handler' },
      requestHash: payloadHash({ uid: 'staff-uid-1', complaintId: 'complaint-1', event: offer }),
    });
    expect(scrubOf(old)).toEqual({
      by: { role: 'handler' },
      requestHash: eventRequestHash('complaint-1', offer),
    });
    const claimants = { ...old, type: 'claimant.acceptOffer', data: {}, by: { uid: 'u', role: 'claimant' } };
    expect(scrubOf(claimants)).toEqual({ by: { role: 'claimant' } });
  });

  it('leaves what is already right alone', () => {
    const today = stored({ by: { role: 'supervisor' }, requestHash: eventRequestHash('complaint-1', offer) });
    expect(scrubOf(today)).toBeNull();
    expect(scrubOf(stored({ by: { role: 'system' }, requestHash: 'system.responseOverdue' }))).toBeNull();
    expect(scrubOf(undefined)).toBeNull();
  });

  it('prints counts only', () => {
    const summary = { dryRun: true, eventsRead: 12, byUidRemoved: 1, requestHashRewritten: 3 };
    expect(describeSummary(summary)).toEqual([
      'Read 12 complaint events.',
      'Dry run: nothing was changed. A run would change:',
      '  1 event whose by.uid was removed',
      '  3 staff events whose requestHash was made again without the uid',
    ]);
  });
});
