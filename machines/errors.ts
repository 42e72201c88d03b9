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
