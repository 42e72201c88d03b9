import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { handlers } from './handlers.js';

const EnvelopeSchema = v.object({
  functionName: v.pipe(v.string(), v.maxLength(64)),
  data: v.optional(v.unknown()),
});

/** Reads `{ functionName, data }` and runs the named handler for the caller's uid. */
export async function dispatch(payload: unknown, uid: string): Promise<unknown> {
  const envelope = v.safeParse(EnvelopeSchema, payload);
  if (!envelope.success) {
    throw new HttpsError('invalid-argument', 'The gateway expects { functionName: string, data: object }.');
  }
  const { functionName, data } = envelope.output;
  const handler = Object.hasOwn(handlers, functionName) ? handlers[functionName] : undefined;
  if (!handler) {
    throw new HttpsError('not-found', `Unknown function name: ${functionName.slice(0, 64)}`);
  }
  return handler(data, { uid });
}
