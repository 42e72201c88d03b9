/** The spec's retry helper (section 9): 2 retries, first wait 2000 ms, doubling each time. */
export const MAX_RETRIES_MESSAGE = 'Max retries reached for function';
export const DEFAULT_RETRIES = 2;
export const INITIAL_RETRY_DELAY_MS = 2000;

export interface RetryOptions {
  /** Retries after the first attempt; the call runs at most `retries + 1` times. */
  retries?: number;
  initialDelayMs?: number;
  /** Whether a failure is worth another attempt; one that is not is rethrown at once, as it is. */
  shouldRetry?: (error: unknown) => boolean;
}

export type Sleep = (ms: number) => Promise<void>;

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before retry number `retryIndex` (0 for the first retry): 2000, 4000, 8000 … */
export function retryDelayMs(retryIndex: number, initialDelayMs = INITIAL_RETRY_DELAY_MS): number {
  return initialDelayMs * 2 ** retryIndex;
}

/** Whether another attempt is allowed after `retriesDone` retries have already failed. */
export function canRetry(retriesDone: number, retries = DEFAULT_RETRIES): boolean {
  return retriesDone < retries;
}

/**
 * Runs `fn`, retrying failures with doubling waits. The last failure is kept as the `cause` of the
 * 'Max retries reached for function' error so an adapter can still log what went wrong.
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  {
    retries = DEFAULT_RETRIES,
    initialDelayMs = INITIAL_RETRY_DELAY_MS,
    shouldRetry = () => true,
  }: RetryOptions = {},
  sleep: Sleep = realSleep,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await sleep(retryDelayMs(attempt - 1, initialDelayMs));
    try {
      return await fn();
    } catch (error) {
      if (!shouldRetry(error)) throw error;
      lastError = error;
    }
  }
  throw new Error(MAX_RETRIES_MESSAGE, { cause: lastError });
}
