import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallContext } from '../context.js';
import { signedClaimOf } from '../claims/signedClaim.js';
import { setDeskListRows } from '../desk/listRows.js';
import { setDeskSearchEntries } from '../desk/searchRows.js';
import { countComplaintChanges } from '../desk/overviewCounters.js';
import { newReference } from '../claims/reference.js';
import { forgetProgress } from './progress.js';
import { claimNotFound, parsePayload } from '../lib/errors.js';
import { payloadHash } from '../lib/hashing.js';
import { idempotencyConflict } from '../lib/outcomes.js';
import { IDENTITY_CHANGED_MESSAGE, changedCheckedAnswers } from '../../../contract/checkedAnswers.js';
import { claimDeskFields, type ClaimedAgreement, type SignedClaim } from '../../../contract/claim.js';
import { preparedComplaint } from '../../../contract/lifecycle/machine.js';
import { agreementRoutesOfClaim } from '../../../contract/claimRoutes.js';
import { complaintsOfClaim, type StoredComplaint } from '../../../contract/lifecycle/stored.js';
import { blankProfile, profileOfClaim } from '../../../contract/profile.js';
import { SubmitClaimRequestSchema, type Applicant } from '../../../contract/requests.js';
import type { Agreement, SubmitClaimData } from '../../../contract/responses.js';

/** The claim's complaints as first stored: one per lender and route, prepared, nothing recorded. */
export function preparedComplaints(claim: SignedClaim, t: number): StoredComplaint[] {
  return complaintsOfClaim(claim).map(({ complaintId, lender, route, agreements }) => ({
    complaintId,
    lender,
    // Firestore takes no undefined values: a part the agreement does not have is left out.
    agreements: agreements.map(
      (agreement) =>
        Object.fromEntries(
          Object.entries(agreement).filter(([, value]) => value !== undefined),
        ) as ClaimedAgreement,
    ),
    uid: claim.uid,
    workspace: claim.workspace,
    ...preparedComplaint({ signedAt: claim.signedAt, route }),
    eventCount: 0,
    createdAt: t,
    updatedAt: t,
  }));
}

interface Submission {
  idempotencyKey: string;
  requestHash: string;
  reference: string;
}

/**
 * Extension: signs and submits the caller's checked claim. The claim moves to `signed` with the
 * answers and signature, then to `submitted`; a retry with the same key finishes or replays it.
 * The claim keeps the names, date of birth and mobile the credit check was run with: a request
 * whose identity differs from them is refused (decision 108). The profile is written in the same
 * transaction, from the same values, so the two agree. The call answers once the claim is signed
 * and submitted; the confirmation email, with the signed letter of authority attached, is made by
 * a queued task within seconds, so the claimant does not wait for the PDF (decision 226).
 */
