import { createHash } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';

/**
 * A page's cursor: where the page ended (the value it is ordered by and the document id that
 * breaks ties) and a fingerprint of the query, so a cursor sent with another query is refused
 * rather than answered with a page of something else. Opaque to the desk (base64url JSON).
 */
const CursorBodySchema = v.object({
  v: v.number(),
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  q: v.string(),
});

export function queryFingerprint(shape: unknown): string {
  return createHash('sha256').update(JSON.stringify(shape)).digest('base64url').slice(0, 16);
}

export function encodeCursor(value: number, id: string, fingerprint: string): string {
  return Buffer.from(JSON.stringify({ v: value, id, q: fingerprint })).toString('base64url');
}

const notThisList = () =>
  new HttpsError(
    'invalid-argument',
    'data.cursor: this cursor does not belong to this list; start again from the first page',
  );

/** The position a cursor holds, or invalid-argument when it is not one of this query's cursors. */
export function decodeCursor(cursor: string, fingerprint: string): { value: number; id: string } {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw notThisList();
  }
  const parsed = v.safeParse(CursorBodySchema, body);
  if (!parsed.success || parsed.output.q !== fingerprint) throw notThisList();
  return { value: parsed.output.v, id: parsed.output.id };
}
