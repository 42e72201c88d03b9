// What the sendClaimConfirmation task runs (definitions/confirmationTask.ts), loaded on its first run.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { triggerEmailSender } from '../mail/triggerEmail.js';
import { sendClaimConfirmation } from './confirmation.js';

const TaskSchema = v.object({ claimId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)) });

/** Sends the confirmation of the claim the task names; a task that names none is dropped, not retried. */
export async function runClaimConfirmation(data: unknown) {
  const task = v.safeParse(TaskSchema, data);
  if (!task.success) return 'malformed';
  if (getApps().length === 0) initializeApp();
  const db = getFirestore();
  return sendClaimConfirmation(task.output.claimId, {
    db,
    mail: triggerEmailSender(db),
    now: () => Date.now(),
  });
}
