import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe('Firestore TTL policies', () => {
  it('expire passcodes, idempotency records, rate-limit counters, unsigned claims and sent emails on expireAt', () => {
    const firebase = read('firebase.json') as { firestore: { indexes?: string } };
    expect(firebase.firestore.indexes).toBe('firestore.indexes.json');
    const indexes = read('firestore.indexes.json') as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    const ttl = indexes.fieldOverrides.filter((o) => o.ttl === true && o.fieldPath === 'expireAt');
    expect(ttl.map((o) => o.collectionGroup)).toEqual(
      expect.arrayContaining(['passcodes', 'idempotency', 'rateLimits', 'claims', 'mail', 'progress']),
    );
  });
});
