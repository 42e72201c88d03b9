import type { Firestore } from 'firebase-admin/firestore';
import { RETENTION, expiresAfter } from '../lib/retention.js';
import type { MailSender } from './types.js';

/** The collection the "Trigger Email" extension watches (its default, `mail`). */
export const MAIL_COLLECTION = 'mail';

// Firestore's gRPC status for "the document already exists".
const ALREADY_EXISTS = 6;

/**
 * Queues mail as the "Trigger Email" extension reads it: one document in `mail` per email. In
 * production the extension delivers it (and writes its `delivery` state back); in the emulators no
 * extension runs, so the collection is the outbox that tests and `npm run outbox` read.
 */
export function triggerEmailSender(db: Firestore): MailSender {
  return {
    async send({ id, ...mail }) {
      const now = Date.now();
      try {
        await db
          .collection(MAIL_COLLECTION)
          .doc(id)
          .create({ ...mail, sentAt: now, expireAt: expiresAfter(now, RETENTION.sentEmailMs) });
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return;
        throw error;
      }
    },
  };
}
