import { FAILURE_KINDS, RETRY_NEXT_STEPS, type FailureKind } from '../contract/failureWords';

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

/** Kinds of failed call and what the claimant does next: the contract's words (decision 283). */
export { FAILURE_KINDS, type FailureKind } from '../contract/failureWords';

/** The kind of an actor's failure: its `kind` when it names one, else `server`. */
export function failureKind(error: unknown): FailureKind {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  return (FAILURE_KINDS as readonly unknown[]).includes(kind) ? (kind as FailureKind) : 'server';
}

/** What the claimant can do about a failed call of this kind, in one or two sentences. */
export const nextStepFor = (kind: FailureKind): string => RETRY_NEXT_STEPS[kind];

/** Failed calls on one step after which the page offers the firm's telephone line as well. */
export const FAILURES_BEFORE_PHONE = 3;
