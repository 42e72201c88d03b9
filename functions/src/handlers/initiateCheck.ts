import { randomUUID } from 'node:crypto';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallContext } from '../context.js';
import { parsePayload, claimNotFound } from '../lib/errors.js';
import { payloadHash } from '../lib/hashing.js';
import { idempotencyConflict, providerUnavailable, rateLimited } from '../lib/outcomes.js';
import { generatePasscode, hashPasscode, PASSCODE_TTL_MS } from '../lib/passcode.js';
import { DAY, HOUR, readLimits, spendBudget, type Limit, type RateLimitRefusal } from '../lib/rateLimit.js';
import { expiresAfter, RETENTION } from '../lib/retention.js';
import type { CreditSearchResult, Identity } from '../providers/types.js';
import { isUnsignedStatus } from '../../../contract/claimStatus.js';
import { InitiateCheckRequestSchema } from '../../../contract/requests.js';
import type { InitiateCheckData } from '../../../contract/responses.js';

const NAME = 'checkboardInitiateCheck';
/** How long a call holds its idempotency key while it waits on the providers. */
const LEASE_MS = 45_000;
const WAIT_STEP_MS = 200;

interface StoredResult {
  requestHash: string;
  state?: 'pending' | 'done';
  lease?: string;
  leaseUntil?: number;
  result?: { data: InitiateCheckData };
}

type Reservation =
  | { kind: 'reserved' }
  | { kind: 'not-found' }
  | { kind: 'not-draft' }
  | { kind: 'rate-limited'; refusal: RateLimitRefusal };

