import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallContext } from '../context.js';
import { parsePayload, claimNotFound } from '../lib/errors.js';
import { payloadHash, pseudonym } from '../lib/hashing.js';
import { idempotencyConflict, providerUnavailable, rateLimited } from '../lib/outcomes.js';
import { generatePasscode, hashPasscode, PASSCODE_TTL_MS } from '../lib/passcode.js';
import { HOUR, LIMITS, readLimits, type RateLimitRefusal } from '../lib/rateLimit.js';
import type { Identity } from '../providers/types.js';
import { InitiateCheckRequestSchema } from '../../../contract/requests.js';
import type { InitiateCheckData } from '../../../contract/responses.js';

const NAME = 'checkboardInitiateCheck';

interface StoredResult {
  requestHash: string;
  result: { data: InitiateCheckData };
}

type Outcome =
  | { kind: 'created'; result: { data: InitiateCheckData } }
  | { kind: 'replay'; stored: StoredResult }
  | { kind: 'not-found' }
  | { kind: 'not-draft' }
  | { kind: 'rate-limited'; refusal: RateLimitRefusal };

function replay(stored: StoredResult, requestHash: string) {
  if (stored.requestHash !== requestHash) throw idempotencyConflict();
  return stored.result;
}

/**
 * Starts a credit check and texts a passcode. Retrying with the same idempotencyKey returns the
 * first answer and sends nothing; the text goes out only after the records are committed.
 */
export async function checkboardInitiateCheck(data: unknown, { uid, deps }: CallContext) {
  const input = parsePayload(InitiateCheckRequestSchema, data);
  const { db, providers, now } = deps;
  const { idempotencyKey, claimId: existingClaimId, ...request } = input;
  const requestHash = payloadHash({ ...request, claimId: existingClaimId });
  const idempotencyRef = db.collection('idempotency').doc(`${uid}_${NAME}_${idempotencyKey}`);

  const prior = await idempotencyRef.get();
  if (prior.exists) return replay(prior.data() as StoredResult, requestHash);

  const identity: Identity = {
    title: input.title,
    firstName: input.firstName,
    middleName: input.middleName,
    lastName: input.lastName,
    dateOfBirth: input.dateOfBirth,
    email: input.email,
    phoneNumber: input.phoneNumber,
  };
  let checkId: string;
  try {
    ({ checkId } = await providers.creditCheck.start(identity));
  } catch (error) {
    throw providerUnavailable(NAME, error);
  }

  const code = generatePasscode();
  const claimRef = existingClaimId
    ? db.collection('claims').doc(existingClaimId)
    : db.collection('claims').doc();
  const passcodeRef = db.collection('passcodes').doc(claimRef.id);
  const outcome = await db.runTransaction(async (tx): Promise<Outcome> => {
    const t = now();
    const stored = await tx.get(idempotencyRef);
    if (stored.exists) return { kind: 'replay', stored: stored.data() as StoredResult };
    let wasChecked = false;
    if (existingClaimId) {
      const claim = await tx.get(claimRef);
      if (!claim.exists || claim.get('uid') !== uid) return { kind: 'not-found' };
      // A checked claim may be checked again (its answers changed, decision 108); a signed one not.
      wasChecked = claim.get('status') === 'checked';
      if (claim.get('status') !== 'draft' && !wasChecked) return { kind: 'not-draft' };
    }
    const limits = await readLimits(
      db,
      tx,
      [
        { key: `checks-uid-${uid}`, limit: LIMITS.checksPerUserPerHour, windowMs: HOUR },
        { key: `texts-uid-${uid}`, limit: LIMITS.textsPerUserPerHour, windowMs: HOUR },
        {
          key: `texts-number-${pseudonym('phone', input.phoneNumber)}`,
          limit: LIMITS.textsPerNumberPerHour,
          windowMs: HOUR,
        },
      ],
      t,
    );
    if (limits.refusal) return { kind: 'rate-limited', refusal: limits.refusal };
    limits.commit();
    const expiresAt = t + PASSCODE_TTL_MS;
    const result = {
      data: {
        claimId: claimRef.id,
        status: 'draft' as const,
        otpSent: true as const,
        phoneNumberEnding: input.phoneNumber.slice(-3),
        expiresAt: new Date(expiresAt).toISOString(),
      },
    };
    const claim = { uid, status: 'draft', applicant: identity, checkId, updatedAt: t };
    // A new check voids the old one: its report goes until the new passcode is confirmed.
    const voided = {
      agreements: FieldValue.delete(),
      addresses: FieldValue.delete(),
      checkedAt: FieldValue.delete(),
    };
    if (existingClaimId) tx.update(claimRef, wasChecked ? { ...claim, ...voided } : claim);
    else tx.create(claimRef, { ...claim, createdAt: t });
    // A new passcode replaces any earlier one for this claim, so only the latest text works.
    tx.set(passcodeRef, {
      uid,
      claimId: claimRef.id,
      hash: hashPasscode(code, uid, claimRef.id),
      expiresAt,
      attempts: 0,
      used: false,
      createdAt: t,
    });
    tx.create(idempotencyRef, { uid, functionName: NAME, requestHash, result, createdAt: t });
    return { kind: 'created', result };
  });

  switch (outcome.kind) {
    case 'replay':
      return replay(outcome.stored, requestHash);
    case 'not-found':
      throw claimNotFound();
    case 'not-draft':
      throw new HttpsError(
        'failed-precondition',
        'This claim has already been signed; a new passcode cannot be sent.',
        {
          reason: 'not-draft',
        },
      );
    case 'rate-limited':
      throw rateLimited('passcode texts or checks', outcome.refusal);
    case 'created':
      break;
  }

  try {
    await providers.sms.send({
      to: input.phoneNumber,
      body: `${code} is your Redress code to confirm your credit check. It expires in 10 minutes. Do not share it.`,
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
