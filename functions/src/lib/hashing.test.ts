import { describe, expect, it } from 'vitest';
import { canonicalJson, payloadHash, pseudonym } from './hashing.js';
import { nextCounter } from './rateLimit.js';

describe('idempotency payload hashing', () => {
  it('hashes the same payload the same way whatever the key order', () => {
    expect(payloadHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      payloadHash({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
    expect(canonicalJson({ b: 1, a: undefined })).toBe('{"b":1}');
  });

  it('tells different payloads apart', () => {
    expect(payloadHash({ firstName: 'Jane' })).not.toBe(payloadHash({ firstName: 'Janet' }));
    expect(payloadHash([1, 2])).not.toBe(payloadHash([2, 1]));
  });

  it('never puts the phone number itself in a counter key, and keys it with the deployment secret', () => {
    const key = pseudonym('secret-a', 'phone', '+447700900123');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('7700900123');
    expect(pseudonym('secret-b', 'phone', '+447700900123')).not.toBe(key);
  });
});

describe('rate-limit windows', () => {
  it('count within a window and start again after it', () => {
    const first = nextCounter(undefined, 1000, 5000);
    expect(first).toEqual({ windowStart: 5000, count: 1 });
    expect(nextCounter(first, 1000, 5999)).toEqual({ windowStart: 5000, count: 2 });
    expect(nextCounter({ windowStart: 5000, count: 9 }, 1000, 6000)).toEqual({ windowStart: 6000, count: 1 });
  });
});
