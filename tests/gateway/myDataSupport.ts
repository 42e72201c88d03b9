import { randomInt, randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { afterAll, vi } from 'vitest';
import { callGateway, clientApp, emulatorHost, signInAnonymously } from '../support/emulators';
import { recordAsTheDesk } from './events';
import { staffCaller } from './staff';
import { adminApp, adminDb, checkedClaim, generalRouteAnswers, submission, type Caller } from './support';

const disposers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(disposers.splice(0).map((dispose) => dispose()));
});

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
const capital = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

/** A device: its own client app, signed in as a guest, calling the gateway and reading Firestore through the rules. */
export async function guestDevice() {
  const { app, auth, dispose } = clientApp();
  disposers.push(dispose);
  const { user } = await signInAnonymously(auth);
  const firestore = getFirestore(app);
  const { host, port } = emulatorHost('FIRESTORE_EMULATOR_HOST');
  connectFirestoreEmulator(firestore, host, port);
  const caller: Caller = {
    uid: user.uid,
    call: async (name, data) => (await callGateway(app, name, data)).data,
  };
  return { app, auth, firestore, caller };
}

/**
 * A claimant with something of every kind: a submitted claim (a referral, a signature, a
 * complaint on the general route the firm sent and made an offer on, the offer accepted), an unfinished claim checked
 * against the credit file, a journey saved for later, and a password account with a confirmed
 * email. Each personal value is unique to this claimant, so a search of the whole database finds
 * only theirs.
 */
export async function claimantWithData() {
  const device = await guestDevice();
  const { caller } = device;
  const firstName = `Zeph${letters(6)}`;
  const addressLine1 = `${randomInt(1, 999)} ${capital(letters(8))} Lane`;
  const campaign = `campaign-${letters(10)}`;
  const journeyMarker = `journey-${letters(10)}`;

  const signedClaim = await checkedClaim(caller, { firstName });
  const request = submission(signedClaim.claimId, signedClaim.agreementIds, {}, signedClaim.applicant);
  await caller.call('submitClaim', {
    ...request,
    answers: {
      ...request.answers,
      ...generalRouteAnswers(),
      currentAddress: { ...request.answers.currentAddress, addressLine1 },
    },
    signature: { kind: 'typed', name: `${firstName} ${signedClaim.applicant.lastName}` },
    referral: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: campaign },
  });
  // Its confirmation email follows the call (a queued task, decision 226): the claimant's data is
  // taken once it has been sent.
  await vi.waitFor(
    async () => {
      const claim = await adminDb().doc(`claims/${signedClaim.claimId}`).get();
      if (typeof claim.get('confirmationQueuedAt') !== 'number') throw new Error('No confirmation yet');
    },
    { timeout: 30_000, interval: 200 },
  );
  const unsigned = await checkedClaim(caller, {
    firstName,
    lastName: signedClaim.applicant.lastName,
    dateOfBirth: signedClaim.applicant.dateOfBirth,
  });
  await caller.call('saveProgress', { progress: JSON.stringify({ marker: journeyMarker, firstName }) });

  // The firm sends the complaint and records an offer; the claimant accepts it.
  const handler = await staffCaller('handler', ['Redress']);
  const record = (who: Caller, event: object) =>
    recordAsTheDesk(who, {
      claimId: signedClaim.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
      event,
    });
  await record(handler, { type: 'handler.send' });
  await record(handler, { type: 'handler.recordOffer', offerPence: 150_000 });
  await record(caller, { type: 'claimant.acceptOffer' });

  // A password, its email confirmed (as the verification link does), then signed in with it.
  const email = `${firstName.toLowerCase()}.${letters(6)}@example.com`;
  const password = 'three random words together';
  await caller.call('upgradeAccount', { email, password, continueUrl: 'http://127.0.0.1:5173/login' });
  await getAuth(adminApp()).updateUser(caller.uid, { emailVerified: true });
  await signInWithEmailAndPassword(device.auth, email, password);

  return {
    ...device,
    handler,
    signedClaimId: signedClaim.claimId,
    unsignedClaimId: unsigned.claimId,
    /** Values only this claimant has, as they are stored. */
    personal: {
      firstName,
      lastName: signedClaim.applicant.lastName,
      email,
      claimEmail: signedClaim.applicant.email,
      unsignedClaimEmail: unsigned.applicant.email,
      // Typed as a person types it; stored as E.164.
      phoneNumber: `+44${signedClaim.applicant.phoneNumber.replace(/\s+/g, '').slice(1)}`,
      addressLine1,
      campaign,
      journeyMarker,
    },
  };
}

export type ClaimantWithData = Awaited<ReturnType<typeof claimantWithData>>;

/**
 * What only the firm's staff keep about a claim, planted as the desk would: an internal note under
 * the claim, an entry in the audit log, and a search key on the claim document itself.
 */
export async function plantStaffOnlyData(claimId: string, uid: string) {
  const marker = `staff-only-${letters(10)}`;
  const db = adminDb();
  await db.doc(`claims/${claimId}/notes/note-1`).set({ uid, text: `${marker} note`, by: 'staff-9', at: 1 });
  await db
    .collection('audit')
    .add({ subjectUid: uid, claimId, action: 'openClaim', note: `${marker} audit` });
  await db.doc(`claims/${claimId}`).update({ search: { keys: [`${marker} search`] } });
  return marker;
}
