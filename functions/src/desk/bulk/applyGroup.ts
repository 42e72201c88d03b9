// A file's rows applied a group at a time (decision 289): each group's claims, complaints, events
// and determination checks read at once, every row decided by the complaint machine in memory as
// its own transaction would decide it (planComplaintEvent), and the group's events, complaints,
// claims, list entries, checks and overview counters written in one batch. The batch writes a claim
// and a complaint only if neither changed since they were read, and creates each event (never
// overwrites it), so a change made meanwhile fails the whole batch and the group's rows are then
// applied one at a time, each in its own transaction (applyRow.ts). A group holds each claim once:
// a second row on a claim goes to a later group, which reads the claim as the first left it.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { lenderKey, type BulkRowRead } from '../../../../contract/bulkDeterminations.js';
import { WorkspaceSchema } from '../../../../contract/firms.js';
import { StoredComplaintSchema, type StoredComplaint } from '../../../../contract/lifecycle/stored.js';
import { determinationCheckRecord } from '../../../../contract/scheme/checkRecord.js';
import { StoredDeterminationCheckSchema } from '../../../../contract/scheme/determination.js';
import {
  complaintChangeOf,
  planComplaintEvent,
  writeComplaintEvent,
  type PlannedEvent,
} from '../../claims/complaintEvents.js';
import { complaintDocsOf } from '../../claims/complaintDocs.js';
import { eventRequestHash } from '../../claims/eventFingerprint.js';
import { tellClaimant } from '../../claims/news.js';
import type { Writer } from '../../lib/writer.js';
import { determinationChecksOf } from '../claims.js';
import { countClaimsChanges } from '../overviewCounters.js';
import {
  applyRow,
  bulkEventId,
  complaintOfRow,
  refusedRow,
  sameDetermination,
  storedComplaintsOf,
  type BatchContext,
  type RowOutcome,
} from './applyRow.js';
import { LENDER_REFERENCES, lenderReferenceId } from './store.js';

/** A row read as a determination, with the claim it names. */
export interface MatchedRow {
  line: number;
  row: BulkRowRead;
  claim: DocumentSnapshot;
}

/** The most rows one batch writes (each row writes five to seven documents). */
export const ROWS_PER_WRITE = 50;
/** Emails queued at once once a group is written: reads and one create each, no transaction. */
const EMAILS_AT_ONCE = 32;

/** Keeps a lender's reference for the complaint a row with both references matched. */
export function learnReference(ctx: BatchContext, w: Writer, row: BulkRowRead, outcome: RowOutcome): boolean {
  if (row.claimReference === null || row.lenderReference === null) return false;
  if (outcome.complaintId === null || outcome.result === 'refused') return false;
  const { workspace } = ctx.stored;
  w.set(
    ctx.db.collection(LENDER_REFERENCES).doc(lenderReferenceId(workspace, row.lender, row.lenderReference)),
    {
      workspace,
      lender: lenderKey(row.lender),
      claimId: outcome.claimId,
      complaintId: outcome.complaintId,
    },
  );
  return true;
}

/** One row in its own transaction, as before groups: the way back when a group's batch fails. */
async function applyAlone(ctx: BatchContext, { line, row, claim }: MatchedRow): Promise<RowOutcome> {
  const outcome = await applyRow(ctx, line, row, claim, await storedComplaintsOf(ctx.db, claim.id));
  const batch = ctx.db.batch();
  if (learnReference(ctx, batch, row, outcome)) await batch.commit();
  return outcome;
}

/** Runs `work` on each item, `limit` at a time. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** A row the group decided, and for one it records, its event and check as planned. */
interface Decided {
  matched: MatchedRow;
  outcome: RowOutcome;
  planned?: { event: PlannedEvent; complaint: DocumentSnapshot; check: object | null };
}

/** A row whose event the group records: its claim's complaints as read, and the one it changes. */
interface ToRecord {
  entry: Decided;
  docs: DocumentSnapshot[];
  complaints: StoredComplaint[];
  complaint: StoredComplaint;
}

