import { delay, HttpResponse } from 'msw';
import { INTERNAL_MESSAGE } from '../../functions/src/lib/gatewayMessages';

/** How long the `slow` scenarios wait before answering: long enough to see every loading state. */
export const SLOW_MS = 4000;

/** One domain's answer to a function name, or undefined when the name is not this domain's. */
export type DomainResponder = (functionName: string, data: unknown) => Promise<Response> | undefined;

/** A callable success: the SDK hands `result` to the caller as `result.data`. */
export function ok(result: unknown): Promise<Response> {
  return Promise.resolve(HttpResponse.json({ result }));
}

const HTTP_STATUS: Record<string, number> = {
  INVALID_ARGUMENT: 400,
  OUT_OF_RANGE: 400,
  FAILED_PRECONDITION: 400,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** A callable failure as the gateway sends it: `{ error: { status, message, details } }`. */
export function fail(
  status: keyof typeof HTTP_STATUS,
  message: string,
  details?: unknown,
): Promise<Response> {
  return Promise.resolve(
    HttpResponse.json({ error: { status, message, details } }, { status: HTTP_STATUS[status] }),
  );
}

export function serverError(): Promise<Response> {
  return fail('INTERNAL', INTERNAL_MESSAGE);
}

export async function slowly(answer: () => Promise<Response>): Promise<Response> {
  await delay(SLOW_MS);
  return answer();
}

export const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