export async function submitClaim(data: unknown, { uid, deps }: CallContext) {
  const input = parsePayload(SubmitClaimRequestSchema, data);
  const { idempotencyKey, claimId, ...request } = input;
  const requestHash = payloadHash(request);
  const { db, now } = deps;
  const claimRef = db.collection('claims').doc(claimId);

  const signed = await db.runTransaction(async (tx) => {
    const claim = await tx.get(claimRef);
    if (!claim.exists || claim.get('uid') !== uid) throw claimNotFound();
    const existing = claim.get('submission') as Submission | undefined;
    if (existing) {
      if (existing.idempotencyKey !== idempotencyKey || existing.requestHash !== requestHash) {
        if (existing.idempotencyKey === idempotencyKey) throw idempotencyConflict();
        throw new HttpsError('failed-precondition', 'This claim has already been signed.', {
          reason: 'already-signed',
        });
      }
      return { reference: existing.reference, submittedAt: claim.get('submittedAt') as number | undefined };
    }
    if (claim.get('status') !== 'checked') {
      throw new HttpsError('failed-precondition', 'Finish the credit check before signing this claim.', {
        reason: 'not-checked',
      });
    }
    const known = new Set(((claim.get('agreements') as Agreement[] | undefined) ?? []).map((a) => a.id));
    const unknown = request.answers.agreementIds.find((id) => !known.has(id));
    if (unknown !== undefined) {
      throw new HttpsError(
        'invalid-argument',
        'data.answers.agreementIds: one of these is not an agreement found on this claim',
      );
    }
    const checked = claim.get('applicant') as Applicant;
    const changed = changedCheckedAnswers(checked, request.applicant);
    if (changed.length > 0) {
      throw new HttpsError('failed-precondition', IDENTITY_CHANGED_MESSAGE, {
        reason: 'identity-changed',
        fields: changed,
      });
    }
    // The title and the email address are not part of the check: they are taken as sent.
    const applicant: Applicant = {
      ...checked,
      title: request.applicant.title,
      email: request.applicant.email,
    };
    const userRef = db.collection('users').doc(uid);
    const profile = await tx.get(userRef);
    const t = now();
    const reference = newReference();
    const fields = profileOfClaim(applicant, request.answers);
    const agreements = (claim.get('agreements') as Agreement[] | undefined) ?? [];
    if (profile.exists) tx.update(userRef, fields);
    else tx.create(userRef, { ...blankProfile(uid), ...fields });
    tx.update(claimRef, {
      status: 'signed',
      applicant,
      answers: request.answers,
      signature: { ...request.signature, signedAt: t },
      referral: request.referral ?? null,
      workspace: request.workspace,
      // What the desk lists and finds the claim by (decision 180).
      ...claimDeskFields({ agreements, applicant, answers: request.answers }),
      // Each claimed agreement's route in the FCA's redress scheme, from its start and kind, as
      // it stood when the claim was signed (decision 254).
      agreementRoutes: agreementRoutesOfClaim({ agreements, answers: request.answers }),
      submission: { idempotencyKey, requestHash, reference },
      signedAt: t,
      updatedAt: t,
      // A signed claim is kept for the firm's retention period, not removed as an unsigned one.
      expireAt: FieldValue.delete(),
    });
    return { reference, submittedAt: undefined };
  });

  let submittedAt = signed.submittedAt;
  if (submittedAt === undefined) {
    // The firm's case intake would receive the signed claim here; the reference gateway records it.
    // Submitting makes the claim's complaints, one per lender, each prepared (decision 173).
    submittedAt = await db.runTransaction(async (tx) => {
      const claim = await tx.get(claimRef);
      const already = claim.get('submittedAt') as number | undefined;
      if (already !== undefined) return already;
      const t = now();
      const signedClaim = signedClaimOf(claim.data());
      if (!signedClaim) throw new Error('A signed claim does not read as one');
      const complaints = preparedComplaints(signedClaim, t);
      for (const complaint of complaints) {
        tx.create(claimRef.collection('complaints').doc(complaint.complaintId), complaint);
      }
      // The desk overview counts them from now on (decision 273).
      countComplaintChanges(
        db,
        tx,
        claimId,
        complaints.map((complaint) => ({ before: null, after: complaint })),
      );
      tx.update(claimRef, { status: 'submitted', submittedAt: t, updatedAt: t });
      // The claim is listed from now on: its rows under its lenders (decision 231).
      setDeskListRows(db, tx, claim, { status: 'submitted', submittedAt: t });
      // And found by the desk's searches, by reference, email and surname with each postcode (decision 286).
      setDeskSearchEntries(db, tx, claim, { submittedAt: t });
      return t;
    });
  }
  // The confirmation email, with the signed copy attached, is made by a task (sendClaimConfirmation
  // in index.ts), retried until it is sent. If queuing fails, so does the call, and the client's
  // retry (same key) queues it; a retry after it was sent queues nothing.
  // The journey saved for later has done its work; it is not kept once the claim is in. Both at
  // once: neither waits for the other.
  const queueConfirmation = async () => {
    if (
      signed.submittedAt === undefined ||
      (await claimRef.get()).get('confirmationQueuedAt') === undefined
    ) {
      await deps.providers.confirmations.queue(claimId);
    }
  };
  await Promise.all([queueConfirmation(), forgetProgress(uid, { deps })]);
  const result: SubmitClaimData = {
    claimId,
    reference: signed.reference,
    status: 'submitted',
    submittedAt: new Date(submittedAt).toISOString(),
  };
  return { data: result };
}