/** Reads what a group's rows need, and decides each row; null when a row needs its own transaction. */
async function decideGroup(
  ctx: BatchContext,
  group: readonly MatchedRow[],
  stale: ReadonlySet<string>,
): Promise<Decided[] | null> {
  const { db, stored, importId } = ctx;
  // The claims first (read again only when an earlier group wrote them): a change made after this
  // read changes the claim, and fails the batch.
  const again = group.filter(({ claim }) => stale.has(claim.id)).map(({ claim }) => claim.ref);
  const fresh = new Map((again.length > 0 ? await db.getAll(...again) : []).map((c) => [c.id, c]));
  const claims = group.map(({ claim }) => fresh.get(claim.id) ?? claim);
  const complaintSets = await complaintDocsOf(
    claims,
    (refs) => db.getAll(...refs),
    async (claim) => (await claim.ref.collection('complaints').get()).docs,
  );
  const held: Decided[] = [];
  const decided: Decided[] = [];
  const toRecord: ToRecord[] = [];
  for (const [i, { line, row }] of group.entries()) {
    const claim = claims[i]!;
    const docs = complaintSets[i]!;
    const read = docs.map((doc) => v.safeParse(StoredComplaintSchema, doc.data()));
    // A complaint that does not read is left to the row's own transaction, which stops on it.
    if (read.some((parsed) => !parsed.success)) return null;
    const complaints = read.flatMap((parsed) => (parsed.success ? [parsed.output] : []));
    const workspace = claim.exists ? v.parse(WorkspaceSchema, claim.get('workspace') ?? 'Redress') : null;
    const matched = { line, row, claim };
    if (workspace !== stored.workspace) {
      decided.push({ matched, outcome: refusedRow('no-such-claim', claim.id) });
      continue;
    }
    const complaint = complaintOfRow(complaints, row);
    if (typeof complaint === 'string') {
      decided.push({ matched, outcome: refusedRow(complaint, claim.id) });
      continue;
    }
    const done = { claimId: claim.id, complaintId: complaint.complaintId };
    if (sameDetermination(complaint.determination, row.event)) {
      held.push({ matched, outcome: { result: 'unchanged', reason: 'unchanged', ...done } });
      decided.push(held.at(-1)!);
      continue;
    }
    const entry: Decided = { matched, outcome: { result: 'applied', reason: null, ...done } };
    decided.push(entry);
    toRecord.push({ entry, docs, complaints, complaint });
  }
  // A determination held already: recorded by this very import before a failure stopped it
  // (its event is there), or by an earlier file or press.
  const mine = held.length
    ? await db.getAll(
        ...held.map(({ matched: { claim, line } }) =>
          claim.ref.collection('events').doc(bulkEventId(importId, line)),
        ),
      )
    : [];
  mine.forEach((event, i) => {
    if (event.exists) held[i]!.outcome = { ...held[i]!.outcome, result: 'applied', reason: null };
  });
  const checks = toRecord.length
    ? await db.getAll(
        ...toRecord.map(({ entry, complaint }) =>
          determinationChecksOf(db, entry.matched.claim.id).doc(complaint.complaintId),
        ),
      )
    : [];
  for (const [k, { entry, docs, complaints, complaint }] of toRecord.entries()) {
    const { line, row, claim } = entry.matched;
    const { event } = row;
    const { complaintId } = complaint;
    const at = ctx.now();
    const request = {
      claimId: claim.id,
      complaintId,
      eventId: bulkEventId(importId, line),
      requestHash: eventRequestHash(complaintId, event),
      event,
    };
    let planned: PlannedEvent;
    try {
      planned = planComplaintEvent(request, claim, stored.workspace, stored.by.role, complaints, at);
    } catch (error) {
      if (!(error instanceof HttpsError)) throw error;
      entry.outcome = refusedRow(
        error.code === 'not-found' ? 'no-such-claim' : 'state-not-accepting',
        claim.id,
      );
      continue;
    }
    const kept = v.safeParse(StoredDeterminationCheckSchema, checks[k]!.data());
    let check: object | null = null;
    if (kept.success && event.outcome === 'redress') {
      const made = determinationCheckRecord({
        figures: kept.output.figures,
        settlementOn: row.determinedOn,
        determinedPence: event.amountPence,
        tolerance: ctx.tolerance,
        at,
        role: stored.by.role,
      });
      if (made.ok) {
        check = made.check;
        if (made.check.flagged) entry.outcome = { ...entry.outcome, result: 'flagged', reason: 'flagged' };
      }
    }
    entry.planned = { event: planned, complaint: docs.find((doc) => doc.id === complaintId)!, check };
  }
  return decided;
}

