import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { expiresAfter, RETENTION } from '../../lib/retention.js';
import type { SmsSender } from '../types.js';

export const OUTBOX = 'sandboxOutbox';

/** Delivers texts to a Firestore collection that tests and `npm run outbox` read instead of a phone. */
export function sandboxSms(db: Firestore): SmsSender {
  return {
    async send(message) {
      await db.collection(OUTBOX).add({
        ...message,
        createdAt: FieldValue.serverTimestamp(),
        sentAt: Date.now(),
        expireAt: expiresAfter(Date.now(), RETENTION.sandboxMs),
      });
    },
  };
}
