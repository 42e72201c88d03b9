import { signedLetterFileName } from '../../../contract/claim.js';
import { DeskSignedLetterRequestSchema, type DeskSignedLetterData } from '../../../contract/desk.js';
import type { CallContext } from '../context.js';
import { letterOfAuthorityPdf } from '../documents/letterOfAuthority.js';
import { parsePayload } from '../lib/errors.js';
import { deskClaimNotFound, requireStaff } from './access.js';
import { auditRecord, writeAudit } from './audit.js';
import { auditWorkspaces, submittedClaim, workspaceOf } from './claims.js';

/**
 * Extension, desk: a submitted claim's signed letter of authority (the PDF the claimant was sent),
 * for a handler of its workspace. Each download is in the audit log (`claim.signedLetter`) before
 * the letter is answered; a claim in another workspace is answered as missing and logged as refused.
 */
export async function deskSignedLetter(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx);
  const { claimId } = parsePayload(DeskSignedLetterRequestSchema, data);
  const { db, now } = ctx.deps;
  const snapshot = await db.collection('claims').doc(claimId).get();
  const claim = submittedClaim(snapshot);
  const allowed = claim !== null && staff.workspaces.includes(claim.workspace);
  await writeAudit(
    db,
    auditRecord(staff, now(), {
      action: 'claim.signedLetter',
      claimId,
      workspaces: auditWorkspaces(staff, workspaceOf(snapshot), !allowed),
      outcome: allowed ? 'ok' : 'refused',
    }),
  );
  if (!allowed) throw deskClaimNotFound();
  const { reference } = claim.submission;
  const result: DeskSignedLetterData = {
    claimId,
    reference,
    fileName: signedLetterFileName(reference),
    contentType: 'application/pdf',
    pdf: Buffer.from(await letterOfAuthorityPdf(claim)).toString('base64'),
  };
  return { data: result };
}
