// The words for a call that failed for want of the service rather than by a refusal: the
// connection, the time it took, the service itself (decision 283). The claimant reads what
// happened, what to do next and, when trying again does not help, how to reach the firm; the desk
// reads plain technical words. Never the gateway's own message ("The gateway could not complete
// this call"), which is for developers and logs. Plain data and functions: the claimant's pages,
// their machines, the desk and the gateway client read them from here.
import { FIRMS, type Workspace } from './firms.js';

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

/** The kinds that are not the caller's doing: the way to the service, or the service itself. */
export const SERVICE_FAILURE_KINDS = ['network', 'timeout', 'unavailable', 'server'] as const;
export type ServiceFailureKind = (typeof SERVICE_FAILURE_KINDS)[number];

export const isServiceFailureKind = (kind: unknown): kind is ServiceFailureKind =>
  (SERVICE_FAILURE_KINDS as readonly unknown[]).includes(kind);

/**
 * The message a failed call of a service kind carries out of the gateway client, in place of the
 * gateway's: plain words the desk shows as they are, and a fallback for anything that shows a
 * message. A claimant's page says it in the claimant's words instead (below).
 */
export const SERVICE_FAILURE_MESSAGES: Record<ServiceFailureKind, string> = {
  network: 'The service could not be reached. Check the connection and try again.',
  timeout: 'The service did not answer in time. Try again.',
  unavailable: 'The service is not available at the moment. Try again in a few minutes.',
  server: 'The service could not complete this request. Try again.',
};

/** What happened, for the claimant: the first sentence of what a page says about a failed call. */
export const CLAIMANT_FAILURE_HAPPENED: Record<FailureKind, string> = {
  network: 'We could not reach our service from your device.',
  timeout: 'Our service did not answer in time.',
  unavailable: 'Our service is not available at the moment.',
  server: 'Something went wrong on our side, so we could not do this.',
  'rate-limited': 'You have tried this too many times.',
  unauthenticated: 'You have been signed out on this device.',
  'not-found': 'We could not find what you asked for. It may have changed since you opened this page.',
  'invalid-input': 'We could not do this, because something on this page has changed.',
};

/** What the claimant does next on a page without a ‘Try again’ button of its own (Your claims, Your data). */
const NEXT: Record<Exclude<FailureKind, 'rate-limited'>, string> = {
  network: 'Check that you are connected to the internet, then try again.',
  timeout: 'Wait a few minutes, then try again.',
  unavailable: 'Wait a few minutes, then try again.',
  server: 'Try again in a few minutes.',
  unauthenticated: 'Sign in again to carry on.',
  'not-found': 'Reload this page to see it as it is now.',
  'invalid-input': 'Reload this page, then try again.',
};

/**
 * What the claimant can do about a failed call on a step of the claim, which offers ‘Try again’
 * (and, after repeated failures, the firm's telephone line).
 */
export const RETRY_NEXT_STEPS: Record<FailureKind, string> = {
  network: 'Check that you are connected to the internet, then select ‘Try again’.',
  timeout: 'Select ‘Try again’. If it happens again, wait a few minutes before trying.',
  unavailable: 'Wait a few minutes, then select ‘Try again’.',
  'rate-limited': 'Wait for the time given above, then select ‘Try again’.',
  'invalid-input': 'Check your answers on this page and change any that are wrong, then send the page again.',
  'not-found': 'If you signed in or out in another tab or window, reload this page, then select ‘Try again’.',
  unauthenticated: 'Reload this page to start a new session, then select ‘Try again’.',
  server: 'Select ‘Try again’. If it happens again, wait a few minutes before trying.',
};

/** The kinds after which the claimant is told how to reach the firm: trying again may not help. */
const CONTACT_AFTER: readonly FailureKind[] = [
  'network',
  'timeout',
  'unavailable',
  'server',
  'not-found',
  'invalid-input',
];

/** Who the claimant contacts: the claim's firm (its workspace), or the brand's before a claim is read. */
export interface FirmContact {
  workspace: Workspace;
  /** The claim's reference, once signed; the claimant quotes it when they contact the firm. */
  reference?: string | null | undefined;
}

/** "call us on 0161 … (Monday to Friday, 9am to 5pm) or email …, quoting RDR-…" */
export function contactTheFirm(workspace: Workspace, reference: string | null | undefined): string {
  const firm = FIRMS[workspace];
  const quoting = reference ? `, quoting ${reference}` : '';
  return `call us on ${firm.phone} (${firm.hours}) or email ${firm.email}${quoting}`;
}

/** "Wait 5 minutes, then try again.": the wait the gateway gave (`retryAfterSeconds`), else an hour. */
export function waitThenTryAgain(retryAfterSeconds: unknown): string {
  const minutes =
    typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds / 60) : 60;
  return `Wait ${minutes} minute${minutes === 1 ? '' : 's'}, then try again.`;
}

/**
 * What the claimant reads when a call failed by its kind alone (no refusal the page knows): what
 * happened, what to do next, and how to reach the firm when trying again does not help.
 */
export function claimantFailure(
  kind: string | undefined,
  contact: FirmContact,
  details?: { retryAfterSeconds?: unknown },
): string {
  const known: FailureKind = (FAILURE_KINDS as readonly unknown[]).includes(kind)
    ? (kind as FailureKind)
    : 'server';
  const next = known === 'rate-limited' ? waitThenTryAgain(details?.retryAfterSeconds) : NEXT[known];
  const reach = CONTACT_AFTER.includes(known)
    ? ` If it happens again, ${contactTheFirm(contact.workspace, contact.reference)}.`
    : '';
  return `${CLAIMANT_FAILURE_HAPPENED[known]} ${next}${reach}`;
}

const fieldOf = (error: unknown, key: string): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;

/**
 * The service kind of a failure the claimant is told about in their own words: a failure of a
 * service kind that names no refusal (`reason`) and carries no words of its own, only the
 * service's plain words the gateway client puts in place of the gateway's (or none); else null.
 * A message the spec fixes ('Max retries reached for function', 'Error sending OTP') stays, with
 * the next step below it (decisions 145 and 154). Read from the fields, without knowing the class.
 */
export function serviceFailureOf(error: unknown): ServiceFailureKind | null {
  const kind = fieldOf(error, 'kind');
  if (!isServiceFailureKind(kind) || typeof fieldOf(error, 'reason') === 'string') return null;
  const message = fieldOf(error, 'message');
  const plain =
    typeof message !== 'string' ||
    message.trim() === '' ||
    (Object.values(SERVICE_FAILURE_MESSAGES) as unknown[]).includes(message);
  return plain ? kind : null;
}

/**
 * What a claimant's page says of a failed call it has no sentence of its own for: a service
 * failure in the claimant's words with the firm's contact; a refusal's own message otherwise (the
 * gateway words a refusal such as a rate limit for the claimant); the server's words when it has
 * none.
 */
export function claimantProblemOf(error: unknown, contact: FirmContact): string {
  const service = serviceFailureOf(error);
  const message = fieldOf(error, 'message');
  if (service || typeof message !== 'string' || message.trim() === '') {
    return claimantFailure(service ?? 'server', contact);
  }
  return message;
}
