// Carrying out an approved deletion (decision 184): what the firm must keep stays on the signed
// claims; everything else held about the account goes. Each step can run again: a deletion that
// stopped half-way is finished by approving it again.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { isUnsignedStatus } from '../../../contract/claimStatus.js';
import { claimedAgreementsOnly, REMOVED_FROM_A_SIGNED_CLAIM } from '../../../contract/dataRights.js';
import { deskListFieldsOf, deskListWrites } from '../../../contract/deskList.js';
import { applyDeskListWrites } from '../desk/listRows.js';
import { personalSearchesOf, removeFromDeskSearch } from '../desk/searchRows.js';
import { PROGRESS_COLLECTION } from '../handlers/progress.js';

export interface Erased {
  /** The signed claims kept, with what the firm keeps. */
  signedClaims: string[];
  unsignedClaims: number;
  profile: boolean;
  savedJourney: boolean;
  emails: number;
}

/**
 * Whether a stored claim was signed: it is then the firm's case record. Only a claim that is
 * plainly unsigned (a draft or checked claim with no signature) is deleted; anything else is kept.
 */
export function signed(data: Readonly<Record<string, unknown>> | undefined): boolean {
  return !isUnsignedStatus(data?.status) || data?.signature !== undefined || data?.submission !== undefined;
}

/**
 * Removes what is held about an account but its signed claims' case record: unsigned claims (and
 * their passcodes), the profile, a saved journey, queued emails, idempotency records; from each
 * signed claim, the referral, the credit file's addresses and the agreements not claimed for.
 * The emails named in `keepMails` stay (the one saying the deletion is done, decision 271: it may
 * be queued before a deletion that stopped half-way is finished).
 */
export async function eraseAccountData(
  db: Firestore,
  uid: string,
  now: number,
  keepMails: readonly string[] = [],
): Promise<Erased> {
  const [claims, profile, progress, queued, passcodes, idempotency] = await Promise.all([
    db.collection('claims').where('uid', '==', uid).get(),
    db.collection('users').doc(uid).get(),
    db.collection(PROGRESS_COLLECTION).doc(uid).get(),
    db.collection('mail').where('uid', '==', uid).get(),
    db.collection('passcodes').where('uid', '==', uid).get(),
    db.collection('idempotency').where('uid', '==', uid).get(),
  ]);
  const mails = queued.docs.filter((mail) => !keepMails.includes(mail.id));
  // The signed claims leave the desk's email and surname searches before their search fields go, so
  // a deletion stopped half-way still knows, when run again, which searches found them (decision 286).
  await removeFromDeskSearch(
    db,
    claims.docs
      .filter((claim) => signed(claim.data()))
      .map((claim) => ({ claimId: claim.id, searches: personalSearchesOf(claim.data()) })),
  );
  // And they leave their lenders' lists (decision 293), before the search fields naming the lenders go;
  // their workspace's lists keep them, as those entries hold no personal data (decision 290).
  // One batch per claim, committed before anything else goes: a failure stops the deletion, which
  // approving it again finishes.
  for (const claim of claims.docs.filter((doc) => signed(doc.data()))) {
    const listed = deskListFieldsOf(claim.data());
    const leaving = db.batch();
    applyDeskListWrites(db, leaving, deskListWrites(listed, { ...listed, search: null }, claim.id));
    await leaving.commit();
  }
  const signedClaims: string[] = [];
  let unsignedClaims = 0;
  const writer = db.bulkWriter();
  for (const claim of claims.docs) {
    if (signed(claim.data())) {
      signedClaims.push(claim.id);
      const agreements = (claim.get('agreements') as { id: string }[] | undefined) ?? [];
      const chosen = (claim.get('answers.agreementIds') as string[] | undefined) ?? [];
      void writer.update(claim.ref, {
        ...Object.fromEntries(REMOVED_FROM_A_SIGNED_CLAIM.map((field) => [field, FieldValue.delete()])),
        agreements: claimedAgreementsOnly(agreements, chosen),
        accountDeletedAt: claim.get('accountDeletedAt') ?? now,
      });
    } else {
      unsignedClaims += 1;
    }
  }
  for (const doc of [...mails, ...passcodes.docs, ...idempotency.docs]) void writer.delete(doc.ref);
  if (profile.exists) void writer.delete(profile.ref);
  if (progress.exists) void writer.delete(progress.ref);
  await writer.close();
  // An unsigned claim goes whole, with anything under it.
  for (const claim of claims.docs) {
    if (!signedClaims.includes(claim.id)) await db.recursiveDelete(claim.ref);
  }
  return {
    signedClaims,
    unsignedClaims,
    profile: profile.exists,
    savedJourney: progress.exists,
    emails: mails.length,
  };
}

/** Deletes the sign-in account (its email, password and sign-in history); gone already is fine. */
export async function deleteSignInAccount(uid: string): Promise<boolean> {
  const { getAuth } = await import('firebase-admin/auth');
  try {
    await getAuth().deleteUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return false;
    throw error;
  }
}
