// The desk's list, search and overview over seeded claims, timed through the gateway on the
// emulators (`npm run bench -- desk`, decisions 201, 279): a handler of every workspace, signed in with the
// password and the second factor as the desk signs in, calls deskListClaims as the desk does, and
// each kind of query is timed from the request leaving to the answer read back.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import type { DeskListClaimsRequest } from '../../contract/desk';
import { WORKSPACES } from '../../contract/staff';
import { guardCall } from '../../functions/src/callGuards';
import type { Deps } from '../../functions/src/context';
import { LIMITS } from '../../functions/src/lib/rateLimit';
import { accountLookup } from '../../functions/src/lib/tokenCurrent';
import { grantRole } from '../lib/grant-role';
import { seed } from '../lib/seed';

const API_KEY = 'demo-key';
const PASSWORD = 'bench staff password';

export interface DeskBenchOptions {
  db: Firestore;
  auth: Auth;
  projectId: string;
  /** http://127.0.0.1:<port> of the Auth emulator, and the gateway's URL. */
  authUrl: string;
  gatewayUrl: string;
  claims: number;
  /** Timed calls per kind of query, after warm-up calls that are not counted. */
  samples: number;
  log: (line: string) => void;
}

export interface DeskQueryTiming {
  kind: string;
  label: string;
  samples: number[];
  rows: number;
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown> & { error?: { message?: string } };
  if (!response.ok || json.error)
    throw new Error(`${url.split('?')[0]}: ${json.error?.message ?? response.status}`);
  return json;
}

/** A staff member of every workspace, signed in with the password and the texted code (decision 178). */
export async function signedInStaff(
  options: Pick<DeskBenchOptions, 'auth' | 'authUrl' | 'projectId'>,
  role: 'handler' | 'supervisor' = 'handler',
): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@firm.example`;
  await options.auth.createUser({
    email,
    password: PASSWORD,
    emailVerified: true,
    multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: '+447700900001' }] },
  });
  await grantRole(options.auth, { email, role, workspaces: [...WORKSPACES] });
  const toolkit = (path: string, body: unknown) =>
    post(`${options.authUrl}/identitytoolkit.googleapis.com/${path}?key=${API_KEY}`, body);
  const first = (await toolkit('v1/accounts:signInWithPassword', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  })) as { mfaPendingCredential: string; mfaInfo: { mfaEnrollmentId: string }[] };
  const started = (await toolkit('v2/accounts/mfaSignIn:start', {
    mfaPendingCredential: first.mfaPendingCredential,
    mfaEnrollmentId: first.mfaInfo[0]!.mfaEnrollmentId,
  })) as { phoneResponseInfo: { sessionInfo: string } };
  const { sessionInfo } = started.phoneResponseInfo;
  const codes = (await (
    await fetch(`${options.authUrl}/emulator/v1/projects/${options.projectId}/verificationCodes`)
  ).json()) as { verificationCodes: { sessionInfo: string; code: string }[] };
  const code = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  const finished = (await toolkit('v2/accounts/mfaSignIn:finalize', {
    mfaPendingCredential: first.mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code },
  })) as { idToken: string };
  return finished.idToken;
}

type ListAnswer = { result: { data: { claims: unknown[]; nextCursor: string | null } } };

/** Seeds the claims, then times each kind of desk query `samples` times. */
export async function benchDesk(options: DeskBenchOptions) {
  const { log, samples } = options;
  log(`  seeding ${options.claims.toLocaleString('en-GB')} claims`);
  const seedStarted = Date.now();
  const seeded = await seed(options.db, {
    claims: options.claims,
    seed: 31,
    progressEvery: Math.max(1000, Math.round(options.claims / 10)),
    onProgress: (p) =>
      log(
        `  … ${p.claims.toLocaleString('en-GB')} claims (${p.documents.toLocaleString('en-GB')} documents) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
      ),
  });
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  log(`  seeded ${seeded.claims} claims and ${seeded.events} events in ${seedSeconds.toFixed(1)} s`);

  const idToken = await signedInStaff(options);
  const call = (functionName: string, data: unknown) =>
    post(options.gatewayUrl, { data: { functionName, data } }, { authorization: `Bearer ${idToken}` });
  const list = (data: DeskListClaimsRequest) => call('deskListClaims', data) as Promise<ListAnswer>;

  // Search terms taken from seeded claims spread over the run, each sample a different claimant.
  const sampleIds = Array.from(
    { length: samples },
    (_, i) => seeded.claimIds[Math.floor(((i + 0.5) * seeded.claimIds.length) / samples)]!,
  );
  const sampled = await options.db.getAll(...sampleIds.map((id) => options.db.doc(`claims/${id}`)));
  const people = sampled.map((doc) => ({
    reference: doc.get('submission.reference') as string,
    email: doc.get('applicant.email') as string,
    surname: doc.get('applicant.lastName') as string,
    postcode: doc.get('answers.currentAddress.postcode') as string,
    lender: (doc.get('lenders') as string[])[0]!,
  }));

  let cursor: string | null = null;
  const kinds: { kind: string; label: string; request: (i: number) => Promise<DeskListClaimsRequest> }[] = [
    { kind: 'newest', label: 'List, newest first', request: () => Promise.resolve({}) },
    { kind: 'status', label: 'Filter: status', request: () => Promise.resolve({ status: 'in-progress' }) },
    {
      kind: 'lender',
      label: 'Filter: lender',
      request: (i) => Promise.resolve({ lender: people[i]!.lender }),
    },
    {
      kind: 'workspace',
      label: 'Filter: workspace',
      request: (i) => Promise.resolve({ workspace: WORKSPACES[i % WORKSPACES.length]! }),
    },
    {
      kind: 'statusLender',
      label: 'Filter: status and lender',
      request: (i) => Promise.resolve({ status: 'in-progress', lender: people[i]!.lender }),
    },
    { kind: 'overdue', label: 'Overdue, longest first', request: () => Promise.resolve({ overdue: true }) },
    {
      kind: 'reference',
      label: 'Search: reference',
      request: (i) => Promise.resolve({ search: { by: 'reference', reference: people[i]!.reference } }),
    },
    {
      kind: 'email',
      label: 'Search: email',
      request: (i) => Promise.resolve({ search: { by: 'email', email: people[i]!.email } }),
    },
    {
      kind: 'surnamePostcode',
      label: 'Search: surname and postcode',
      request: (i) =>
        Promise.resolve({
          search: { by: 'surnamePostcode', surname: people[i]!.surname, postcode: people[i]!.postcode },
        }),
    },
    {
      kind: 'nextPage',
      label: 'Next page by cursor (newest first)',
      // Each sample the page after the one before, from the first page on.
      request: async () => {
        if (cursor === null) cursor = (await list({})).result.data.nextCursor;
        return { cursor: cursor! };
      },
    },
  ];

  // The overview first: its module is loaded while the gateway's build is the one the run started with.
  const timings: DeskQueryTiming[] = [await timeOverview(call, samples)];
  for (const { kind, label, request } of kinds) {
    // Warm-up: the first calls load code and caches in the emulators, which a running desk has.
    for (let i = 0; i < 3; i += 1) await list(await request(i));
    cursor = null;
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < samples; i += 1) {
      const data = await request(i);
      const started = performance.now();
      const answer = await list(data);
      times.push(performance.now() - started);
      rows += answer.result.data.claims.length;
      if (kind === 'nextPage') cursor = answer.result.data.nextCursor;
    }
    timings.push({ kind, label, samples: times, rows: Math.round(rows / samples) });
  }
  const guard = await timeGuard(options, idToken);
  return { claims: seeded.claims, events: seeded.events, seedSeconds, timings, guard };
}

