import type { InitiateCheckData, VerifyOtpData } from '../../contract/responses';
import {
  SAMPLE_AGREEMENTS,
  SAMPLE_CLAIM_ID,
  SAMPLE_CREDIT_FILE_ADDRESSES,
  SAMPLE_RIGHT_CODE,
} from './fixtures';
import { fail, field, ok, serverError, slowly, type DomainResponder } from './respond';

/** checkboardInitiateCheck and valifiVerifyOtp. */
export const CHECK_SCENARIOS = [
  'success',
  'wrongCode',
  'noneFound',
  'serverError',
  'slow',
  'expired',
  'rateLimited',
] as const;
export type CheckScenario = (typeof CHECK_SCENARIOS)[number];

/** The gateway's message when the security code texts or credit checks for a number or user run out. */
export const RATE_LIMITED_MESSAGE = 'Too many security code texts or credit checks. Try again in 42 minutes.';

function initiated(): InitiateCheckData {
  return {
    claimId: SAMPLE_CLAIM_ID,
    status: 'draft',
    otpSent: true,
    phoneNumberEnding: '123',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  };
}

function verified(
  data: unknown,
  agreements = SAMPLE_AGREEMENTS,
): { data: { verified: true; data: VerifyOtpData } } {
  const claimId = field(data, 'claimId');
  return {
    data: {
      verified: true,
      data: {
        claimId: typeof claimId === 'string' ? claimId : SAMPLE_CLAIM_ID,
        status: 'checked',
        agreements,
        addresses: SAMPLE_CREDIT_FILE_ADDRESSES,
      },
    },
  };
}

export function checkResponder(scenario: CheckScenario = 'success'): DomainResponder {
  return (functionName, data) => {
    if (functionName !== 'checkboardInitiateCheck' && functionName !== 'valifiVerifyOtp') return undefined;
    const initiate = functionName === 'checkboardInitiateCheck';
    switch (scenario) {
      case 'success':
        return ok(initiate ? { data: initiated() } : verified(data));
      case 'noneFound':
        return ok(initiate ? { data: initiated() } : verified(data, []));
      case 'wrongCode':
        if (initiate) return ok({ data: initiated() });
        if (String(field(data, 'otp')).replace(/\s+/g, '') === SAMPLE_RIGHT_CODE) return ok(verified(data));
        return fail(
          'INVALID_ARGUMENT',
          'The code is not right. Check the text message and try again (4 tries left).',
          {
            reason: 'wrong-code',
            attemptsLeft: 4,
          },
        );
      case 'expired':
        if (initiate) return ok({ data: initiated() });
        return fail('FAILED_PRECONDITION', 'This code has expired. Ask for a new code.', {
          reason: 'expired',
          attemptsLeft: 5,
        });
      case 'rateLimited':
        return fail('RESOURCE_EXHAUSTED', RATE_LIMITED_MESSAGE, {
          reason: 'rate-limited',
          retryAfterSeconds: 2520,
        });
      case 'serverError':
        return serverError();
      case 'slow':
        return slowly(() => ok(initiate ? { data: initiated() } : verified(data)));
    }
  };
}
