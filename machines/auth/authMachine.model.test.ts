import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { blankProfile } from '../../contract/profile';
import { explore, stateIdsOf, transitionLabelsOf } from '../testing/coverage';
import { authMachine } from './authMachine';
import { SIGN_IN_LINK_OTHER_EMAIL_MESSAGE } from '../../contract/signInLink';
import { customTokenUid } from './token';
import { anonymousUser, localProfile, registeredUser } from './fixtures';

/** A custom token's shape (header.payload.signature) for a uid; only the payload is read. */
const linkFor = (uid: string) => `h.${btoa(JSON.stringify({ uid }))}.s`;

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) });

/** A password sign-in whose email is not confirmed yet, and the same account once it is. */
const unconfirmedUser = { ...registeredUser, emailVerified: false, signInProvider: 'password' };
const confirmedUser = { ...unconfirmedUser, emailVerified: true };

/** /login opened with an email sign-in link (decision 265). */
const emailLink = 'https://www.redress.example/login?mode=signIn&oobCode=code-1&apiKey=key';

/** Every event the outside world can send, including malformed ones, plus the actors' replies. */
const events = () => [
  { type: 'app.started' },
  { type: 'auth.changed', user: null },
  { type: 'auth.changed', user: anonymousUser },
  { type: 'auth.changed', user: registeredUser },
  { type: 'auth.changed', user: { uid: 7 } },
  { type: 'auth.changed', user: unconfirmedUser },
  { type: 'auth.failed', error: new Error('The sign-in service did not load') },
  { type: 'user.upgrade', password: 'a long pass phrase', profile: localProfile },
  { type: 'user.upgrade', password: 'a long pass phrase', profile: null },
  {
    type: 'user.upgrade',
    password: 'a long pass phrase',
    profile: { ...localProfile, email: 'other@example.com' },
  },
  { type: 'user.upgrade', profile: localProfile },
  { type: 'user.setContactDetails', ...localProfile },
  { type: 'user.setContactDetails', email: localProfile.email, phoneNumber: '' },
  { type: 'user.setContactDetails', email: '', phoneNumber: localProfile.phoneNumber },
  { type: 'user.loginWithToken', token: 'a.b.c', redirect: true },
  { type: 'user.loginWithToken', token: 'a.b.c' },
  { type: 'user.loginWithToken', token: 12 },
  { type: 'user.loginWithToken', token: linkFor('someone-else'), redirect: true },
  { type: 'user.confirmSwitch' },
  { type: 'user.login', email: 'sam@example.com', password: 'a long pass phrase' },
  { type: 'user.login', email: 'sam@example.com', password: 'a long pass phrase', redirect: false },
  { type: 'user.login', email: 'not an email', password: '' },
  { type: 'user.requestPasswordReset', email: 'sam@example.com' },
  { type: 'user.requestPasswordReset', email: 'nope' },
  { type: 'user.requestSignInLink', email: 'sam@example.com' },
  { type: 'user.requestSignInLink', email: 'nope' },
  { type: 'user.loginWithEmailLink', href: emailLink, email: 'sam@example.com' },
  { type: 'user.loginWithEmailLink', href: '', email: 'sam@example.com' },
  { type: 'user.cancelSwitch' },
  { type: 'user.logout' },
  { type: 'user.retry' },
  { type: 'login.opened' },
  { type: 'user.resendConfirmation' },
  { type: 'user.checkConfirmation' },
  done('signInAnonymously', anonymousUser),
  failed('signInAnonymously'),
  { type: 'xstate.after.retryBackoff.auth.session.signingInAnonymously.waiting' },
  { type: 'xstate.after.retryBackoff.auth.session.restartingListener' },
  done('upgradeAnonymous', { ...anonymousUser, isAnonymous: false, email: localProfile.email }),
  // An unconfirmed password sign-in setting its password again signs in with it again.
  done('upgradeAnonymous', unconfirmedUser),
  failed('upgradeAnonymous'),
  done('saveUpgradedContact'),
  failed('saveUpgradedContact'),
  done('saveContactDetails'),
  failed('saveContactDetails'),
  done('signInWithToken', registeredUser),
  failed('signInWithToken'),
  // The sign-in service could not be reached: the link is kept and tried again with the backoff.
  {
    type: 'xstate.error.actor.signInWithToken',
    error: Object.assign(new Error('unreachable'), { kind: 'network' }),
  },
  { type: 'xstate.after.retryBackoff.auth.session.loggingInWithToken.waitingToRetry' },
  done('loadProfile', blankProfile(registeredUser.uid)),
  failed('loadProfile'),
  done('signInWithEmail', registeredUser),
  done('signInWithEmail', { ...registeredUser, emailVerified: false }),
  done('resendConfirmation'),
  failed('resendConfirmation'),
  done('refreshUser', unconfirmedUser),
  done('refreshUser', confirmedUser),
  failed('refreshUser'),
  done('loadSavedProgress', '{"saved":"journey"}'),
  failed('loadSavedProgress'),
  failed('signInWithEmail'),
  done('sendPasswordReset'),
  failed('sendPasswordReset'),
  done('sendSignInLink'),
  failed('sendSignInLink'),
  done('signInWithEmailLink', confirmedUser),
  failed('signInWithEmailLink'),
  // Used before or expired; and an address that is not the link's (the link is kept).
  {
    type: 'xstate.error.actor.signInWithEmailLink',
    error: Object.assign(new Error('refused'), { kind: 'invalid-credentials' }),
  },
  { type: 'xstate.error.actor.signInWithEmailLink', error: new Error(SIGN_IN_LINK_OTHER_EMAIL_MESSAGE) },
  done('logout'),
  failed('logout'),
];

