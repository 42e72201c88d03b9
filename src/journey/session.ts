import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { authMachine } from '../../machines/auth/authMachine';
import { CONFIRM_EMAIL_MESSAGE } from '../../machines/auth/messages';
import { selectAwaitingEmailConfirmation, selectFailed } from '../../machines/auth/selectors';
import type { AuthEvent, ContactDetails, UserSummary } from '../../machines/auth/types';
import { workspace } from '../config/env';
import { UNKNOWN_ERROR_MESSAGE } from '../../machines/errors';
import { firebaseAuthActors } from '../adapters/authActors';
import type { AuthAdapter } from '../adapters/auth';
import { AuthAdapterError } from '../adapters/authErrors';
import type { GatewayClient } from '../adapters/gateway';
import type { ProfileStore } from '../adapters/profile';
import { clearPersonalData } from '../adapters/storage';

/** What the session needs from the adapters. */
export interface SessionServices {
  auth: AuthAdapter;
  profiles: ProfileStore;
  gateway: Pick<
    GatewayClient,
    'setUserContactDetails' | 'upgradeAccount' | 'sendEmailVerification' | 'resumeProgress' | 'callExtension'
  >;
}

/** Where the verification email's link returns: this site's /login (omitted when unknown). */
function signInUrl(): string | undefined {
  const origin = globalThis.location?.origin;
  return origin && /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)(:|$))/.test(origin)
    ? `${origin}/login`
    : undefined;
}

/** The auth machine with its Firebase actors: the listener, the guest sign-in with backoff, and the rest. */
export function sessionMachine(services: SessionServices) {
  return authMachine.provide({
    actors: {
      ...firebaseAuthActors<AuthEvent>(services.auth, services.profiles),
      saveContactDetails: fromPromise<void, ContactDetails>(async ({ input }) => {
        await services.gateway.setUserContactDetails({ phoneNumber: input.phoneNumber });
      }),
      /**
       * The gateway sets the email and password (checking the password rule, which the browser
       * could skip) and emails a verification link. Setting the password ends this session, so it
       * signs in again as the same account (same uid, same claim): with the gateway's sign-in
       * token when it gives one (this tab goes on with the claim, decision 156), else with the
       * email and password.
       */
      upgradeAnonymous: fromPromise<
        UserSummary,
        { email: string; password: string; currentPassword?: string }
      >(async ({ input }) => {
        const continueUrl = signInUrl();
        const { token } = await services.gateway.upgradeAccount({
          email: input.email,
          password: input.password,
          ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}),
          workspace,
          ...(continueUrl ? { continueUrl } : {}),
        });
        return token
          ? services.auth.signInWithCustomToken(token)
          : services.auth.signInWithEmail({ email: input.email, password: input.password });
      }),
      /** "Send the link again": the gateway emails the account's own address (rate limited). */
      resendConfirmation: fromPromise<void>(async () => {
        const continueUrl = signInUrl();
        await services.gateway.sendEmailVerification({
          workspace,
          ...(continueUrl ? { continueUrl } : {}),
        });
      }),
      /**
       * "Email me a sign-in link" (decision 265): the link opens this site's /login. Without a
       * site the gateway accepts (never in a browser on one), nothing can be asked for.
       */
      sendSignInLink: fromPromise<void, { email: string }>(async ({ input }) => {
        const continueUrl = signInUrl();
        if (!continueUrl) throw new Error('A sign-in link cannot be sent from this address.');
        // Loaded when asked for: the claim journey's first load carries none of it.
        const { sendSignInLink } = await import('../adapters/signInLinkGateway');
        await sendSignInLink(services.gateway, { email: input.email, continueUrl, workspace });
      }),
      loadSavedProgress: fromPromise<string | null>(
        async () => (await services.gateway.resumeProgress()).progress,
      ),
    },
    actions: { clearPersonalData: () => clearPersonalData() },
  });
}

export type SessionActor = Actor<ReturnType<typeof sessionMachine>>;

/** Started (or signing in, signing out…) and not yet settled on a user or a failure. */
const settling = (snapshot: ReturnType<SessionActor['getSnapshot']>) =>
  snapshot.matches('uninitialised') || snapshot.hasTag('authenticating');

/**
 * The signed-in user's uid once the session has settled (spec section 4: with nobody signed in, a
 * guest sign-in with 2 retries, 2 s then 4 s). A session that had run out of retries starts again
 * here: the claimant pressed Try again. A session that cannot start fails the step with the
 * session's own message (the spec's 'Max retries reached for function') as a `network` failure,
 * so the step's box says what to do next and offers Try again (decision 251); it never hangs.
 */
export async function sessionUid(session: SessionActor, timeoutMs = 60_000): Promise<string> {
  if (selectFailed(session.getSnapshot())) session.send({ type: 'user.retry' });
  let settled;
  try {
    settled = await waitFor(session, (s) => !settling(s), { timeout: timeoutMs });
  } catch {
    throw new AuthAdapterError('network');
  }
  if (settled.context.userId) return settled.context.userId;
  const message = selectFailed(settled) ? settled.context.error : null;
  throw new AuthAdapterError('network', undefined, message ? { message } : undefined);
}

