import * as v from 'valibot';
import { complaintLetterFileName } from '../../../contract/complaintLetter.js';
import { DeskSendComplaintRequestSchema, type DeskSendComplaintData } from '../../../contract/desk.js';
import { StoredComplaintSchema } from '../../../contract/lifecycle/stored.js';
import { signedClaimOf } from '../claims/confirmation.js';
import type { CallContext } from '../context.js';
import { complaintLetterPdf } from '../documents/complaintLetter.js';
import { keepComplaintLetter } from '../files/letters.js';
import { claimFileStore } from '../files/store.js';
import { recordEvent } from '../handlers/recordComplaintEvent.js';
import { complaintNotFound, parsePayload } from '../lib/errors.js';
import { requireStaff } from './access.js';

/**
 * Extension, desk (decision 199): sends one complaint to its lender, the only way one is sent
 * (decision 249: recordComplaintEvent refuses `handler.send`). The event is recorded as
 * recordComplaintEvent records the others (one transaction with the complaint's new state, the claim's
 * status and due date and the `complaint.send` audit entry; the claimant's email), and the letter
 * is made from the stored claim, the complaint and the moment the event was recorded. A retry with
 * the same key finds the event, records nothing more and answers the same letter, byte for byte.
 * The letter is kept on the claim (decision 272), where its owner and the desk download it.
 */
export async function deskSendComplaint(data: unknown, ctx: CallContext) {
  requireStaff(ctx);
  const { claimId, complaintId, idempotencyKey } = parsePayload(DeskSendComplaintRequestSchema, data);
  const recorded = await recordEvent(
    ctx,
    { claimId, complaintId, idempotencyKey, event: { type: 'handler.send' } },
    {
      // The letter is made below, from what this records: the one way a complaint is sent.
      withLetter: true,
      // A claim not yet signed has no complaints, and no letter of authority to attach.
      claimReady: (claim) => {
        if (!signedClaimOf(claim.data())) throw complaintNotFound();
      },
    },
  );
  const claimRef = ctx.deps.db.collection('claims').doc(claimId);
  const [claimSnapshot, complaintSnapshot] = await Promise.all([
    claimRef.get(),
    claimRef.collection('complaints').doc(complaintId).get(),
  ]);
  const claim = signedClaimOf(claimSnapshot.data());
  if (!claim) throw new Error('A sent complaint’s claim is missing what its letter needs');
  const { lender, agreements, route } = v.parse(StoredComplaintSchema, complaintSnapshot.data());
  // The due day as the send left it (the event's record), so a later event cannot change a retry's letter.
  const { dueOn } = recorded.data.complaint;
  const pdf = await complaintLetterPdf(
    claim,
    { lender, agreements, dueOn, route },
    Date.parse(recorded.data.event.at),
  );
  const fileName = complaintLetterFileName(claim.submission.reference, lender);
  // Kept on the claim for its owner and the desk to download (decision 272); a retry finds it kept.
  await keepComplaintLetter(claimFileStore(ctx.deps), {
    claimId,
    complaintId,
    lender,
    fileName,
    sentAt: Date.parse(recorded.data.event.at),
    pdf,
  });
  const result: DeskSendComplaintData = {
    ...recorded.data,
    letter: {
      fileName,
      contentType: 'application/pdf',
      pdf: Buffer.from(pdf).toString('base64'),
    },
  };
  return { data: result };
}
