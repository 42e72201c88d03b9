// Claimants and claims made "on another device", written as the gateway stores them, for the
// browser tests of the pages a claimant reaches after submitting (Your claims, the timeline, their
// data). The journey's own tests make theirs through the pages instead.
import { preparedComplaint } from '../../contract/lifecycle/machine';
import { deskListFieldsOf } from '../../contract/deskList';
import { deskSearchEntries, deskSearchMerge, searchFieldsOf } from '../../contract/search';
import { listMonthWrite, listRowWrites } from '../../scripts/lib/seedDeskList';
import * as j from '../journeySupport';

export const DAY = 86_400_000;
export const BLANK_ADDRESS = { addressLine1: '', addressLine2: '', city: '', postcode: '' };
export const HOME_ADDRESS = {
  ...BLANK_ADDRESS,
  addressLine1: '1 The Mall',
  city: 'London',
  postcode: 'SW1A 1AA',
};

/** An agreement from the claimant's credit file, as the check stores it. */
export const seededAgreement = (id: string, lender: string) => ({
  id,
  lender,
  startDate: '2016-05-01',
  endDate: null,
  agreementType: 'PCP',
  vehicle: { make: 'Ford', model: 'Focus', registration: 'AB16 CDE' },
});

/** The same agreement as a complaint lists it. */
export const complaintAgreement = (lender: string) => ({
  lender,
  startDate: '2016-05-01',
  agreementType: 'PCP',
  vehicle: 'Ford Focus, AB16 CDE',
  source: 'creditFile',
});

/**
 * A registered claimant: an account whose email is confirmed, a password, and a profile (with
 * their current address when `address` is given); its uid is `ownUid` when given (the owner of
 * claims seeded before).
 */
export async function seedClaimant(
  lastName: string,
  password: string,
  address = BLANK_ADDRESS,
  ownUid?: string,
) {
  const who = j.claimant(lastName);
  const { auth, db } = j.admin();
  const { uid } = await auth.createUser({
    ...(ownUid === undefined ? {} : { uid: ownUid }),
    email: who.email,
    password,
    emailVerified: true,
  });
  const applicant = {
    title: 'Ms',
    firstName: 'Jane',
    middleName: '',
    lastName: who.lastName,
    dateOfBirth: '1985-04-12',
    email: who.email,
    phoneNumber: who.phoneE164,
  };
  await db.doc(`users/${uid}`).set({
    id: uid,
    userId: uid,
    firstName: applicant.firstName,
    middleName: '',
    lastName: applicant.lastName,
    email: who.email,
    phoneNumber: who.phoneE164,
    ...address,
    previousAddress: BLANK_ADDRESS,
    previousPreviousAddress: BLANK_ADDRESS,
  });
  const reference = `RDR-${uid
    .slice(0, 8)
    .toUpperCase()
    .replace(/[^A-Z2-9]/g, 'X')}`;
  return { ...who, uid, password, applicant, reference };
}
export type SeededClaimant = Awaited<ReturnType<typeof seedClaimant>>;

/**
 * A claim signed and submitted at `signedAt` for the first agreement of `agreements`, from the
 * Redress workspace; `fields` add to or replace what is stored.
 */
export async function seedSignedClaim(
  owner: SeededClaimant,
  claimId: string,
  signedAt: number,
  fields: Record<string, unknown> = {},
) {
  const claim = {
    uid: owner.uid,
    status: 'submitted',
    applicant: owner.applicant,
    createdAt: signedAt - 3_600_000,
    updatedAt: signedAt,
    agreements: [seededAgreement('agr-1', 'Black Horse')],
    addresses: [],
    answers: {
      agreementIds: ['agr-1'],
      manualAgreements: [],
      otherFirmInstructed: false,
      currentAddress: { ...HOME_ADDRESS, movedIn: '2010-03' },
      consents: { terms: true, letterOfAuthority: true, fees: true },
    },
    signature: { kind: 'typed', name: `Jane ${owner.lastName}`, signedAt },
    submission: {
      idempotencyKey: `seeded-${claimId}`.slice(0, 60),
      requestHash: 'seeded',
      reference: owner.reference,
    },
    workspace: 'Redress',
    signedAt,
    submittedAt: signedAt,
    ...fields,
  };
  const { db } = j.admin();
  const batch = db.batch();
  batch.set(db.doc(`claims/${claimId}`), claim);
  // Found by the desk's searches as a submitted claim is (decision 286), and in its workspace's and
  // its lender's lists by month (decisions 290 and 293).
  for (const { path, entry } of deskSearchEntries(claimId, searchFieldsOf(claim)))
    batch.set(db.doc(path), deskSearchMerge(claimId, entry), { merge: true });
  const listedAs = deskListFieldsOf(claim);
  const listed = [
    ...listRowWrites(db, claimId, listedAs),
    ...listMonthWrite(db, claimId, listedAs, new Set()),
  ];
  for (const write of listed) write(batch);
  await batch.commit();
}

/** The claim's complaint to Black Horse, prepared as submission leaves it; `fields` move it on. */
export async function seedComplaint(
  owner: SeededClaimant,
  claimId: string,
  signedAt: number,
  fields: Record<string, unknown> = {},
) {
  await j
    .admin()
    .db.doc(`claims/${claimId}/complaints/complaint-1`)
    .set({
      complaintId: 'complaint-1',
      lender: 'Black Horse',
      agreements: [complaintAgreement('Black Horse')],
      uid: owner.uid,
      workspace: 'Redress',
      ...preparedComplaint({ signedAt }),
      eventCount: 0,
      createdAt: signedAt,
      updatedAt: signedAt,
      ...fields,
    });
}

/**
 * A registered claimant with one claim, signed and submitted at `signedAt` against Black Horse
 * from the Redress workspace, its complaint prepared, as the gateway stores them after submission.
 * The claim's id is `<prefix>-<uid>`; `fields` add to or replace what the claim stores.
 */
export async function seedSubmittedClaimant(
  lastName: string,
  password: string,
  { signedAt, prefix, fields = {} }: { signedAt: number; prefix: string; fields?: Record<string, unknown> },
) {
  const who = await seedClaimant(lastName, password);
  const claimId = `${prefix}-${who.uid}`;
  await seedSignedClaim(who, claimId, signedAt, fields);
  await seedComplaint(who, claimId, signedAt);
  return { ...who, claimId, signedAt };
}
