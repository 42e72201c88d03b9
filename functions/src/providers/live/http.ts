import { ProviderError, type ProviderName } from '../types.js';

/** How a production adapter talks to its provider: a deadline per attempt, and bounded retries. */
export interface HttpPolicy {
  /** Deadline for one attempt, in milliseconds. */
  timeoutMs: number;
  /** Further attempts after the first, for answers that mean "not done, try again". */
  retries: number;
  /** Wait before the first retry; doubled for each further one. */
  backoffMs: number;
}

export interface HttpDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

export const defaultHttpDeps: HttpDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Which failures are worth another attempt. `sent` is false only when the request is known not to
 * have reached the provider (connection refused, DNS), so a call that must not run twice (a text
 * message) can retry only then.
 */
export type RetryRule = (failure: { status: number | null; sent: boolean }) => boolean;

/** Retry on timeouts, network errors, 429 and 5xx: for reads, which are safe to repeat. */
export const retryReads: RetryRule = ({ status }) => status === null || status === 429 || status >= 500;

/**
 * Retry only what the provider did not accept: 429 and 503 (refused before any work), and
 * connection failures before the request was sent. A timeout may have been delivered, so it is not
 * retried: a claimant asking for another passcode is better than two texts.
 */
export const retryUnaccepted: RetryRule = ({ status, sent }) =>
  status === 429 || status === 503 || (status === null && !sent);

const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

function wasNotSent(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' && NOT_SENT.has(cause.code);
}

/**
 * Calls a provider and returns its answer when the status is one the adapter reads (2xx, or one it
 * names in `accept`). Every other outcome becomes a `ProviderError` naming the provider and the
 * status or failure, never the request's contents (which hold personal data).
 */
export async function callProvider(
  provider: ProviderName,
  request: () => { url: string; init: RequestInit },
  policy: HttpPolicy & { retry: RetryRule; accept?: readonly number[] },
  deps: HttpDeps = defaultHttpDeps,
): Promise<Response> {
  let lastProblem = 'no attempt made';
  for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
    if (attempt > 0) await deps.sleep(policy.backoffMs * 2 ** (attempt - 1));
    const { url, init } = request();
    let response: Response;
    try {
      // A provider never redirects an API call; following one would send the request (and its
      // credentials) to a host we did not choose, so a redirect is an answer we do not accept.
      response = await deps.fetch(url, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      lastProblem = timedOut ? `no answer within ${policy.timeoutMs} ms` : 'network failure';
      if (policy.retry({ status: null, sent: timedOut || !wasNotSent(error) })) continue;
      throw new ProviderError(provider, lastProblem);
    }
    if (response.ok || policy.accept?.includes(response.status)) return response;
    lastProblem = `HTTP ${response.status}${await providerCode(response)}`;
    if (policy.retry({ status: response.status, sent: true })) continue;
    throw new ProviderError(provider, lastProblem);
  }
  throw new ProviderError(provider, `${lastProblem} after ${policy.retries + 1} attempts`);
}

/** The provider's own error code, when its body has one (`{ code: 21211 }`); never its message. */
async function providerCode(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'number' || typeof body.code === 'string' ? ` (code ${body.code})` : '';
  } catch {
    return '';
  }
}
