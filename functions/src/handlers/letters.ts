import * as v from 'valibot';
import { WorkspaceSchema } from '../../../contract/firms.js';
import {
  DownloadLetterRequestSchema,
  ListClaimLettersRequestSchema,
  type ListClaimLettersData,
} from '../../../contract/letters.js';
import type { CallContext } from '../context.js';
import { claimantAuditRecord, writeAudit } from '../desk/audit.js';
import { letterFile, letterMissing, lettersOfClaim } from '../files/letters.js';
import { claimFileStore } from '../files/store.js';
import { claimNotFound, parsePayload } from '../lib/errors.js';

/**
 * Extension (decision 272): the letters on every claim of the caller, oldest first: the complaint
 * letters sent on their behalf and the lenders' responses. No one else's; nothing for a claim with
 * none. The list names the letters; their bytes come one at a time (downloadClaimLetter).
 */
export async function listClaimLetters(data: unknown, { uid, deps }: CallContext) {
  parsePayload(ListClaimLettersRequestSchema, data);
  const claims = await deps.db.collection('claims').where('uid', '==', uid).select().get();
  const store = claimFileStore(deps);
  const letters = (await Promise.all(claims.docs.map((claim) => lettersOfClaim(store, claim.id)))).flat();
  const result: ListClaimLettersData = { letters: letters.sort((a, b) => a.at.localeCompare(b.at)) };
  return { data: result };
}

/**
 * Extension (decision 272): one letter of one of the caller's claims, as a PDF (base64). Only the
 * claim's owner gets it; another account's claim is answered as missing. Every download, and every
 * refused one of an existing claim, is in the firm's audit log under the claim's workspace, so its
 * supervisors see who read the claim's letters.
 */
export async function downloadClaimLetter(data: unknown, { uid, deps }: CallContext) {
  const { claimId, letterId } = parsePayload(DownloadLetterRequestSchema, data);
  const snapshot = await deps.db.collection('claims').doc(claimId).get();
  const owner = snapshot.exists && snapshot.get('uid') === uid;
  const found = owner ? await letterFile(claimFileStore(deps), claimId, letterId) : null;
  const workspace = v.safeParse(WorkspaceSchema, snapshot.get('workspace'));
  if (snapshot.exists) {
    await writeAudit(
      deps.db,
      claimantAuditRecord(uid, deps.now(), {
        action: 'letter.download',
        claimId,
        workspaces: workspace.success ? [workspace.output] : [],
        outcome: found ? 'ok' : 'refused',
        details: found
          ? { letterId, kind: found.letter.kind }
          : { letterId, reason: owner ? 'letter' : 'claim' },
      }),
    );
  }
  if (!owner) throw claimNotFound();
  if (!found) throw letterMissing();
  return { data: found.file };
}
