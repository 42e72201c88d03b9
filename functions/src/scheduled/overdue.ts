import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { recordComplaintEventIn } from '../claims/complaintEvents.js';
import { tellClaimant } from '../claims/news.js';
import { serviceClock } from '../lib/emulatorClock.js';
import { accountLookup, type AccountLookup } from '../lib/tokenCurrent.js';
import { triggerEmailSender } from '../mail/triggerEmail.js';
import type { MailSender } from '../mail/types.js';
import { ukDay } from '../../../contract/lifecycle/dates.js';
import type { ComplaintState } from '../../../contract/lifecycle/states.js';

/** The states in which a lender's final response is awaited. */
const AWAITING_RESPONSE: ComplaintState[] = ['sent', 'acknowledged'];

/**
 * The service's clock (decision 173): every complaint still awaiting the lender's final response
 * after its due day gets `system.responseOverdue`, recorded by `system` like any other event. The
 * event's id is fixed per complaint, so a second run, or two at once, records it once, and the
 * claimant's email about it, keyed by that id, is queued once (decision 188). Uses the
 * collection-group index on complaints' state and due day (firestore.indexes.json).
 */
export async function recordOverdueResponses(
  db: Firestore,
  now: () => number,
  mail: MailSender = triggerEmailSender(db),
  accounts: AccountLookup = accountLookup(async () => (await import('firebase-admin/auth')).getAuth()),
): Promise<{ recorded: number; skipped: number }> {
  const overdue = await db
    .collectionGroup('complaints')
    .where('state', 'in', AWAITING_RESPONSE)
    .where('dueOn', '<', ukDay(now()))
    .get();
  let recorded = 0;
  let skipped = 0;
  for (const doc of overdue.docs) {
    const claimId = doc.ref.parent.parent?.id;
    if (!claimId) continue;
    try {
      await recordComplaintEventIn(db, now, {
        claimId,
        complaintId: doc.id,
        eventId: `system-overdue-${doc.id}`,
        requestHash: 'system.responseOverdue',
        event: { type: 'system.responseOverdue' },
        recordedBy: () => ({ role: 'system' }),
      });
      recorded += 1;
      await tellClaimant(
        { db, accounts, providers: { mail } },
        claimId,
        `system-overdue-${doc.id}`,
        'system.responseOverdue',
        doc.id,
      );
    } catch (error) {
      // A response recorded since the query was read: the complaint has moved on.
      if (!(error instanceof HttpsError)) throw error;
      logger.info('overdue response not recorded', { reason: error.details });
      skipped += 1;
    }
  }
  return { recorded, skipped };
}

export async function runOverdueCheck() {
  if (getApps().length === 0) initializeApp();
  const db = getFirestore();
  // The real clock, except on the browser tests' emulators when a test moved it (decision 261).
  return recordOverdueResponses(db, await serviceClock(db));
}
