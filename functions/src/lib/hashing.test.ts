import { describe, expect, it } from 'vitest';
import { canonicalJson, payloadHash, pseudonym, sha256 } from './hashing.js';
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

// Known answers pin the algorithms themselves (SHA-256, HMAC-SHA-256), not only what the hashes
// do: the expected digests are the published test vector (FIPS 180-2, "abc") and digests worked out
// apart from this code with `openssl dgst -sha256 [-hmac <key>]`.
describe('the hash algorithms', () => {
  it('hashes with SHA-256: the published digest of "abc", and an idempotency payload’s canonical JSON', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // printf '%s' '{"a":"x","b":[1,2]}' | openssl dgst -sha256
    expect(payloadHash({ b: [1, 2], a: 'x' })).toBe(
      '721ef82f2d6c0997bffb7a8ab3f40f8fb45b0b52ce2af3afa6b0f05efbdc317f',
    );
  });

  it('keys counters with HMAC-SHA-256 of kind:value under the deployment secret, its first 128 bits', () => {
    // printf '%s' 'phone:+447700900123' | openssl dgst -sha256 -hmac 'secret-a'
    // → 68e9463fb392961b8c8698e5502d3c126a7867f2ada2093baa3c2636eb8e4eea
    expect(pseudonym('secret-a', 'phone', '+447700900123')).toBe('68e9463fb392961b8c8698e5502d3c12');
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
