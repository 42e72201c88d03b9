import { randomInt, randomUUID } from 'node:crypto';
import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { callGateway, clientApp, projectId, signInAnonymously } from '../support/emulators';
import { INITIATE_CHECK_FLAGS } from '../../contract/requests';
import {
  SEARCH_LEDGER,
  sandboxSubject,
  searchLedgerKey,
} from '../../functions/src/providers/sandbox/creditCheck';

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

/** A surname no other test uses, so its sandbox credit file (and the mobile it holds) is its own. */
export function freshSurname(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
  return `Test${letters}`;
}

function freshDateOfBirth(): string {
  const year = 1950 + randomInt(0, 50);
  return `${year}-${String(1 + randomInt(0, 12)).padStart(2, '0')}-${String(1 + randomInt(0, 28)).padStart(2, '0')}`;
}

/** An E.164 UK mobile as a person types it: 077 12 345678. */
export function typedMobile(e164: string): string {
  return `0${e164.slice(3, 5)} ${e164.slice(5, 7)} ${e164.slice(7)}`;
}

/**
 * Someone with a sandbox credit file: the current postcode that finds it and the mobile it holds
 * (the passcode goes only there). Fresh unless a surname and date of birth are given.
 */
export function subjectOf(who: { lastName?: string; dateOfBirth?: string } = {}) {
  const lastName = who.lastName ?? freshSurname();
  const dateOfBirth = who.dateOfBirth ?? freshDateOfBirth();
  const file = sandboxSubject({ lastName, dateOfBirth });
  const e164 = file.mobileNumbers[0] ?? '';
  return { lastName, dateOfBirth, postcode: file.postcode, mobile: { e164, typed: typedMobile(e164) } };
}

/**
 * A checkboardInitiateCheck payload for a fresh subject whose file holds the mobile; overrides
 * win (a surname or date of birth given there picks that subject's file, postcode and mobile).
 */
export function initiateRequest(overrides: Record<string, unknown> = {}) {
  const who = subjectOf({
    lastName: overrides.lastName as string | undefined,
    dateOfBirth: overrides.dateOfBirth as string | undefined,
  });
  return {
    idempotencyKey: randomUUID(),
    title: 'Ms',
    firstName: 'Jane',
    middleName: '',
    lastName: who.lastName,
    dateOfBirth: who.dateOfBirth,
    email: `jane.${randomUUID().slice(0, 8)}@example.com`,
    phoneNumber: who.mobile.typed,
    postcode: who.postcode,
    ...INITIATE_CHECK_FLAGS,
    ...overrides,
  };
}

/** Credit searches the sandbox bureau was asked for about a subject (each a paid call). */
export async function searchesFor(who: { lastName: string; dateOfBirth: string }): Promise<number> {
  const snap = await adminDb().collection(SEARCH_LEDGER).where('key', '==', searchLedgerKey(who)).get();
  return snap.size;
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

export interface InitiateResult {
  data: {
    claimId: string;
    status: string;
    otpSent: boolean;
    phoneNumberEnding?: string;
    expiresAt?: string;
    reason?: string;
  };
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

/**
 * An agreement added by hand that started after 1 November 2024, outside the FCA's redress scheme:
 * its complaint runs on the general route (the lender's final response in 8 weeks) whatever the
 * credit file holds. A test of the general route submits this instead of a credit-file agreement,
 * whose start, and so its route, the sandbox picks at random.
 */
export const generalRouteAgreement = {
  lender: 'Example Motor Finance',
  startDate: '2025-03',
  agreementType: 'HP',
} as const;

/**
 * The answers of a claim whose complaints are all on the general route: no credit-file agreement
 * chosen, and one agreement added by hand for each lender named (`generalRouteAgreement`'s first).
 */
export function generalRouteAnswers(lenders: string[] = [generalRouteAgreement.lender]) {
  return {
    agreementIds: [],
    manualAgreements: lenders.map((lender) => ({ ...generalRouteAgreement, lender })),
  };
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
