// One row of a lender's determinations file applied to its complaint (decision 277): matched by our
// reference or the lender's within the import's workspace, then recorded through the complaint
// machine as the desk's one press records it (recordComplaintEventIn: its own transaction, the
// timeline's event, the claim's status, the overview's counters), with the determination check run
// on it in that transaction when the desk has the agreement's figures, and the claimant's email.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import {
  sameLender,
  type BulkRowRead,
  type BulkRowReason,
  type BulkRowResult,
} from '../../../../contract/bulkDeterminations.js';
import type { StoredDetermination } from '../../../../contract/lifecycle/determination.js';
import { StoredComplaintSchema, type StoredComplaint } from '../../../../contract/lifecycle/stored.js';
import { determinationCheckRecord } from '../../../../contract/scheme/checkRecord.js';
import {
  StoredDeterminationCheckSchema,
  type DeterminationTolerance,
} from '../../../../contract/scheme/determination.js';
import { recordComplaintEventIn } from '../../claims/complaintEvents.js';
import { eventRequestHash } from '../../claims/eventFingerprint.js';
import { tellClaimant, type NewsDeps } from '../../claims/news.js';
import { claimNotFound } from '../../lib/errors.js';
import { determinationChecksOf } from '../claims.js';
import type { StoredImport } from './store.js';

export interface RowOutcome {
  result: BulkRowResult;
  reason: BulkRowReason | null;
  claimId: string | null;
  complaintId: string | null;
}

export const refusedRow = (reason: BulkRowReason, claimId: string | null = null): RowOutcome => ({
  result: 'refused',
  reason,
  claimId,
  complaintId: null,
});

/** What a batch of rows shares: the import, and what its rows' claims hold. */
export interface BatchContext {
  db: Firestore;
  now: () => number;
  news: NewsDeps;
  tolerance: DeterminationTolerance;
  importId: string;
  stored: StoredImport;
}

/** The event's id: one per import and line, so a batch run again after a failure records it once. */
export const bulkEventId = (importId: string, line: number) => `bulk-${importId}-${line}`;

/** The claim's complaints as stored (a complaint that does not read as one is left out). */
export async function storedComplaintsOf(db: Firestore, claimId: string): Promise<StoredComplaint[]> {
  const snapshot = await db.collection('claims').doc(claimId).collection('complaints').get();
  return snapshot.docs.flatMap((doc) => {
    const parsed = v.safeParse(StoredComplaintSchema, doc.data());
    return parsed.success ? [parsed.output] : [];
  });
}

/** The complaint a row names among the claim's: its lender's, and when it says, its agreement's. */
export function complaintOfRow(
  complaints: readonly StoredComplaint[],
  row: BulkRowRead,
): StoredComplaint | BulkRowReason {
  const lenders = complaints.filter((c) => sameLender(c.lender, row.lender));
  if (lenders.length === 0) return 'not-this-lender';
  const { agreementStarted } = row;
  const matching =
    agreementStarted === null
      ? lenders
      : lenders.filter((c) => c.agreements.some((a) => a.startDate.slice(0, 7) === agreementStarted));
  return matching.length === 1 ? matching[0]! : 'no-such-agreement';
}

/** Whether the complaint already holds this determination, sums and all. */
export function sameDetermination(held: StoredDetermination | null, event: BulkRowRead['event']): boolean {
  if (held === null || held.outcome !== event.outcome) return false;
  if (event.outcome === 'redress') {
    return (
      held.remedy === event.remedy &&
      held.amountPence === event.amountPence &&
      held.interestPence === event.interestPence
    );
  }
  return event.outcome === 'noRedress' ? held.reason === event.reason : true;
}

/** The figures the desk last checked this complaint's determination with, or null. */
async function keptFigures(db: Firestore, claimId: string, complaintId: string) {
  const kept = await determinationChecksOf(db, claimId).doc(complaintId).get();
  const parsed = v.safeParse(StoredDeterminationCheckSchema, kept.data());
  return parsed.success ? parsed.output.figures : null;
}

/** Applies one row to its claim's complaint; a row that cannot apply changes nothing. */
export async function applyRow(
  batch: BatchContext,
  line: number,
  row: BulkRowRead,
  claim: DocumentSnapshot,
  complaints: readonly StoredComplaint[],
): Promise<RowOutcome> {
  const { db, now, importId, stored } = batch;
  const claimId = claim.id;
  const complaint = complaintOfRow(complaints, row);
  if (typeof complaint === 'string') return refusedRow(complaint, claimId);
  const { complaintId } = complaint;
  const eventId = bulkEventId(importId, line);
  const done = (result: BulkRowResult, reason: BulkRowReason | null = null): RowOutcome => ({
    result,
    reason,
    claimId,
    complaintId,
  });
  if (sameDetermination(complaint.determination, row.event)) {
    // Recorded by this very import before a failure stopped it, or by an earlier file or press.
    const mine = await claim.ref.collection('events').doc(eventId).get();
    return mine.exists ? done('applied') : done('unchanged', 'unchanged');
  }
  const { event } = row;
  const figures = event.outcome === 'redress' ? await keptFigures(db, claimId, complaintId) : null;
  let flagged = false;
  try {
    await recordComplaintEventIn(db, now, {
      claimId,
      complaintId,
      eventId,
      requestHash: eventRequestHash(complaintId, event),
      event,
      recordedBy: (_claim, workspace) => {
        if (workspace !== stored.workspace) throw claimNotFound();
        return { role: stored.by.role };
      },
      alsoWrite: (tx, at) => {
        if (figures === null || event.outcome !== 'redress') return;
        const made = determinationCheckRecord({
          figures,
          settlementOn: row.determinedOn,
          determinedPence: event.amountPence,
          tolerance: batch.tolerance,
          at,
          role: stored.by.role,
        });
        if (!made.ok) return;
        flagged = made.check.flagged;
        tx.set(determinationChecksOf(db, claimId).doc(complaintId), made.check);
      },
    });
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error;
    return refusedRow(error.code === 'not-found' ? 'no-such-claim' : 'state-not-accepting', claimId);
  }
  // The claimant hears of it as of a determination recorded at the desk, once per event. An email
  // that cannot be made is logged: the row stays applied and the rest of the file goes on.
  try {
    await tellClaimant(batch.news, claimId, eventId, event.type, complaintId);
  } catch (error) {
    logger.error('determination email not queued', {
      claimId,
      eventId,
      error: error instanceof Error ? error.name : typeof error,
    });
  }
  return flagged ? done('flagged', 'flagged') : done('applied');
}