type OverviewAnswer = { result: { data: { workspaces: unknown[] } } };

/**
 * The overview (decision 273) as the desk opens it: deskOverview for all four of the handler's
 * workspaces, from their counters (sixteen documents each), after the same warm-up. Its rows are
 * the workspaces answered.
 */
async function timeOverview(
  call: (functionName: string, data: unknown) => Promise<unknown>,
  samples: number,
): Promise<DeskQueryTiming> {
  for (let i = 0; i < 3; i += 1) await call('deskOverview', {});
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const answer = (await call('deskOverview', {})) as OverviewAnswer;
    times.push(performance.now() - started);
    rows += answer.result.data.workspaces.length;
  }
  return {
    kind: 'overview',
    label: 'Overview: all four workspaces’ figures',
    samples: times,
    rows: Math.round(rows / samples),
  };
}

/**
 * What the gateway's guards add to each desk list call (decisions 244, 245): the gateway's own
 * guardCall run against the same emulators, `samples` times after a warm-up — the account read
 * from Firebase Authentication, then the staff member's hourly count in its transaction.
 */
async function timeGuard(options: DeskBenchOptions, idToken: string): Promise<number[]> {
  const token = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  > & { user_id: string };
  const deps = {
    db: options.db,
    now: () => Date.now(),
    limits: { ...LIMITS, staff: { ...LIMITS.staff, listPages: 1_000_000 } },
    accounts: accountLookup(() => Promise.resolve(options.auth)),
  } as unknown as Deps;
  const ctx = {
    uid: token.user_id,
    deps,
    client: { ip: null },
    caller: { signInProvider: 'password', emailVerified: true, token },
  };
  const times: number[] = [];
  for (let i = 0; i < 3 + options.samples; i += 1) {
    const started = performance.now();
    await guardCall('deskListClaims', ctx);
    if (i >= 3) times.push(performance.now() - started);
  }
  return times;
}
