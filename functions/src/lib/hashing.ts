import { createHash, createHmac } from 'node:crypto';

/** JSON with object keys sorted, so the same payload always hashes the same way. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Hash of a request payload, stored with its idempotency key to spot a different payload. */
export function payloadHash(payload: unknown): string {
  return sha256(canonicalJson(payload));
}

/**
 * Document id for a personal value (a phone number, an email, an IP address) used as a counter
 * key, so that Firestore ids and logs never carry the value itself. The key is a deployment secret
 * (functions/src/config.ts): without it the ids cannot be turned back into numbers by trying them.
 */
export function pseudonym(key: string, kind: string, value: string): string {
  return createHmac('sha256', key).update(`${kind}:${value}`).digest('hex').slice(0, 32);
}
