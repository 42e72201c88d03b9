import { describe, expect, it } from 'vitest';
import { SERVICE_FAILURE_MESSAGES } from '../contract/failureWords';
import { FAILURE_KINDS, errorMessage, failureKind, nextStepFor } from './errors';

describe('what a claimant can do about a failed call', () => {
  it.each(FAILURE_KINDS)('a %s failure says what to do next, including how to try again', (kind) => {
    expect(nextStepFor(kind)).toMatch(/select ‘Try again’|send the page again/i);
  });

  it('reads the kind an adapter error carries', () => {
    const error = Object.assign(new Error(SERVICE_FAILURE_MESSAGES.timeout), { kind: 'timeout' });
    expect(failureKind(error)).toBe('timeout');
    expect(errorMessage(error)).toBe(SERVICE_FAILURE_MESSAGES.timeout);
  });

  it.each([undefined, 'boom', new Error('x'), { kind: 'made-up' }, { kind: 42 }])(
    'treats %j, which names no kind, as a failure of the service',
    (error) => {
      expect(failureKind(error)).toBe('server');
    },
  );
});
