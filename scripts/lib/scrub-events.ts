// `npm run scrub-events`: takes off the complaint events a claimant reads what older gateways made
// there from a staff member's uid (decision 249): `by.uid` (events before decision 200) and a
// `requestHash` that covered the recorder's uid (events before decision 249). A staff event's
// fingerprint becomes `eventRequestHash` of its stored complaint, type and amount, the one the
// gateway stores today, so a retry under its key is still answered. Each event is written in a
// transaction that reads it again; what is already right is left alone, so it is safe to run again.
// The CLI is scripts/scrub-events.mjs.
import { parseArgs } from 'node:util';
import {
  FieldPath,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { complaintEventOf } from '../../contract/lifecycle/stored';
import type { ComplaintEventType } from '../../contract/lifecycle/events';
import { eventRequestHash } from '../../functions/src/claims/eventFingerprint';
import { SCRUB_EVENTS_SYNOPSIS } from './operator-usage.mjs';

/** A problem with the command, reported as one line and exit code 1. */
export class ScrubError extends Error {}

export const DEFAULT_PAGE_SIZE = 300;
export const USAGE = SCRUB_EVENTS_SYNOPSIS;

export interface ScrubOptions {
  /** Count what would be written, and write nothing. */
  dryRun: boolean;
  pageSize: number;
}

/** Reads the command line: --dry-run and the project. */
export function parseScrubArgs(args: string[]): { options: ScrubOptions; project: string | undefined } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { 'dry-run': { type: 'boolean', default: false }, project: { type: 'string' } },
    }));
  } catch (error) {
    throw new ScrubError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.project !== undefined && values.project.trim() === '') {
    throw new ScrubError(`--project names a project id.\n${USAGE}`);
  }
  return { options: { dryRun: values['dry-run'], pageSize: DEFAULT_PAGE_SIZE }, project: values.project };
}

/** The fields of an event the scrub reads. */
const EVENT_FIELDS = ['by', 'complaintId', 'type', 'data', 'requestHash'];

/** What one stored event needs changed, or null when nothing does. */
export function scrubOf(
  event: DocumentData | undefined,
): { by?: { role: unknown }; requestHash?: string } | null {
  if (!event) return null;
  const by = event.by as { role?: unknown; uid?: unknown } | undefined;
  const changes: { by?: { role: unknown }; requestHash?: string } = {};
  if (by && typeof by === 'object' && 'uid' in by) changes.by = { role: by.role };
  const byStaff = by?.role === 'handler' || by?.role === 'supervisor';
  if (byStaff && typeof event.complaintId === 'string' && typeof event.type === 'string') {
    const data = (event.data ?? {}) as Record<string, number>;
    const stored = complaintEventOf({ type: event.type as ComplaintEventType, data, at: 0 });
    const requestHash = eventRequestHash(event.complaintId, stored);
    if (event.requestHash !== requestHash) changes.requestHash = requestHash;
  }
  return changes.by || changes.requestHash ? changes : null;
}

export interface ScrubSummary {
  dryRun: boolean;
  eventsRead: number;
  /** Events whose `by.uid` was (or would be) removed. */
  byUidRemoved: number;
  /** Staff events whose fingerprint was (or would be) made again. */
  requestHashRewritten: number;
}

/** Whether a document of the `events` collection group is a claim's complaint event. */
const isClaimEvent = (doc: QueryDocumentSnapshot) => doc.ref.parent.parent?.parent.id === 'claims';

/** One event's change, in a transaction that reads it again and decides again. */
function scrubEvent(db: Firestore, ref: DocumentReference) {
  return db.runTransaction(async (tx) => {
    const changes = scrubOf((await tx.get(ref)).data());
    if (changes) tx.update(ref, changes);
    return changes;
  });
}

/** Walks every claim's events in document order, a page at a time, and scrubs those that need it. */
export async function scrubEvents(
  db: Firestore,
  options: ScrubOptions,
  progress: { onPage?: (summary: ScrubSummary) => void } = {},
): Promise<ScrubSummary> {
  const summary: ScrubSummary = {
    dryRun: options.dryRun,
    eventsRead: 0,
    byUidRemoved: 0,
    requestHashRewritten: 0,
  };
  const query = db
    .collectionGroup('events')
    .orderBy(FieldPath.documentId())
    .select(...EVENT_FIELDS);
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? query.startAfter(after) : query).limit(options.pageSize).get();
    for (const doc of page.docs.filter(isClaimEvent)) {
      summary.eventsRead += 1;
      const planned = scrubOf(doc.data());
      const changes = planned && !options.dryRun ? await scrubEvent(db, doc.ref) : planned;
      if (changes?.by) summary.byUidRemoved += 1;
      if (changes?.requestHash) summary.requestHashRewritten += 1;
    }
    progress.onPage?.(summary);
    if (page.size < options.pageSize) return summary;
    after = page.docs.at(-1);
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The summary as the command prints it: counts only, never an id. */
export function describeSummary(s: ScrubSummary): string[] {
  const lines = [`Read ${plural(s.eventsRead, 'complaint event', 'complaint events')}.`];
  if (s.byUidRemoved + s.requestHashRewritten === 0) {
    lines.push(
      s.dryRun
        ? 'Dry run: nothing would be written; no event holds anything made from a staff uid.'
        : 'Nothing written: no event holds anything made from a staff uid.',
    );
    return lines;
  }
  return [
    ...lines,
    s.dryRun ? 'Dry run: nothing was changed. A run would change:' : 'Changed:',
    `  ${plural(s.byUidRemoved, 'event', 'events')} whose by.uid was removed`,
    `  ${plural(s.requestHashRewritten, 'staff event', 'staff events')} whose requestHash was made again without the uid`,
  ];
}
