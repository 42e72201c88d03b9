import { HttpsError } from 'firebase-functions/v2/https';
import { determinationCheckRecord } from '../../../contract/scheme/checkRecord.js';
import * as v from 'valibot';
import {
  DeskCheckDeterminationRequestSchema,
  DETERMINATION_CHECK_REFUSALS,
  type DeskCheckDeterminationData,
  type DeterminationCheckRefusal,
} from '../../../contract/deskCheck.js';
import { StoredDeterminationSchema } from '../../../contract/lifecycle/determination.js';
import {
  toleranceFromSettings,
  type StoredDeterminationCheck,
} from '../../../contract/scheme/determination.js';
import type { CallContext } from '../context.js';
import { complaintNotFound, parsePayload } from '../lib/errors.js';
import { deskClaimNotFound, requireStaff } from './access.js';
import { auditRecord, writeAudit } from './audit.js';
import { auditWorkspaces, determinationChecksOf, submittedClaim, workspaceOf } from './claims.js';

const refused = (reason: DeterminationCheckRefusal) =>
  new HttpsError('failed-precondition', DETERMINATION_CHECK_REFUSALS[reason], { reason });

/**
 * Extension, desk (decision 266): checks a complaint's recorded determination of redress against
 * the scheme's remedies worked out from the agreement's figures, with the firm's tolerance from
 * the deployment's settings, and stores the check with its audit entry in one transaction. A later
 * check replaces the earlier one; each stays in the audit log.
 */
export async function deskCheckDetermination(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx);
  const { claimId, complaintId, figures, settlementOn } = parsePayload(
    DeskCheckDeterminationRequestSchema,
    data,
  );
  const { db, now } = ctx.deps;
  const tolerance = toleranceFromSettings(process.env);
  const claimRef = db.collection('claims').doc(claimId);
  const complaintRef = claimRef.collection('complaints').doc(complaintId);
  const checkRef = determinationChecksOf(db, claimId).doc(complaintId);

  const outcome = await db.runTransaction(
    async (tx): Promise<{ check: StoredDeterminationCheck } | { refused: true }> => {
      const [snapshot, complaint] = await Promise.all([tx.get(claimRef), tx.get(complaintRef)]);
      const claim = submittedClaim(snapshot);
      const t = now();
      if (claim === null || !staff.workspaces.includes(claim.workspace)) {
        // Returned, not thrown, so that the transaction commits the refusal's audit entry.
        writeAudit(
          db,
          auditRecord(staff, t, {
            action: 'complaint.checkDetermination',
            claimId,
            workspaces: auditWorkspaces(staff, workspaceOf(snapshot), true),
            outcome: 'refused',
          }),
          tx,
        );
        return { refused: true };
      }
      if (!complaint.exists) throw complaintNotFound();
      const determination = v.safeParse(StoredDeterminationSchema, complaint.get('determination'));
      const made = determinationCheckRecord({
        figures,
        settlementOn,
        determinedPence:
          determination.success && determination.output.outcome === 'redress'
            ? determination.output.amountPence
            : null,
        tolerance,
        at: t,
        role: staff.role,
      });
      if (!made.ok) throw refused(made.reason);
      const { check } = made;
      tx.set(checkRef, check);
      writeAudit(
        db,
        auditRecord(staff, t, {
          action: 'complaint.checkDetermination',
          claimId,
          workspaces: [claim.workspace],
          details: { complaintId, flagged: check.flagged },
        }),
        tx,
      );
      return { check };
    },
  );
  if ('refused' in outcome) throw deskClaimNotFound();
  const result: DeskCheckDeterminationData = { claimId, complaintId, check: outcome.check };
  return { data: result };
}