/** Creates and starts a session actor; `app.started` is sent at once (this runs in the browser only). */
export function startSession(services: SessionServices, options: Parameters<typeof createActor>[1] = {}) {
  const actor = createActor(sessionMachine(services), options);
  actor.start();
  actor.send({ type: 'app.started' });
  return actor;
}

/** The claimant actions the claim journey forwards to the session, and the state that runs each. */
type Forwarded =
  | { event: Extract<AuthEvent, { type: 'user.upgrade' }>; runsIn: 'upgrading' }
  | { event: Extract<AuthEvent, { type: 'user.setContactDetails' }>; runsIn: 'savingContactDetails' }
  | { event: Extract<AuthEvent, { type: 'user.login' }>; runsIn: 'loggingInWithPassword' }
  | { event: Extract<AuthEvent, { type: 'user.requestPasswordReset' }>; runsIn: 'requestingPasswordReset' };

/** The session's failure as the journey's actors report it: its message, and its kind when known. */
function sessionFailure(snapshot: ReturnType<SessionActor['getSnapshot']>, message: string): Error {
  const { errorKind } = snapshot.context;
  return Object.assign(new Error(message), errorKind ? { kind: errorKind } : {});
}

/**
 * Hands one claimant action from the claim journey to the session (the auth machine does the work)
 * and settles with its outcome: resolves once done, rejects with the auth machine's own message
 * when it refuses (e.g. 'No current local user') or the call behind it fails (with that failure's
 * kind, so the page says what to do next). A sign-in that leaves an unconfirmed email is refused
 * here too: the journey cannot go on with it, and the page shows what the session says instead.
 */
export async function forwardToSession(
  session: SessionActor,
  { event, runsIn }: Forwarded,
  timeoutMs = 60_000,
): Promise<void> {
  await sessionUid(session, timeoutMs);
  session.send(event);
  const started = session.getSnapshot();
  if (!started.matches({ session: runsIn })) {
    const [fieldError] = Object.values(started.context.formErrors);
    throw sessionFailure(started, started.context.error ?? fieldError ?? UNKNOWN_ERROR_MESSAGE);
  }
  let settled;
  try {
    settled = await waitFor(session, (s) => !settling(s), { timeout: timeoutMs });
  } catch {
    throw new AuthAdapterError('network');
  }
  if (settled.context.error !== null) throw sessionFailure(settled, settled.context.error);
  if (runsIn === 'loggingInWithPassword' && selectAwaitingEmailConfirmation(settled)) {
    throw new Error(CONFIRM_EMAIL_MESSAGE);
  }
}

/** The contact step's answers the profile keeps (the rest stay in the journey). */
interface ContactStepAnswers {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/**
 * The claim journey's account steps, done by the session: the contact details (the profile, then
 * the session's `user.setContactDetails`, spec section 5), the password at the end or when saving
 * for later (the upgrade, with the profile the claimant saved earlier in the journey) and the
 * returning claimant's sign-in and reset email at the start. The journey's answers are never the
 * profile here: an upgrade with no saved profile is refused as the auth machine says.
 */
export function accountActions(
  session: () => SessionActor,
  profiles: Pick<ProfileStore, 'read' | 'readOrCreate' | 'update'>,
) {
  return {
    /** The contact step: the profile is written, then the session saves the mobile through the gateway. */
    saveProfileAndContact: async (applicant: ContactStepAnswers) => {
      const uid = await sessionUid(session());
      await profiles.readOrCreate(uid);
      await profiles.update(uid, {
        firstName: applicant.firstName,
        middleName: applicant.middleName,
        lastName: applicant.lastName,
        email: applicant.email,
        phoneNumber: applicant.phoneNumber,
      });
      await forwardToSession(session(), {
        event: { type: 'user.setContactDetails', email: applicant.email, phoneNumber: applicant.phoneNumber },
        runsIn: 'savingContactDetails',
      });
    },
    upgradeAccount: async ({ password, currentPassword }: { password: string; currentPassword?: string }) => {
      const uid = await sessionUid(session());
      const saved = await profiles.read(uid);
      const profile = saved ? { email: saved.email, phoneNumber: saved.phoneNumber } : null;
      await forwardToSession(session(), {
        event: { type: 'user.upgrade', password, profile, ...(currentPassword ? { currentPassword } : {}) },
        runsIn: 'upgrading',
      });
    },
    signInForRecovery: ({ email, password }: { email: string; password: string }) =>
      forwardToSession(session(), {
        event: { type: 'user.login', email, password, redirect: false },
        runsIn: 'loggingInWithPassword',
      }),
    sendPasswordReset: ({ email }: { email: string }) =>
      forwardToSession(session(), {
        event: { type: 'user.requestPasswordReset', email },
        runsIn: 'requestingPasswordReset',
      }),
  };
}
