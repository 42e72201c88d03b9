import { describe, expect, it } from 'vitest';
import { CLAIMANT_REFUSAL_REASONS, claimantRefusal, type RefusedAsk } from '../claimantRefusals';
import { FIRMS } from '../firms';
import type { ComplaintEventType } from './events';
import * as refusals from './refusals';
import { COMPLAINT_STATES, COMPLAINT_STATE_LABELS } from './states';

// Every refusal of the complaint lifecycle a claimant can meet on Your claims carries a reason the
// page maps to a sentence of its own (decisions 256 and 276): never the gateway's words, whatever
// the complaint's state.

const ASKS = [
  'claimant.cancel',
  'claimant.acceptOffer',
  'claimant.declineOffer',
  'claimant.acceptDetermination',
  'claimant.disputeDetermination',
] as const satisfies readonly (RefusedAsk & ComplaintEventType)[];

const claim = (ask: RefusedAsk) => ({
  ask,
  workspace: 'Redress' as const,
  reference: 'RDR-ABCD2345',
  lender: 'Black Horse',
  lastDayToCancel: '4 December 2025',
});

/** What the claimant reads for a refusal, as the page reads it from the gateway's details. */
const read = (refusal: refusals.LifecycleRefusal, ask: RefusedAsk) =>
  claimantRefusal(
    { reason: refusal.details.reason, kind: 'invalid-input', details: refusal.details },
    claim(ask),
  );

const GATEWAY_WORDS = /does not accept|claimant\.|handler\.|state is|claimId|complaintId|event-not-accepted/;

describe('the lifecycle’s refusals in the claimant’s words', () => {
  it('every reason a claimant can meet is one the page maps; only the desk meets send-with-letter', () => {
    const claimants = Object.values(refusals.LIFECYCLE_REFUSAL_REASONS).filter(
      (reason) => reason !== refusals.LIFECYCLE_REFUSAL_REASONS.sendWithLetter,
    );
    for (const reason of claimants) expect(CLAIMANT_REFUSAL_REASONS).toContain(reason);
    expect(CLAIMANT_REFUSAL_REASONS).not.toContain(refusals.sendWithLetterRefusal().details.reason);
  });

  it.each(ASKS.flatMap((ask) => COMPLAINT_STATES.map((state) => [ask, state] as const)))(
    '%s refused in the state %s: the claimant’s sentence, with the firm, not the gateway’s message or the state’s label',
    (ask, state) => {
      const refusal = refusals.eventNotAcceptedRefusal(state, ask, []);
      expect(refusal.message).toContain(COMPLAINT_STATE_LABELS[state]);
      const text = read(refusal, ask);
      expect(text).not.toContain(refusal.message);
      expect(text).not.toContain(COMPLAINT_STATE_LABELS[state]);
      expect(text).not.toMatch(GATEWAY_WORDS);
      expect(text).toContain(FIRMS.Redress.phone);
      expect(text).toMatch(
        ask === 'claimant.cancel'
          ? /^Your claim (has not been cancelled|could not be cancelled)/
          : /^You can no longer \w+ Black Horse’s (offer|determination)/,
      );
    },
  );

  it.each([
    [refusals.claimNotFoundRefusal(), 'We could not find this claim in the account you are signed in with.'],
    [refusals.complaintNotFoundRefusal(), 'We could not find this complaint on your claim.'],
    [refusals.notTheClaimantRefusal(), 'Sign in with the email address you made the claim with.'],
  ] as const)('%o: "%s"', (refusal, words) => {
    for (const ask of ASKS) {
      const text = read(refusal, ask);
      expect(text).toContain(words);
      expect(text).not.toContain(refusal.message);
      expect(text).not.toMatch(GATEWAY_WORDS);
    }
  });

  it('a cancellation refused on a prepared complaint gives the last day and how to withdraw; on an ended one, that it has ended', () => {
    const late = read(
      refusals.eventNotAcceptedRefusal('prepared', 'claimant.cancel', ['handler.send']),
      'claimant.cancel',
    );
    expect(late).toContain('The last day to cancel without paying was 4 December 2025.');
    expect(late).toContain('You can still withdraw your claim');
    const ended = read(refusals.eventNotAcceptedRefusal('closed', 'claimant.cancel', []), 'claimant.cancel');
    expect(ended).toContain('it has already ended');
  });
});
