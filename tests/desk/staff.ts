// Staff accounts on the Auth emulator, signed in as the desk will sign them in: the password, then
// the second factor. The emulator has no TOTP, so the factor is a text message whose code the
// emulator keeps (decision 178); the Web SDK's phone factor needs a browser, so these helpers speak
// the Identity Toolkit API the SDK speaks, and call the gateway as its callable client does.
import { randomInt, randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import type { Workspace } from '../../contract/firms';
import type { StaffRole } from '../../contract/staff';
import { grantRole } from '../../scripts/lib/grant-role';
import { adminApp } from '../gateway/support';
import { emulatorHost, projectId } from '../support/emulators';

const API_KEY = 'demo-key';
export const STAFF_PASSWORD = 'correct horse battery staple';

export interface StaffAccount {
  uid: string;
  email: string;
  /** The mobile enrolled as the second factor, or null when none is. */
  phoneNumber: string | null;
}

/** A fresh staff account: a verified email, a password, a text-message second factor and the role granted. */
export async function staffAccount(
  options: { role?: StaffRole; workspaces?: Workspace[]; secondFactor?: boolean } = {},
): Promise<StaffAccount> {
  const email = `staff-${randomUUID().slice(0, 8)}@firm.example`;
  const phoneNumber =
    options.secondFactor === false ? null : `+447700900${String(randomInt(0, 1000)).padStart(3, '0')}`;
  const auth = getAuth(adminApp());
  const user = await auth.createUser({
    email,
    password: STAFF_PASSWORD,
    emailVerified: true,
    ...(phoneNumber ? { multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber }] } } : {}),
  });
  if (options.role) {
    const workspaces = options.workspaces ?? ['Redress'];
    // grant-role gives no role to an account without a second factor (decision 247); one that has a
    // role and none is one whose factor was removed since (a lost phone), so its claims are set here.
    if (phoneNumber) await grantRole(auth, { email, role: options.role, workspaces });
    else await auth.setCustomUserClaims(user.uid, { role: options.role, workspaces });
  }
  return { uid: user.uid, email, phoneNumber };
}

export class IdentityToolkitError extends Error {}

async function identityToolkit(path: string, body: unknown): Promise<Record<string, unknown>> {
  const { url } = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(`${url}/identitytoolkit.googleapis.com/${path}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown> & { error?: { message?: string } };
  if (!response.ok) throw new IdentityToolkitError(json.error?.message ?? `HTTP ${response.status}`);
  return json;
}

/** The code the Auth emulator "texted" for a sign-in session. */
export async function textedCode(sessionInfo: string): Promise<string> {
  const { url } = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(`${url}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { sessionInfo: string; code: string }[];
  };
  const code = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error('The emulator has no code for this sign-in');
  return code;
}

/** The first step: the password. An account with a second factor gets a pending credential, not a token. */
export function signInWithPassword(email: string, password = STAFF_PASSWORD) {
  return identityToolkit('v1/accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  }) as Promise<{
    idToken?: string;
    mfaPendingCredential?: string;
    mfaInfo?: { mfaEnrollmentId: string; phoneInfo: string }[];
  }>;
}

/**
 * Signs a staff member in: the password, then the code texted to their enrolled mobile (or the
 * code `enterCode` types instead). Returns the ID token; an account with no second factor gets the
 * password-only token.
 */
export async function signInStaff(
  account: StaffAccount,
  enterCode: (texted: string) => string = (texted) => texted,
  password = STAFF_PASSWORD,
): Promise<string> {
  const first = await signInWithPassword(account.email, password);
  if (first.idToken) return first.idToken;
  const [factor] = first.mfaInfo ?? [];
  if (!first.mfaPendingCredential || !factor) throw new Error('No second factor offered');
  const started = (await identityToolkit('v2/accounts/mfaSignIn:start', {
    mfaPendingCredential: first.mfaPendingCredential,
    mfaEnrollmentId: factor.mfaEnrollmentId,
  })) as { phoneResponseInfo: { sessionInfo: string } };
  const { sessionInfo } = started.phoneResponseInfo;
  const code = enterCode(await textedCode(sessionInfo));
  const finished = (await identityToolkit('v2/accounts/mfaSignIn:finalize', {
    mfaPendingCredential: first.mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code },
  })) as { idToken: string };
  return finished.idToken;
}

/** The claims an ID token carries (the emulator's tokens are unsigned JWTs). */
export function tokenClaims(
  idToken: string,
): Record<string, unknown> & { firebase: Record<string, unknown> } {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ReturnType<typeof tokenClaims>;
}

/** A refusal as the callable client reports it: `functions/<code>`, the message and the details. */
export class GatewayRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: { reason?: string },
  ) {
    super(message);
  }
}

/** Calls the gateway with an ID token, as the Firebase callable client does. */
export async function callWithToken(idToken: string, functionName: string, data: unknown): Promise<unknown> {
  const { url } = emulatorHost('FUNCTIONS_EMULATOR_HOST');
  const response = await fetch(`${url}/${projectId}/europe-west2/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: { functionName, data } }),
  });
  const json = (await response.json()) as {
    result?: unknown;
    error?: { status: string; message: string; details?: { reason?: string } };
  };
  if (json.error) {
    throw new GatewayRefusal(
      `functions/${json.error.status.toLowerCase().replace(/_/g, '-')}`,
      json.error.message,
      json.error.details,
    );
  }
  return json.result;
}

export interface StaffCaller extends StaffAccount {
  idToken: string;
  call: (functionName: string, data: unknown) => Promise<unknown>;
}

/** A staff member with a role, signed in with both factors, calling the gateway. */
export async function staffCaller(options: {
  role: StaffRole;
  workspaces: Workspace[];
  secondFactor?: boolean;
}): Promise<StaffCaller> {
  const account = await staffAccount(options);
  const idToken = await signInStaff(account);
  return { ...account, idToken, call: (name, data) => callWithToken(idToken, name, data) };
}

/** The refusal a call ends in (the test fails if it succeeds). */
export function refusalOf(promise: Promise<unknown>): Promise<GatewayRefusal> {
  return promise.then(
    () => {
      throw new Error('expected the call to be refused');
    },
    (error: GatewayRefusal) => error,
  );
}
