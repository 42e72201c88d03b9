import { describe, expect, it } from 'vitest';
import { CLAIMANT_REFUSAL_REASONS, claimantRefusal, refusalOf, type RefusedClaim } from './claimantRefusals';
import { DATA_DELETION_REFUSALS } from './dataRights';
import { FIRMS } from './firms';

const firm = FIRMS.Redress;
const cancel: RefusedClaim = {
  ask: 'claimant.cancel',
  workspace: 'Redress',
  reference: 'RDR-ABCD2345',
  lastDayToCancel: '4 December 2025',
};
const accept: RefusedClaim = { ...cancel, ask: 'claimant.acceptOffer', lender: 'Black Horse' };
const decline: RefusedClaim = { ...accept, ask: 'claimant.declineOffer' };

/** The gateway's own words, which the claimant must never be shown. */
const GATEWAY_WORDS = /does not accept|claimant\.|state is|reason|functions\/|HttpsError|undefined|null/;

describe('a sentence for each refusal the claimant can meet (decision 256)', () => {
  it('cancelling after the 14 days: not cancelled, the last day, how to withdraw and what it may cost, the firm and the reference', () => {
    const text = claimantRefusal(
      { reason: 'event-not-accepted', details: { state: 'prepared', event: 'claimant.cancel' } },
      cancel,
    );
    expect(text).toContain('Your claim has not been cancelled.');
    expect(text).toContain('The last day to cancel without paying was 4 December 2025.');
    expect(text).toContain('You can still withdraw your claim');
    expect(text).toContain(firm.phone);
    expect(text).toContain(firm.email);
    expect(text).toContain('quoting RDR-ABCD2345');
    expect(text).toContain('you may have to pay for work already done');
    expect(text).not.toMatch(GATEWAY_WORDS);
  });

  it('cancelling a claim that has ended since the page was read: says so, and how to ask', () => {
    const text = claimantRefusal({ reason: 'event-not-accepted', details: { state: 'cancelled' } }, cancel);
    expect(text).toContain('it has already ended');
    expect(text).toContain('This page now shows where it stands.');
    expect(text).toContain(firm.phone);
    expect(text).not.toMatch(GATEWAY_WORDS);
  });

  it.each([
    [accept, 'You can no longer accept Black Horse’s offer'],
    [decline, 'You can no longer decline Black Horse’s offer'],
  ] as const)('a decision on an offer that has moved on names the lender: "%s"', (claim, start) => {
    const text = claimantRefusal({ reason: 'event-not-accepted', details: { state: 'accepted' } }, claim);
    expect(text.startsWith(start)).toBe(true);
    expect(text).toContain('This page now shows where it stands.');
    expect(text).toContain(`call us on ${firm.phone}`);
    expect(text).not.toMatch(GATEWAY_WORDS);
  });

  it.each([
    ['claim', 'We could not find this claim in the account you are signed in with.'],
    ['not-claimant', 'Sign in with the email address you made the claim with.'],
    ['complaint', 'We could not find this complaint on your claim.'],
    ['email-not-verified', 'Confirm your email address first'],
    ['idempotency-conflict', 'Reload this page, then try again.'],
    ['not-signed', 'there is no signed copy to download'],
    ['account', 'This account no longer exists'],
    [DATA_DELETION_REFUSALS.noEmail.reason, DATA_DELETION_REFUSALS.noEmail.message],
    [DATA_DELETION_REFUSALS.noClaim.reason, DATA_DELETION_REFUSALS.noClaim.message],
    ['letter', 'We could not find this letter on your claim.'],
  ] as const)('%s: "%s"', (reason, words) => {
    const text = claimantRefusal({ reason }, cancel);
    expect(text).toContain(words);
    expect(text).not.toMatch(GATEWAY_WORDS);
  });

  it('session-revoked: signed out because the account’s sessions were ended, sign in again; switched off names the firm', () => {
    const revoked = claimantRefusal({ reason: 'session-revoked', details: { ended: 'revoked' } }, cancel);
    expect(revoked).toBe(
      'You have been signed out on this device, because the sessions of your account were ended. Sign in again to carry on.',
    );
    const disabled = claimantRefusal({ reason: 'session-revoked', details: { ended: 'disabled' } }, cancel);
    expect(disabled).toContain('This account has been switched off');
    expect(disabled).toContain(firm.phone);
    const deleted = claimantRefusal({ reason: 'session-revoked', details: { ended: 'deleted' } }, cancel);
    expect(deleted).toContain('This account no longer exists');
  });

  it('rate-limited: how long to wait, in minutes, from the gateway’s seconds', () => {
    expect(claimantRefusal({ reason: 'rate-limited', details: { retryAfterSeconds: 125 } }, cancel)).toBe(
      'You have tried this too many times. Wait 3 minutes, then try again.',
    );
    expect(claimantRefusal({ reason: 'rate-limited', details: { retryAfterSeconds: 30 } }, cancel)).toBe(
      'You have tried this too many times. Wait 1 minute, then try again.',
    );
    expect(claimantRefusal({ kind: 'rate-limited' }, cancel)).toContain('Wait 60 minutes');
  });

  it('has a sentence of its own for every listed reason, none of them the fallback', () => {
    const fallback = claimantRefusal({ reason: 'something-new', kind: 'server' }, cancel);
    for (const reason of CLAIMANT_REFUSAL_REASONS) {
      const text = claimantRefusal({ reason, kind: 'server' }, accept);
      expect(text, reason).not.toBe(fallback);
      expect(text, reason).not.toMatch(GATEWAY_WORDS);
    }
  });

  it.each([
    ['network', 'Check that you are connected to the internet'],
    ['timeout', 'Wait a few minutes, then try again.'],
    ['unavailable', 'Wait a few minutes, then try again.'],
    ['unauthenticated', 'Sign in again to carry on.'],
    ['server', 'Something went wrong on our side, so we could not do this.'],
  ] as const)('without a known reason, a %s failure says "%s"', (kind, words) => {
    const text = claimantRefusal({ kind, reason: 'provider' }, cancel);
    expect(text).toContain(words);
    expect(text).not.toMatch(GATEWAY_WORDS);
  });

  it('reads the reason, kind and details of the gateway client’s error, and nothing from anything else', () => {
    const error = Object.assign(new Error('The complaint’s state is prepared'), {
      kind: 'invalid-input',
      reason: 'event-not-accepted',
      details: { state: 'prepared' },
    });
    expect(refusalOf(error)).toEqual({
      reason: 'event-not-accepted',
      kind: 'invalid-input',
      details: { state: 'prepared' },
    });
    expect(refusalOf('boom')).toEqual({ reason: undefined, kind: undefined, details: undefined });
  });
});
