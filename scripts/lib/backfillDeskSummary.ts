// What a run of the desk backfill (scripts/lib/backfill-desk.ts) did, or would do, counted and
// told in lines the operator reads.

/** What a run read, wrote (or, in a dry run, would write) and left alone: counts only. */
export interface BackfillSummary {
  dryRun: boolean;
  claimsRead: number;
  /** The list index's partitions read for entries their claims should not have there. */
  partitionsRead: number;
  /** The rows under lenders of decision 231, no longer read (decision 293): every one is removed. */
  rowsRead: number;
  fields: { missing: number; stale: number };
  /** A claim's entries in the desk's search documents (decision 286). */
  searches: { missing: number; stale: number };
  rowsRemoved: number;
  /**
   * A claim's entries in the desk list's partitions, its workspace's and its lenders', and the
   * months named in those lists' documents (decisions 290 and 293).
   */
  listRows: { missing: number; stale: number };
  listMonths: number;
  /** Entries removed from partitions their claim should not be in. */
  listRemoved: number;
  /** Partitions no list reads (a whole month in one document, decision 290), removed whole (decision 295). */
  partitionsRemoved: number;
  /** Claims given their agreements' routes, and complaints given a scheme's route. */
  routes: { claims: number; complaints: number };
  left: { unsigned: number; accountDeleted: number; unreadable: number };
}

/** A run's summary before it has read anything. */
export const emptySummary = (dryRun: boolean): BackfillSummary => ({
  dryRun,
  claimsRead: 0,
  partitionsRead: 0,
  rowsRead: 0,
  fields: { missing: 0, stale: 0 },
  searches: { missing: 0, stale: 0 },
  rowsRemoved: 0,
  listRows: { missing: 0, stale: 0 },
  listMonths: 0,
  listRemoved: 0,
  partitionsRemoved: 0,
  routes: { claims: 0, complaints: 0 },
  left: { unsigned: 0, accountDeleted: 0, unreadable: 0 },
});

/** Whether the run wrote (or would write) anything. */
export const wroteAnything = (s: BackfillSummary) =>
  s.fields.missing +
    s.fields.stale +
    s.searches.missing +
    s.searches.stale +
    s.rowsRemoved +
    s.listRows.missing +
    s.listRows.stale +
    s.listMonths +
    s.listRemoved +
    s.partitionsRemoved +
    s.routes.claims +
    s.routes.complaints >
  0;

const n = (value: number) => value.toLocaleString('en-GB');
const plural = (value: number, one: string, many: string) => `${n(value)} ${value === 1 ? one : many}`;

/** What the command prints: counts only, never a name, postcode, email or phone number. */
export function describeSummary(s: BackfillSummary): string[] {
  const read = `Read ${plural(s.claimsRead, 'claim', 'claims')}, ${plural(s.partitionsRead, 'list partition', 'list partitions')} and ${plural(s.rowsRead, 'former lender row', 'former lender rows')}.`;
  const left = [
    s.left.unsigned > 0 ? `${n(s.left.unsigned)} not signed` : null,
    s.left.accountDeleted > 0 ? `${n(s.left.accountDeleted)} whose account was deleted` : null,
  ].filter((part) => part !== null);
  const lines = [read];
  if (!wroteAnything(s)) {
    lines.push(
      s.dryRun
        ? 'Dry run: nothing would be written; every claim’s desk fields, list entries, search entries and routes are up to date.'
        : 'Nothing written: every claim’s desk fields, list entries, search entries and routes are up to date.',
    );
  } else {
    lines.push(
      s.dryRun ? 'Dry run: nothing was changed. A run would change:' : 'Changed:',
      `  the desk fields of ${plural(s.fields.missing + s.fields.stale, 'claim', 'claims')} (${n(s.fields.missing)} had none, ${n(s.fields.stale)} out of date)`,
      `  ${plural(s.listRows.missing + s.listRows.stale, 'list entry', 'list entries')} (${n(s.listRows.missing)} missing, ${n(s.listRows.stale)} out of date), and ${plural(s.listMonths, 'month', 'months')} named in a list`,
      `  ${plural(s.searches.missing + s.searches.stale, 'search entry', 'search entries')} (${n(s.searches.missing)} missing, ${n(s.searches.stale)} out of date)`,
      `  ${plural(s.listRemoved, 'list entry', 'list entries')} removed (in a list or month the claim is no longer in, or of a claim not submitted or gone)`,
      `  ${plural(s.partitionsRemoved, 'former list partition', 'former list partitions')} removed (a whole month in one document: no list reads it)`,
      `  ${plural(s.rowsRemoved, 'former lender row', 'former lender rows')} removed (no longer read: a lender's list is kept in the list index)`,
      `  the agreements' redress scheme routes of ${plural(s.routes.claims, 'claim', 'claims')}, and a scheme's route on ${plural(s.routes.complaints, 'complaint', 'complaints')} not yet sent`,
    );
  }
  if (left.length > 0) lines.push(`Claims with no desk data to write: ${left.join(', ')}.`);
  if (s.left.unreadable > 0) {
    lines.push(
      `! ${plural(s.left.unreadable, 'signed claim does', 'signed claims do')} not read as a stored claim: left as they are (docs/operations.md).`,
    );
  }
  return lines;
}
