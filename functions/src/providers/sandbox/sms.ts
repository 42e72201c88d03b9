import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { SmsSender } from '../types.js';

export const OUTBOX = 'sandboxOutbox';

/** Delivers texts to a Firestore collection that tests and `npm run outbox` read instead of a phone. */
export function sandboxSms(db: Firestore): SmsSender {
  return {
    async send(message) {
      await db
        .collection(OUTBOX)
        .add({ ...message, createdAt: FieldValue.serverTimestamp(), sentAt: Date.now() });
    },
  };
}
