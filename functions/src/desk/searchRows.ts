// The desk's search index (decision 286): a submitted claim's entry in the document of each search
// that finds it, written in the same transaction as the submission it copies, and removed with
// the search fields when an account is deleted; read by the desk's searches by id.
import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  deskSearchEntries,
  deskSearchMerge,
  deskSearchPath,
  searchFieldsOf,
  searchesOfClaim,
  type ClaimForSearch,
  type DeskSearchEntry,
  type DeskSearchValue,
} from '../../../contract/search.js';
import { WorkspaceSchema } from '../../../contract/firms.js';
import * as v from 'valibot';

/** Writes the claim's entries in the search index, as they are once the transaction's changes are made. */
export function setDeskSearchEntries(
  db: Firestore,
  tx: Transaction,
  claim: DocumentSnapshot,
  changes: Partial<ClaimForSearch>,
): void {
  const stored = { ...searchFieldsOf(claim.data()), ...changes };
  for (const { path, claimId, entry } of deskSearchEntries(claim.id, stored)) {
    // Merged, not read: claims found by the same search are written side by side without contending.
    tx.set(db.doc(path), deskSearchMerge(claimId, entry), { merge: true });
  }
}

/**
 * Takes claims out of the documents of the searches given (an account's deletion takes its claims
 * out of the email and surname searches), each document in a transaction that reads it again; a
 * document left finding nothing goes, so no search value outlives the claims it found.
 */
export async function removeFromDeskSearch(
  db: Firestore,
  claims: readonly { claimId: string; searches: readonly DeskSearchValue[] }[],
): Promise<void> {
  const byPath = new Map<string, Set<string>>();
  for (const { claimId, searches } of claims) {
    for (const search of searches) {
      const path = deskSearchPath(search);
      byPath.set(path, (byPath.get(path) ?? new Set()).add(claimId));
    }
  }
  for (const [path, claimIds] of byPath) {
    const ref = db.doc(path);
    await db.runTransaction(async (tx) => {
      const lookup = await tx.get(ref);
      if (!lookup.exists) return;
      const found = Object.keys((lookup.get('claims') as Record<string, unknown> | undefined) ?? {});
      if (found.every((id) => claimIds.has(id))) tx.delete(ref);
      else {
        const gone = Object.fromEntries([...claimIds].map((id) => [id, FieldValue.delete()]));
        tx.set(ref, { claims: gone }, { merge: true });
      }
    });
  }
}

/** The email and surname searches that find a stored claim: what a deletion takes it out of. */
export function personalSearchesOf(data: Readonly<Record<string, unknown>> | undefined): DeskSearchValue[] {
  return searchesOfClaim(searchFieldsOf(data)).filter((search) => search.by !== 'reference');
}

const StoredEntrySchema = v.object({ workspace: WorkspaceSchema, submittedAt: v.number() });

/** The entries of a search's document as stored; one that does not read as an entry is left out. */
export function storedEntries(data: Readonly<Record<string, unknown>> | undefined) {
  const claims = (data?.claims ?? {}) as Record<string, unknown>;
  const entries: { claimId: string; entry: DeskSearchEntry }[] = [];
  for (const [claimId, stored] of Object.entries(claims)) {
    const parsed = v.safeParse(StoredEntrySchema, stored);
    if (parsed.success) entries.push({ claimId, entry: parsed.output });
  }
  return entries;
}