// Who is signed in and whether an error shows decide behaviour; the exact texts do not. The retry
// count matters only while the session starts, and the redirect only until a sign-in uses it
// (every sign-in sets it afresh), so elsewhere they are left out.
const serializeState = (snapshot: SnapshotFrom<typeof authMachine>) => {
  const { value, context } = snapshot;
  const during = (...states: string[]) =>
    states.some((state) => snapshot.matches({ session: state as never }));
  return JSON.stringify({
    value,
    user:
      context.user === null
        ? null
        : context.user.isAnonymous
          ? 'anonymous'
          : context.user.emailVerified === false && context.user.signInProvider === 'password'
            ? 'unconfirmed'
            : 'registered',
    error: context.error !== null,
    retriesDone: during('initialising', 'restartingListener', 'signingInAnonymously', 'loggingInWithToken')
      ? context.retriesDone
      : null,
    redirect:
      context.pendingLogin !== null || during('loggingInWithToken', 'loggingInWithPassword')
        ? context.redirectAfterLogin
        : null,
    formErrors: Object.keys(context.formErrors).length > 0,
    resetRequested: context.resetRequested,
    linkWaiting: context.pendingLogin && (customTokenUid(context.pendingLogin.token) ?? 'unreadable'),
  });
};

describe('auth machine, model-based', () => {
  const result = explore(authMachine, { events, serializeState, limit: 200_000 });

  it('reaches every state the definition declares', () => {
    const missing = stateIdsOf(authMachine).filter((id) => !result.visitedStates.has(id));
    expect(missing).toEqual([]);
  });

  it('takes every transition the definition declares', () => {
    const missing = transitionLabelsOf(authMachine).filter((label) => !result.takenTransitions.has(label));
    expect(missing).toEqual([]);
  });

  it('ends each generated path, replayed on a live actor, in the state the model predicts', () => {
    expect(result.paths.length).toBeGreaterThan(10);
    expect(result.replayMismatches()).toEqual([]);
    // Every path is replayed on a live actor: with /login's sign-in link states (decision 265)
    // that takes about 30 s on a busy machine.
  }, 120_000);
});
