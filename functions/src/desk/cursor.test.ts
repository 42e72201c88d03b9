import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.js';

describe('page cursors', () => {
  const fingerprint = queryFingerprint({ workspaces: ['SGUK'], order: 'submittedAt' });

  it('carries where a page ended back to the same query', () => {
    const cursor = encodeCursor(1_790_000_000_000, 'claim-abc_123', fingerprint);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, fingerprint)).toEqual({ value: 1_790_000_000_000, id: 'claim-abc_123' });
  });

  it('refuses a cursor from another query, and one that is not a cursor, with invalid-argument', () => {
    const other = queryFingerprint({ workspaces: ['Redress'], order: 'submittedAt' });
    const cursor = encodeCursor(1, 'claim-abc', other);
    expect(() => decodeCursor(cursor, fingerprint)).toThrow(/does not belong to this list/);
    expect(() => decodeCursor('bm90LWpzb24', fingerprint)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    const forged = Buffer.from(JSON.stringify({ v: 'x', id: '../../', q: fingerprint })).toString(
      'base64url',
    );
    expect(() => decodeCursor(forged, fingerprint)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });

  it('fingerprints a query with SHA-256: the first 16 base64url characters of its JSON’s digest', () => {
    // printf '%s' '{"workspaces":["SGUK"],"order":"submittedAt"}' | openssl dgst -sha256 -binary | base64
    // (with + and / written - and _)
    expect(fingerprint).toBe('PVNoKh6bgHlo09nH');
  });
});
