import { isRouteErrorResponse } from 'react-router';
import { AUTH_MESSAGES } from '../../machines/auth/messages';
import { MAX_RETRIES_MESSAGE } from '../../machines/retry';
import { isGatewayError } from '../adapters/gatewayError';

/** What the error page shows (spec section 8): status code, status message and message. */
export interface ErrorPageContent {
  status: number;
  statusMessage: string;
  message: string;
  /** Development builds only: the error's stack, for the developer. */
  detail?: string;
}

/** The spec's own error messages (sections 5 and 8) that a thrown error may carry. */
const SPEC_MESSAGES: ReadonlySet<string> = new Set([MAX_RETRIES_MESSAGE, ...Object.values(AUTH_MESSAGES)]);

/**
 * Whether an error's message was written for the person reading the page: one of the spec's
 * messages, or the gateway client's (its own words, or the gateway's, never a stack or a code).
 */
function isForPeople(error: Error): boolean {
  return SPEC_MESSAGES.has(error.message) || isGatewayError(error);
}

/**
 * The error page for whatever a route threw. A route's error response (page-not-found and the
 * like) shows its status and message. A thrown error is a 500 that shows its own message when it
 * is one written for people; any other message (a bug, a library's internals) stays out of a
 * production page, which says 'Internal Server Error', while a development build shows it with its
 * stack.
 */
export function errorPageContent(
  error: unknown,
  { development }: { development: boolean },
): ErrorPageContent {
  if (isRouteErrorResponse(error)) {
    const statusMessage = error.status === 404 ? 'Page Not Found' : 'Internal Server Error';
    const message = typeof error.data === 'string' && error.data ? error.data : statusMessage;
    return { status: error.status, statusMessage, message };
  }
  const statusMessage = 'Internal Server Error';
  if (!(error instanceof Error)) return { status: 500, statusMessage, message: statusMessage };
  if (development)
    return { status: 500, statusMessage, message: error.message || statusMessage, detail: error.stack };
  return { status: 500, statusMessage, message: isForPeople(error) ? error.message : statusMessage };
}
