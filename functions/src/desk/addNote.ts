import { DeskAddNoteRequestSchema, type DeskAddNoteData, type DeskNote } from '../../../contract/desk.js';
import type { CallContext } from '../context.js';
import { parsePayload } from '../lib/errors.js';
import { payloadHash } from '../lib/hashing.js';
import { idempotencyConflict } from '../lib/outcomes.js';
import { deskClaimNotFound, requireStaff } from './access.js';
import { auditRecord, writeAudit } from './audit.js';
import { auditWorkspaces, notesOf, submittedClaim, toNote, workspaceOf } from './claims.js';

/**
 * Extension, desk: an internal note on a submitted claim in the caller's workspaces. The note and
 * its audit entry are written in one transaction; the note's id comes from the caller and the
 * idempotency key, so a retried call adds it once. The audit entry names the note, not its words.
 */
export async function deskAddNote(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx);
  const { claimId, idempotencyKey, text } = parsePayload(DeskAddNoteRequestSchema, data);
  const { db, now } = ctx.deps;
  const noteId = payloadHash({ uid: staff.uid, idempotencyKey }).slice(0, 32);
  const claimRef = db.collection('claims').doc(claimId);
  const noteRef = notesOf(db, claimId).doc(noteId);

  const outcome = await db.runTransaction(async (tx): Promise<{ note: DeskNote } | { refused: true }> => {
    const [snapshot, existing] = await Promise.all([tx.get(claimRef), tx.get(noteRef)]);
    const claim = submittedClaim(snapshot);
    const t = now();
    if (claim === null || !staff.workspaces.includes(claim.workspace)) {
      // Returned, not thrown, so that the transaction commits the refusal's audit entry.
      writeAudit(
        db,
        auditRecord(staff, t, {
          action: 'note.add',
          claimId,
          workspaces: auditWorkspaces(staff, workspaceOf(snapshot), true),
          outcome: 'refused',
        }),
        tx,
      );
      return { refused: true };
    }
    if (existing.exists) {
      if (existing.get('text') !== text) throw idempotencyConflict();
      return { note: toNote(existing) };
    }
    const stored = { text, at: t, uid: staff.uid, role: staff.role };
    tx.create(noteRef, stored);
    writeAudit(
      db,
      auditRecord(staff, t, {
        action: 'note.add',
        claimId,
        workspaces: [claim.workspace],
        details: { noteId },
      }),
      tx,
    );
    return { note: { noteId, ...stored, at: new Date(t).toISOString() } };
  });
  if ('refused' in outcome) throw deskClaimNotFound();
  const result: DeskAddNoteData = { claimId, note: outcome.note };
  return { data: result };
}
