import { randomInt, randomUUID } from 'node:crypto';
import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { callGateway, clientApp, projectId, signInAnonymously } from '../support/emulators';
import { INITIATE_CHECK_FLAGS } from '../../contract/requests';

/** Firestore as the gateway sees it (admin, past the rules), for reading claims and the outbox. */
export function adminDb() {
  return getFirestore(adminApp());
}

export function adminApp() {
  return getApps()[0] ?? initializeAdmin({ projectId });
}

const disposers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(disposers.splice(0).map((dispose) => dispose()));
});

export interface Caller {
  uid: string;
  call: (functionName: string, data: unknown) => Promise<unknown>;
}

/** A new anonymous user calling the real gateway; apps are disposed after the file. */
export async function anonymousCaller(): Promise<Caller> {
  const { app, auth, dispose } = clientApp();
  disposers.push(dispose);
  const { user } = await signInAnonymously(auth);
  return { uid: user.uid, call: async (name, data) => (await callGateway(app, name, data)).data };
}

/** A UK mobile in a range no test shares, as typed by a person and as E.164. */
export function freshMobile(): { typed: string; e164: string } {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { typed: `077 ${digits.slice(0, 2)} ${digits.slice(2)}`, e164: `+4477${digits}` };
}

export function initiateRequest(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    title: 'Ms',
    firstName: 'Jane',
    middleName: '',
    lastName: 'Example',
    dateOfBirth: '1985-04-12',
    email: `jane.${randomUUID().slice(0, 8)}@example.com`,
    phoneNumber: freshMobile().typed,
    ...INITIATE_CHECK_FLAGS,
    ...overrides,
  };
}

interface OutboxText {
  to: string;
  body: string;
  uid: string;
  claimId: string;
}

/** Texts the sandbox sent for a claim, oldest first. */
export async function textsFor(claimId: string): Promise<OutboxText[]> {
  const snap = await adminDb().collection('sandboxOutbox').where('claimId', '==', claimId).get();
  return snap.docs
    .map((doc) => doc.data() as OutboxText & { sentAt: number })
    .sort((a, b) => a.sentAt - b.sentAt);
}

/** The passcode in the latest text for a claim. */
export async function latestCode(claimId: string): Promise<string> {
  const texts = await textsFor(claimId);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`No passcode text for claim ${claimId}`);
  return code;
}

/** A code that is certainly not the one sent. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export function errorOf(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; details?: unknown }> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: { code: string; message: string; details?: unknown }) => error,
  );
}

interface InitiateResult {
  data: { claimId: string; status: string; otpSent: boolean; phoneNumberEnding: string; expiresAt: string };
}

/** Starts a check for a caller and returns the claim id and the texted code. */
export async function startCheck(caller: Caller, overrides: Record<string, unknown> = {}) {
  const request = initiateRequest(overrides);
  const result = (await caller.call('checkboardInitiateCheck', request)) as InitiateResult;
  const claimId = result.data.claimId;
  return { request, result, claimId, code: await latestCode(claimId) };
}

/** The checked answers of a claim, as initiateRequest makes them. */
export type Applicant = Pick<
  ReturnType<typeof initiateRequest>,
  'title' | 'firstName' | 'middleName' | 'lastName' | 'dateOfBirth' | 'email' | 'phoneNumber'
>;

/** Verifies a claim's passcode and returns the ids of the agreements found. */
export async function verify(caller: Caller, claimId: string, code: string) {
  const verified = (await caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid })) as {
    data: { data: { agreements: { id: string }[] } };
  };
  return verified.data.data.agreements.map((a) => a.id);
}

/** A claim through the check and the passcode, ready to sign. */
export async function checkedClaim(caller: Caller, overrides: Record<string, unknown> = {}) {
  const { claimId, code, request } = await startCheck(caller, overrides);
  const { title, firstName, middleName, lastName, dateOfBirth, email, phoneNumber } = request;
  const applicant: Applicant = { title, firstName, middleName, lastName, dateOfBirth, email, phoneNumber };
  return { claimId, applicant, agreementIds: await verify(caller, claimId, code) };
}

/** A complete submitClaim request for a checked claim. */
export function submission(
  claimId: string,
  agreementIds: string[],
  overrides: Record<string, unknown> = {},
  applicant: Applicant = initiateRequest(),
) {
  const { title, firstName, middleName, lastName, dateOfBirth, email, phoneNumber } = applicant;
  return {
    claimId,
    idempotencyKey: randomUUID(),
    applicant: { title, firstName, middleName, lastName, dateOfBirth, email, phoneNumber },
    answers: {
      agreementIds: agreementIds.slice(0, 1),
      otherFirmInstructed: false,
      currentAddress: {
        addressLine1: '1 The Mall',
        addressLine2: '',
        city: 'London',
        postcode: 'sw1a 1aa',
        movedIn: '2010-03',
      },
      consents: { terms: true, letterOfAuthority: true, fees: true },
    },
    signature: { kind: 'typed', name: 'Jane Example' },
    referral: { utmSource: 'newsletter' },
    ...overrides,
  };
}
