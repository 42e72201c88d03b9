import { DeskOpenClaimRequestSchema, type DeskClaimData } from '../../../contract/desk.js';
import { claimedAgreementsWithRoutes } from '../../../contract/claimRoutes.js';
import type { CallContext } from '../context.js';
import { lettersOfClaim } from '../files/letters.js';
import { claimFileStore } from '../files/store.js';
import { parsePayload } from '../lib/errors.js';
import { deskClaimNotFound, requireStaff } from './access.js';
import { auditRecord, writeAudit } from './audit.js';
import {
  auditWorkspaces,
  complaintsOf,
  notesOf,
  submittedClaim,
  toNote,
  workspaceOf,
  type DeskStoredClaim,
} from './claims.js';

const NOTES_SHOWN = 100;
const iso = (ms: number) => new Date(ms).toISOString();

function toDeskClaim(
  claimId: string,
  claim: DeskStoredClaim,
): Omit<DeskClaimData, 'notes' | 'complaints' | 'letters'> {
  const { answers } = claim;
  return {
    claimId,
    reference: claim.submission.reference,
    workspace: claim.workspace,
    status: claim.status,
    submittedAt: iso(claim.submittedAt),
    signedAt: iso(claim.signedAt),
    applicant: { ...claim.applicant },
    answers: {
      otherFirmInstructed: answers.otherFirmInstructed,
      currentAddress: answers.currentAddress,
      ...(answers.previousAddress ? { previousAddress: answers.previousAddress } : {}),
      ...(answers.previousPreviousAddress
        ? { previousPreviousAddress: answers.previousPreviousAddress }
        : {}),
      manualAgreements: answers.manualAgreements,
    },
    // Each with its route in the redress scheme, as stored at submission (decision 254).
    agreements: claimedAgreementsWithRoutes(claim),
    responseDueAt: claim.responseDueAt === null ? null : iso(claim.responseDueAt),
    signature: { kind: claim.signature.kind, signedAt: iso(claim.signature.signedAt) },
    referral: claim.referral,
  };
}

/**
 * Extension, desk: one submitted claim in the caller's workspaces with its answers, agreements,
 * complaints (each with its timeline and the actions its state allows), internal notes and letters
 * (decision 272). The opening is in the audit log before the claim is answered;
 * a claim in another workspace is answered as missing, and the attempt is logged as refused.
 */
export async function deskOpenClaim(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx);
  const { claimId } = parsePayload(DeskOpenClaimRequestSchema, data);
  const { db, now } = ctx.deps;
  const t = now();
  const [snapshot, notes, complaints, letters] = await Promise.all([
    db.collection('claims').doc(claimId).get(),
    notesOf(db, claimId).orderBy('at', 'desc').limit(NOTES_SHOWN).get(),
    complaintsOf(db, claimId, t),
    lettersOfClaim(claimFileStore(ctx.deps), claimId),
  ]);
  const claim = submittedClaim(snapshot);
  const allowed = claim !== null && staff.workspaces.includes(claim.workspace);
  await writeAudit(
    db,
    auditRecord(staff, t, {
      action: 'claim.open',
      claimId,
      workspaces: auditWorkspaces(staff, workspaceOf(snapshot), !allowed),
      outcome: allowed ? 'ok' : 'refused',
    }),
  );
  if (!allowed) throw deskClaimNotFound();
  const result: DeskClaimData = {
    ...toDeskClaim(claimId, claim),
    complaints,
    notes: notes.docs.map(toNote),
    letters,
  };
  return { data: result };
}
