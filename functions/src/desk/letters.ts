import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import {
  DeskUploadLenderResponseRequestSchema,
  DownloadLetterRequestSchema,
  LETTER_CONTENT_TYPE,
  LETTER_NOT_SENT_MESSAGE,
  LETTER_REFUSALS,
  lenderResponseFileName,
  type DeskUploadLenderResponseData,
} from '../../../contract/letters.js';
import { StoredComplaintSchema } from '../../../contract/lifecycle/stored.js';
import type { CallContext } from '../context.js';
import { letterFile, letterMissing, letterOf, pdfRefusal, uploadRefused } from '../files/letters.js';
import { FileConflictError, claimFileStore } from '../files/store.js';
import { complaintNotFound, parsePayload } from '../lib/errors.js';
import { payloadHash } from '../lib/hashing.js';
import { idempotencyConflict } from '../lib/outcomes.js';
import { deskClaimNotFound, requireStaff } from './access.js';
import { auditRecord, writeAudit, writeAuditOnce, type AuditDetails } from './audit.js';
import { auditWorkspaces, submittedClaim, workspaceOf } from './claims.js';

/**
 * Extension, desk (decision 272): the lender's response to one sent complaint, uploaded as a PDF by
 * a handler or supervisor of the claim's workspace. The gateway checks the file's type, its size
 * (LETTER_MAX_BYTES) and that it reads as a PDF before anything is stored; each refusal has its
 * sentence and its audit entry. The letter's id comes from the caller and the idempotency key, so
 * a retried upload is stored once, with one `letter.upload` entry.
 */
export async function deskUploadLenderResponse(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx);
  const { claimId, complaintId, idempotencyKey, contentType, pdf } = parsePayload(
    DeskUploadLenderResponseRequestSchema,
    data,
  );
  const { db, now } = ctx.deps;
  const t = now();
  const claimRef = db.collection('claims').doc(claimId);
  const [snapshot, complaintSnapshot] = await Promise.all([
    claimRef.get(),
    claimRef.collection('complaints').doc(complaintId).get(),
  ]);
  const claim = submittedClaim(snapshot);
  const allowed = claim !== null && staff.workspaces.includes(claim.workspace);
  const bytes = new Uint8Array(Buffer.from(pdf, 'base64'));
  const refused = (details: AuditDetails) =>
    writeAudit(
      db,
      auditRecord(staff, t, {
        action: 'letter.upload',
        claimId,
        workspaces: auditWorkspaces(staff, workspaceOf(snapshot), !allowed),
        outcome: 'refused',
        details: { complaintId, size: bytes.length, ...details },
      }),
    );

  if (!allowed) {
    await refused({ reason: 'claim' });
    throw deskClaimNotFound();
  }
  const complaint = v.safeParse(StoredComplaintSchema, complaintSnapshot.data());
  if (!complaint.success) {
    await refused({ reason: 'complaint' });
    throw complaintNotFound();
  }
  if (complaint.output.state === 'prepared') {
    await refused({ reason: LETTER_REFUSALS.notSent });
    throw new HttpsError('failed-precondition', LETTER_NOT_SENT_MESSAGE, { reason: LETTER_REFUSALS.notSent });
  }
  const refusal = await pdfRefusal(contentType, bytes);
  if (refusal) {
    await refused({ reason: refusal.reason });
    throw uploadRefused(refusal);
  }

  const { lender } = complaint.output;
  const letterId = `lender-response-${complaintId}-${payloadHash({ uid: staff.uid, idempotencyKey }).slice(0, 24)}`;
  const stored = await claimFileStore(ctx.deps)
    .put({
      claimId,
      fileId: letterId,
      fileName: lenderResponseFileName(claim.submission.reference, lender),
      contentType: LETTER_CONTENT_TYPE,
      storedAt: t,
      metadata: { kind: 'lender-response', complaintId, lender },
      bytes,
    })
    .catch((error: unknown) => {
      // The same key with another file: a new upload needs a new key.
      if (error instanceof FileConflictError) throw idempotencyConflict();
      throw error;
    });
  const letter = letterOf(stored.file);
  if (!letter) throw new Error('A stored lender’s response does not read as a letter');
  // Once per letter, so a retry that finds the file stored (perhaps by a call whose entry was not
  // written) leaves exactly one entry.
  await writeAuditOnce(
    db,
    `letter-upload-${claimId}-${letterId}`,
    auditRecord(staff, stored.file.storedAt, {
      action: 'letter.upload',
      claimId,
      workspaces: [claim.workspace],
      details: { complaintId, letterId, kind: 'lender-response', size: stored.file.size },
    }),
  );
  const result: DeskUploadLenderResponseData = { claimId, letter };
  return { data: result };
}

/**
 * Extension, desk (decision 272): one letter of a submitted claim in the caller's workspaces, as a
 * PDF. Each download is in the audit log (`letter.download`) before the letter is answered; a claim
 * in another workspace is answered as missing and logged as refused.
 */
export async function deskDownloadLetter(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx);
  const { claimId, letterId } = parsePayload(DownloadLetterRequestSchema, data);
  const { db, now } = ctx.deps;
  const snapshot = await db.collection('claims').doc(claimId).get();
  const claim = submittedClaim(snapshot);
  const allowed = claim !== null && staff.workspaces.includes(claim.workspace);
  const found = allowed ? await letterFile(claimFileStore(ctx.deps), claimId, letterId) : null;
  await writeAudit(
    db,
    auditRecord(staff, now(), {
      action: 'letter.download',
      claimId,
      workspaces: auditWorkspaces(staff, workspaceOf(snapshot), !allowed),
      outcome: found ? 'ok' : 'refused',
      details: found
        ? { letterId, kind: found.letter.kind }
        : { letterId, reason: allowed ? 'letter' : 'claim' },
    }),
  );
  if (!allowed) throw deskClaimNotFound();
  if (!found) throw letterMissing();
  return { data: found.file };
}