function replay(stored: StoredResult, requestHash: string) {
  if (stored.requestHash !== requestHash) throw idempotencyConflict();
  if (!stored.result) throw new HttpsError('aborted', 'This attempt is still being answered. Try again.');
  return stored.result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function notDraft(): HttpsError {
  return new HttpsError(
    'failed-precondition',
    'This claim has already been signed; a new security code cannot be sent.',
    { reason: 'not-draft' },
  );
}

function budgetSpent(): HttpsError {
  return new HttpsError(
    'resource-exhausted',
    'The credit check is not available just now. Try again later, or add your finance agreements yourself.',
    { reason: 'budget', retryAfterSeconds: 3600 },
  );
}

/**
 * Starts a credit check and texts a passcode to a mobile the credit file holds.
 *
 * In order: the idempotency key and the limits are settled before anything is paid for (a retry
 * or a refused call never reaches the bureau); then the paid search; then, only when the file
 * holds the caller's mobile, the passcode and its text. When it does not, the answer is the same
 * whether or not a file was found, and the claim is left for agreements added by hand.
 */
export async function checkboardInitiateCheck(data: unknown, ctx: CallContext): Promise<unknown> {
  const input = parsePayload(InitiateCheckRequestSchema, data);
  const { uid, deps, client } = ctx;
  const { db, providers, now, limits, pseudonym } = deps;
  const { idempotencyKey, claimId: existingClaimId, ...request } = input;
  const requestHash = payloadHash({ ...request, claimId: existingClaimId });
  const idempotencyRef = db.collection('idempotency').doc(`${uid}_${NAME}_${idempotencyKey}`);
  const claimRef = existingClaimId
    ? db.collection('claims').doc(existingClaimId)
    : db.collection('claims').doc();

  const number = pseudonym('phone', input.phoneNumber);
  const email = pseudonym('email', input.email);
  // Counted per account and per IP address for each search (each one is paid for)…
  const searchLimits: Limit[] = [
    { key: `checks-uid-${uid}`, limit: limits.checksPerUserPerHour, windowMs: HOUR },
    ...(client.ip
      ? [
          {
            key: `checks-client-${pseudonym('ip', client.ip)}`,
            limit: limits.checksPerClientPerHour,
            windowMs: HOUR,
          },
        ]
      : []),
  ];
  // …and per account, number and email for each text, which only a file's own mobile receives:
  // a stranger's refused attempts use up nothing of the number's owner.
  const textLimits: Limit[] = [
    { key: `texts-uid-${uid}`, limit: limits.textsPerUserPerHour, windowMs: HOUR },
    { key: `texts-number-${number}`, limit: limits.textsPerNumberPerHour, windowMs: HOUR },
    { key: `texts-number-day-${number}`, limit: limits.textsPerNumberPerDay, windowMs: DAY },
    { key: `texts-email-${email}`, limit: limits.textsPerEmailPerHour, windowMs: HOUR },
    { key: `texts-email-day-${email}`, limit: limits.textsPerEmailPerDay, windowMs: DAY },
  ];

  const release = (lease: string) =>
    db
      .runTransaction(async (tx) => {
        const snap = await tx.get(idempotencyRef);
        if (snap.get('state') === 'pending' && snap.get('lease') === lease) tx.delete(idempotencyRef);
      })
      .catch(() => undefined);

  // 1. Before anything is paid for: the key, then the claim and the limits.
  const lease = randomUUID();
  const key = await takeKey(
    idempotencyRef,
    {
      uid,
      functionName: NAME,
      requestHash,
      state: 'pending',
      lease,
      createdAt: now(),
      expireAt: expiresAfter(now(), RETENTION.idempotencyMs),
    },
    now,
  );
  if (key.kind === 'replay') return replay(key.stored, requestHash);
  if (key.kind === 'in-flight') {
    if (key.stored.requestHash !== requestHash) throw idempotencyConflict();
    return waitForFirst(idempotencyRef, requestHash, () => checkboardInitiateCheck(data, ctx));
  }

  const reservation = await db.runTransaction(async (tx): Promise<Reservation> => {
    const t = now();
    if (existingClaimId) {
      const claim = await tx.get(claimRef);
      if (!claim.exists || claim.get('uid') !== uid) return { kind: 'not-found' };
      // A checked claim may be checked again (its answers changed, decision 108); a signed one not.
      if (!isUnsignedStatus(claim.get('status'))) return { kind: 'not-draft' };
    }
    // Every limit is read here (a full number is refused before paying for a search); the
    // searches are counted now, the texts only when a text goes.
    const counters = await readLimits(db, tx, [...searchLimits, ...textLimits], t);
    if (counters.refusal) return { kind: 'rate-limited', refusal: counters.refusal };
    counters.commit((limit) => searchLimits.includes(limit));
    return { kind: 'reserved' };
  });
  if (reservation.kind !== 'reserved') await release(lease);
  switch (reservation.kind) {
    case 'not-found':
      throw claimNotFound();
    case 'not-draft':
      throw notDraft();
    case 'rate-limited':
      throw rateLimited('security code texts or credit checks', reservation.refusal);
    case 'reserved':
      break;
  }

  // 2. The paid search, within the deployment's daily budget.
  if (!(await spendBudget(db, 'checks', limits.paidChecksPerDay, now()))) {
    await release(lease);
    throw budgetSpent();
  }
  const identity: Identity = {
    title: input.title,
    firstName: input.firstName,
    middleName: input.middleName,
    lastName: input.lastName,
    dateOfBirth: input.dateOfBirth,
    email: input.email,
    phoneNumber: input.phoneNumber,
  };
  let found: CreditSearchResult;
  try {
    found = await providers.creditCheck.start({ ...identity, postcode: input.postcode });
  } catch (error) {
    await release(lease);
    throw providerUnavailable(NAME, error);
  }

  const matched = found.found && found.mobileNumbers.includes(input.phoneNumber);
  if (matched && !(await spendBudget(db, 'texts', limits.paidTextsPerDay, now()))) {
    await release(lease);
    throw budgetSpent();
  }
  const code = generatePasscode();
  const passcodeRef = db.collection('passcodes').doc(claimRef.id);

  // 3. The claim and the answer, with the passcode only for a file that holds this mobile.
  const outcome = await db.runTransaction(
    async (
      tx,
    ): Promise<
      | { kind: 'created'; result: { data: InitiateCheckData } }
      | { kind: 'lost' }
      | { kind: 'rate-limited'; refusal: RateLimitRefusal }
    > => {
      const t = now();
      const held = await tx.get(idempotencyRef);
      if (held.get('state') !== 'pending' || held.get('lease') !== lease) return { kind: 'lost' };
      const existing = existingClaimId ? await tx.get(claimRef) : null;
      const texts = matched ? await readLimits(db, tx, textLimits, t) : null;
      if (texts?.refusal) return { kind: 'rate-limited', refusal: texts.refusal };
      texts?.commit();

      const base = {
        uid,
        applicant: identity,
        ...(input.otherFirmInstructed === undefined
          ? {}
          : { otherFirmInstructed: input.otherFirmInstructed }),
        updatedAt: t,
        expireAt: expiresAfter(t, RETENTION.unsignedClaimMs),
      };
      // A new check voids the old one: its report goes until the new passcode is confirmed.
      const voided = {
        agreements: FieldValue.delete(),
        addresses: FieldValue.delete(),
        checkedAt: FieldValue.delete(),
        checkOutcome: FieldValue.delete(),
      };
      let result: { data: InitiateCheckData };
      let claim: Record<string, unknown>;
      if (matched && found.found) {
        const expiresAt = t + PASSCODE_TTL_MS;
        result = {
          data: {
            claimId: claimRef.id,
            status: 'draft',
            otpSent: true,
            phoneNumberEnding: input.phoneNumber.slice(-3),
            expiresAt: new Date(expiresAt).toISOString(),
          },
        };
        claim = { ...base, status: 'draft', checkId: found.checkId };
        // A new passcode replaces any earlier one for this claim, so only the latest text works.
        tx.set(passcodeRef, {
          uid,
          claimId: claimRef.id,
          hash: hashPasscode(code, uid, claimRef.id),
          expiresAt,
          attempts: 0,
          used: false,
          createdAt: t,
          expireAt: expiresAfter(t, RETENTION.passcodeMs),
        });
      } else {
        result = { data: { claimId: claimRef.id, status: 'checked', otpSent: false, reason: 'no-match' } };
        // Nothing from any file: the claimant adds agreements by hand, and no earlier code works.
        claim = {
          ...base,
          status: 'checked',
          checkId: null,
          agreements: [],
          addresses: [],
          checkedAt: t,
          checkOutcome: 'no-match',
        };
        tx.delete(passcodeRef);
      }
      if (existing?.exists) tx.update(claimRef, matched ? { ...voided, ...claim } : claim);
      else tx.create(claimRef, { ...claim, createdAt: t });
      tx.set(idempotencyRef, {
        uid,
        functionName: NAME,
        requestHash,
        state: 'done',
        result,
        createdAt: t,
        expireAt: expiresAfter(t, RETENTION.idempotencyMs),
      });
      return { kind: 'created', result };
    },
  );
  if (outcome.kind === 'lost') {
    throw new HttpsError('aborted', 'This attempt took too long and was taken over. Try again.');
  }
  if (outcome.kind === 'rate-limited') {
    await release(lease);
    throw rateLimited('security code texts or credit checks', outcome.refusal);
  }
  if (!matched) return outcome.result;

  // 4. The text, sent only by the call whose transaction created the passcode.
  try {
    await providers.sms.send({
      to: input.phoneNumber,
      body: `${code} is your Redress security code to confirm your credit check. It expires in 10 minutes. Do not share it.`,
      uid,
      claimId: claimRef.id,
    });
  } catch (error) {
    // Forget the key so a retry of this attempt sends the text again instead of replaying a
    // result whose text never left.
    await idempotencyRef.delete().catch(() => undefined);
    throw providerUnavailable(NAME, error, 'The text message service');
  }
  return outcome.result;
}

type KeyOutcome =
  { kind: 'taken' } | { kind: 'replay'; stored: StoredResult } | { kind: 'in-flight'; stored: StoredResult };

const ALREADY_EXISTS = 6;

/**
 * Takes an idempotency key for this call with `create()`, which fails when another call holds it,
 * so two calls at once never contend in a transaction. A key whose holder died (its lease over) is
 * taken over.
 */
async function takeKey(
  ref: DocumentReference,
  pending: Omit<StoredResult, 'leaseUntil'> & Record<string, unknown>,
  now: () => number,
  attempt = 0,
): Promise<KeyOutcome> {
  try {
    await ref.create({ ...pending, leaseUntil: now() + LEASE_MS });
    return { kind: 'taken' };
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
  const snap = await ref.get();
  const record = snap.data() as StoredResult | undefined;
  if (!record)
    return attempt < 2
      ? takeKey(ref, pending, now, attempt + 1)
      : { kind: 'in-flight', stored: { ...pending, requestHash: pending.requestHash } };
  if (record.state !== 'pending') return { kind: 'replay', stored: record };
  if ((record.leaseUntil ?? 0) > now() || record.requestHash !== pending.requestHash) {
    return { kind: 'in-flight', stored: record };
  }
  const took = await ref.firestore.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as StoredResult | undefined;
    if (current?.state !== 'pending' || (current.leaseUntil ?? 0) > now()) return false;
    tx.set(ref, { ...pending, leaseUntil: now() + LEASE_MS });
    return true;
  });
  return took ? { kind: 'taken' } : takeKey(ref, pending, now, attempt + 1);
}

/**
 * A second call with a key whose first call is still running waits for its answer; when the
 * first call gave up (and released the key) the second starts afresh.
 */
async function waitForFirst(
  ref: DocumentReference,
  requestHash: string,
  again: () => Promise<unknown>,
): Promise<unknown> {
  const deadline = Date.now() + LEASE_MS;
  while (Date.now() < deadline) {
    await sleep(WAIT_STEP_MS);
    const snap = await ref.get();
    if (!snap.exists) return again();
    const record = snap.data() as StoredResult;
    if (record.state !== 'pending') return replay(record, requestHash);
  }
  return again();
}
