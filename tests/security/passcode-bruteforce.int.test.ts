import { describe, expect, it } from 'vitest';
import { anonymousCaller, errorOf, startCheck, wrongCode } from '../gateway/support';

const reason = (error: { details?: unknown }) => (error.details as { reason?: string } | undefined)?.reason;

describe('passcode brute force', () => {
  it('counts ten wrong guesses sent at once as at most five, then refuses even the right code', async () => {
    const caller = await anonymousCaller();
    const { claimId, code } = await startCheck(caller);
    const guesses = Array.from({ length: 10 }, (_, i) =>
      String((Number(wrongCode(code)) + i * 7919) % 1_000_000).padStart(6, '0'),
    ).filter((guess) => guess !== code);
    const refusals = await Promise.all(
      guesses.map((otp) => errorOf(caller.call('valifiVerifyOtp', { claimId, otp, userId: caller.uid }))),
    );
    const counted = refusals.filter((r) => reason(r) === 'wrong-code');
    expect(counted.length).toBeLessThanOrEqual(5);
    expect(refusals.every((r) => ['wrong-code', 'locked'].includes(reason(r) ?? ''))).toBe(true);
    const right = await errorOf(caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid }));
    expect(right).toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'locked' } });
  });

  it('bounds a guesser to 5 codes an hour, so to 25 guesses of a million', async () => {
    const caller = await anonymousCaller();
    const { claimId } = await startCheck(caller);
    for (let resend = 1; resend < 5; resend += 1) await startCheck(caller, { claimId });
    const sixth = await errorOf(startCheck(caller, { claimId }));
    expect(sixth).toMatchObject({
      code: 'functions/resource-exhausted',
      details: { reason: 'rate-limited' },
    });
  });
});
