import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallContext } from '../context.js';
import { claimNotFound, parsePayload } from '../lib/errors.js';
import { providerUnavailable } from '../lib/outcomes.js';
import {
  checkPasscode,
  matchesCode,
  refusalMessage,
  type PasscodeOutcome,
  type PasscodeRecord,
} from '../lib/passcode.js';
import { expiresAfter, RETENTION } from '../lib/retention.js';
import { readCreditReport } from '../providers/report.js';
import type { CreditReport, Identity } from '../providers/types.js';
import { VerifyOtpRequestSchema } from '../../../contract/requests.js';

const NAME = 'valifiVerifyOtp';

function refusal(outcome: Exclude<PasscodeOutcome, { ok: true }>): HttpsError {
  const code = outcome.reason === 'wrong-code' ? 'invalid-argument' : 'failed-precondition';
  return new HttpsError(code, refusalMessage(outcome.reason, outcome.attemptsLeft), {
    reason: outcome.reason,
    attemptsLeft: outcome.attemptsLeft,
  });
}

/**
 * Checks the passcode, then reads the credit report. The report is fetched only for a right code,
 * and the code is spent in the same transaction that stores the report, so a provider failure
 * leaves the code usable and the claim unchanged.
 */
export async function valifiVerifyOtp(data: unknown, { uid, deps }: CallContext) {
  const input = parsePayload(VerifyOtpRequestSchema, data);
  if (input.userId !== uid) {
    throw new HttpsError('permission-denied', 'userId must be the signed-in user’s uid.', {
      reason: 'user-mismatch',
    });
  }
  const { db, providers, now } = deps;
  const claimRef = db.collection('claims').doc(input.claimId);
  const passcodeRef = db.collection('passcodes').doc(input.claimId);
  const attempt = { code: input.otp, uid, claimId: input.claimId };

  const [claimSnap, passcodeSnap] = await db.getAll(claimRef, passcodeRef);
  if (!claimSnap?.exists || claimSnap.get('uid') !== uid) throw claimNotFound();
  if (!passcodeSnap?.exists) {
    throw new HttpsError('failed-precondition', 'No code has been sent for this claim. Ask for a new code.', {
      reason: 'expired',
      attemptsLeft: 0,
    });
  }

  const record = passcodeSnap.data() as PasscodeRecord;
  // A retried verify (its answer lost on the way) gets the same answer again: the same right
  // code, already spent on this claim's check, returns what that check stored.
  if (
    record.used &&
    matchesCode(record, attempt) &&
    claimSnap.get('status') === 'checked' &&
    claimSnap.get('checkedAt') === record.usedAt
  ) {
    return verified(input.claimId, {
      agreements: (claimSnap.get('agreements') as CreditReport['agreements'] | undefined) ?? [],
      addresses: (claimSnap.get('addresses') as CreditReport['addresses'] | undefined) ?? [],
    });
  }

  let report: CreditReport | null = null;
  const first = checkPasscode(record, { ...attempt, now: now() });
  if (first.ok) {
    try {
      const read = readCreditReport(
        await providers.creditCheck.report(
          claimSnap.get('checkId') as string,
          claimSnap.get('applicant') as Identity,
        ),
      );
      report = read.report;
      if (read.omitted.agreements + read.omitted.addresses > 0) {
        logger.warn('credit report entries left out', { functionName: NAME, ...read.omitted });
      }
    } catch (error) {
      throw providerUnavailable(NAME, error);
    }
  }

  // Decided again inside the transaction: a concurrent attempt may have spent or locked the code.
  const outcome = await db.runTransaction(async (tx): Promise<PasscodeOutcome> => {
    const t = now();
    const snap = await tx.get(passcodeRef);
    const record = snap.data() as PasscodeRecord;
    const decided = checkPasscode(record, { ...attempt, now: t });
    if (!decided.ok) {
      if (decided.countAttempt) tx.update(passcodeRef, { attempts: record.attempts + 1, lastAttemptAt: t });
      return decided;
    }
    if (!report) return { ok: false, reason: 'wrong-code', attemptsLeft: 0, countAttempt: false };
    tx.update(passcodeRef, { used: true, usedAt: t });
    tx.update(claimRef, {
      status: 'checked',
      agreements: report.agreements,
      addresses: report.addresses,
      checkedAt: t,
      updatedAt: t,
      expireAt: expiresAfter(t, RETENTION.unsignedClaimMs),
    });
    return decided;
  });
  if (!outcome.ok) throw refusal(outcome);
  if (!report) throw new HttpsError('internal', 'The check could not be completed. Try again.');
  return verified(input.claimId, report);
}

/**
 * The answer after a right code: only what the claimant needs to go on — the agreements to
 * choose from and the addresses to prefill. Nothing else on the file (its mobile numbers, other
 * credit) is stored or returned.
 */
function verified(claimId: string, report: CreditReport) {
  return {
    data: {
      verified: true,
      data: {
        claimId,
        status: 'checked',
        agreements: report.agreements,
        addresses: report.addresses,
      },
    },
  };
}
