/** Longest error text kept in context; an adapter's message is shown, never a stack. */
const MAX_MESSAGE_LENGTH = 300;
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong';

/** The message of an actor's failure, bounded, for context and the error summary. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') {
    return error.message.slice(0, MAX_MESSAGE_LENGTH);
  }
  if (typeof error === 'string' && error.trim() !== '') return error.slice(0, MAX_MESSAGE_LENGTH);
  return UNKNOWN_ERROR_MESSAGE;
}

/**
 * Kinds of failed call, as the gateway client names them (network, timeout, …); an actor's error
 * carries one as `kind`. What the claimant can do next depends on it.
 */
export const FAILURE_KINDS = [
  'network',
  'timeout',
  'unavailable',
  'invalid-input',
  'rate-limited',
  'not-found',
  'unauthenticated',
  'server',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

const NEXT_STEPS: Record<FailureKind, string> = {
  network: 'Check that you are connected to the internet, then select ‘Try again’.',
  timeout: 'Select ‘Try again’. If it happens again, wait a few minutes before trying.',
  unavailable: 'Wait a few minutes, then select ‘Try again’.',
  'rate-limited': 'Wait for the time given above, then select ‘Try again’.',
  'invalid-input': 'Check your answers on this page and change any that are wrong, then send the page again.',
  'not-found': 'If you signed in or out in another tab or window, reload this page, then select ‘Try again’.',
  unauthenticated: 'Reload this page to start a new session, then select ‘Try again’.',
  server: 'Select ‘Try again’. If it happens again, wait a few minutes before trying.',
};

/** The kind of an actor's failure: its `kind` when it names one, else `server`. */
export function failureKind(error: unknown): FailureKind {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  return (FAILURE_KINDS as readonly unknown[]).includes(kind) ? (kind as FailureKind) : 'server';
}

/** What the claimant can do about a failed call of this kind, in one or two sentences. */
export const nextStepFor = (kind: FailureKind): string => NEXT_STEPS[kind];

/** Failed calls on one step after which the page offers the firm's telephone line as well. */
export const FAILURES_BEFORE_PHONE = 3;