/** Writes a decided group in one batch; false when the batch was refused (a change meanwhile). */
async function writeGroup(ctx: BatchContext, decided: readonly Decided[]): Promise<boolean> {
  const { db } = ctx;
  const batch = db.batch();
  const counted: { claimId: string; changes: ReturnType<typeof complaintChangeOf>[] }[] = [];
  for (const { matched, outcome, planned } of decided) {
    learnReference(ctx, batch, matched.row, outcome);
    if (!planned) continue;
    const { event, complaint, check } = planned;
    writeComplaintEvent(db, batch, matched.claim, event, {
      counted: false,
      since: { complaint: complaint.updateTime! },
    });
    if (check) batch.set(determinationChecksOf(db, event.claimId).doc(event.recorded.complaintId), check);
    counted.push({ claimId: event.claimId, changes: [complaintChangeOf(event)] });
  }
  // The overview's counters move with the complaints, each counter document written once (decision 273).
  countClaimsChanges(db, batch, counted);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    logger.warn('determinations group written one row at a time', {
      importId: ctx.importId,
      error: error instanceof Error ? error.name : typeof error,
      code: (error as { code?: unknown }).code,
    });
    return false;
  }
}

/**
 * One group (each claim once): applied in one batch, or row by row when that cannot be. Answers
 * its rows' outcomes, and the claimants' emails still being queued.
 */
async function applyGroup(
  ctx: BatchContext,
  group: readonly MatchedRow[],
  stale: ReadonlySet<string>,
): Promise<{ outcomes: RowOutcome[]; emails: Promise<void> }> {
  const decided = await decideGroup(ctx, group, stale);
  if (decided === null || !(await writeGroup(ctx, decided))) {
    const outcomes: RowOutcome[] = [];
    for (const matched of group) outcomes.push(await applyAlone(ctx, matched));
    return { outcomes, emails: Promise.resolve() };
  }
  // The claimants hear of their determinations once the group is written, as after one press;
  // an email that cannot be made is logged, the row stays applied (applyRow.ts does the same).
  const told = decided.flatMap(({ planned }) => (planned ? [planned.event] : []));
  const emails = eachAtMost(told, EMAILS_AT_ONCE, async ({ claimId, eventId, recorded }) => {
    try {
      await tellClaimant(ctx.news, claimId, eventId, recorded.type, recorded.complaintId);
    } catch (error) {
      logger.error('determination email not queued', {
        claimId,
        eventId,
        error: error instanceof Error ? error.name : typeof error,
      });
    }
  });
  return { outcomes: decided.map(({ outcome }) => outcome), emails };
}

/**
 * Applies a batch's matched rows, in groups of at most ROWS_PER_WRITE that name each claim once;
 * answers each row's outcome by line once every row is applied and its email queued. Rows on one
 * claim are applied in the file's order. A group's emails are queued while the next is applied.
 */
export async function applyRows(
  ctx: BatchContext,
  rows: readonly MatchedRow[],
): Promise<Map<number, RowOutcome>> {
  const outcomes = new Map<number, RowOutcome>();
  const emails: Promise<void>[] = [];
  const written = new Set<string>();
  let left = [...rows];
  while (left.length > 0) {
    const group: MatchedRow[] = [];
    const later: MatchedRow[] = [];
    const claims = new Set<string>();
    for (const row of left) {
      if (group.length < ROWS_PER_WRITE && !claims.has(row.claim.id)) {
        claims.add(row.claim.id);
        group.push(row);
      } else later.push(row);
    }
    const applied = await applyGroup(ctx, group, written);
    for (const { claim } of group) written.add(claim.id);
    group.forEach(({ line }, i) => outcomes.set(line, applied.outcomes[i]!));
    emails.push(applied.emails);
    left = later;
  }
  await Promise.all(emails);
  return outcomes;
}
