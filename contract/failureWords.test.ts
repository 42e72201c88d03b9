import { describe, expect, it } from 'vitest';
import * as claimantRefusals from './claimantRefusals';
import * as failureWords from './failureWords';
import {
  CLAIMANT_FAILURE_HAPPENED,
  FAILURE_KINDS,
  SERVICE_FAILURE_KINDS,
  SERVICE_FAILURE_MESSAGES,
  claimantFailure,
  claimantProblemOf,
  serviceFailureOf,
} from './failureWords';
import { FIRMS, WorkspaceSchema } from './firms';

/** What a claimant must never read: the gateway, a callable's code or status word, a stack. */
const NOT_FOR_CLAIMANTS = /gateway|functions\/|\binternal\b|\n\s+at\s|\[\d{3}\]/i;

/** Every string a module exports, alone or in a record (its words), with where it was found. */
function wordsOf(module: Record<string, unknown>): [string, string][] {
  return Object.entries(module).flatMap(([name, value]): [string, string][] => {
    if (typeof value === 'string') return [[name, value]];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return Object.entries(value).flatMap(([key, inner]): [string, string][] =>
        typeof inner === 'string' ? [[`${name}.${key}`, inner]] : [],
      );
    }
    return [];
  });
}

describe('a failed call in the claimant’s words', () => {
  it.each(FAILURE_KINDS)(
    'a %s failure says what happened and what to do next, never in the gateway’s words',
    (kind) => {
      const text = claimantFailure(kind, { workspace: 'Redress', reference: 'RDR-ABCD2345' });
      expect(text.startsWith(CLAIMANT_FAILURE_HAPPENED[kind])).toBe(true);
      expect(text).toMatch(/try again|Sign in again|Reload this page/i);
      expect(text).not.toMatch(NOT_FOR_CLAIMANTS);
    },
  );

  it.each(SERVICE_FAILURE_KINDS)(
    'a %s failure says how to reach the claim’s firm, quoting the reference, for when trying again does not help',
    (kind) => {
      for (const workspace of WorkspaceSchema.options) {
        const text = claimantFailure(kind, { workspace, reference: 'RDR-ABCD2345' });
        expect(text).toContain(`If it happens again, call us on ${FIRMS[workspace].phone}`);
        expect(text).toContain(`email ${FIRMS[workspace].email}, quoting RDR-ABCD2345.`);
      }
      expect(claimantFailure(kind, { workspace: 'SGUK' })).not.toContain('quoting');
    },
  );

  it('tells a claimant who tried too often how long to wait, and one signed out to sign in again, without a phone number', () => {
    expect(claimantFailure('rate-limited', { workspace: 'Redress' }, { retryAfterSeconds: 150 })).toBe(
      'You have tried this too many times. Wait 3 minutes, then try again.',
    );
    expect(claimantFailure('unauthenticated', { workspace: 'Redress' })).toBe(
      'You have been signed out on this device. Sign in again to carry on.',
    );
  });

  it('says an unknown kind as the server’s failure', () => {
    expect(claimantFailure('something-new', { workspace: 'Redress' })).toBe(
      claimantFailure('server', { workspace: 'Redress' }),
    );
  });

  it('tells a service failure in the service’s plain words in the claimant’s, and keeps a refusal’s or the spec’s own', () => {
    const contact = { workspace: 'Complex365' } as const;
    const failed = (kind: string, message: string, reason?: string) =>
      Object.assign(new Error(message), { kind, ...(reason ? { reason } : {}) });
    for (const kind of SERVICE_FAILURE_KINDS) {
      const error = failed(kind, SERVICE_FAILURE_MESSAGES[kind]);
      expect(serviceFailureOf(error)).toBe(kind);
      expect(claimantProblemOf(error, contact)).toBe(claimantFailure(kind, contact));
    }
    const retried = failed('network', 'Max retries reached for function');
    expect(serviceFailureOf(retried)).toBeNull();
    expect(claimantProblemOf(retried, contact)).toBe('Max retries reached for function');
    const provider = failed('unavailable', 'The credit-check service is not answering.', 'provider');
    expect(serviceFailureOf(provider)).toBeNull();
    expect(claimantProblemOf(provider, contact)).toBe('The credit-check service is not answering.');
    const limited = failed(
      'rate-limited',
      'Too many copies of your data. Try again in 5 minutes.',
      'rate-limited',
    );
    expect(claimantProblemOf(limited, contact)).toBe('Too many copies of your data. Try again in 5 minutes.');
    expect(claimantProblemOf(new Error(''), contact)).toBe(claimantFailure('server', contact));
    expect(claimantProblemOf('boom', contact)).toBe(claimantFailure('server', contact));
  });
});

describe('the words claimants read', () => {
  it('never say "gateway", in the failure words or the refusal words', () => {
    const words = [...wordsOf(failureWords), ...wordsOf(claimantRefusals)];
    expect(words.length).toBeGreaterThan(20);
    for (const [where, text] of words) expect(text, where).not.toMatch(/gateway/i);
  });
});
