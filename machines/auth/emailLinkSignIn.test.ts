import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { SIGN_IN_LINK_OTHER_EMAIL_MESSAGE, SIGN_IN_LINK_REFUSED_MESSAGE } from '../../contract/signInLink';
import { AUTH_MESSAGES } from './messages';
import { anonymousUser } from './fixtures';
import { selectLoginForm } from './selectors';
import { createTestAuth, flush } from './testing';

// Sign-in by email link on /login (decision 265): asking for a link, and using one.

const href = 'https://www.redress.example/login?mode=signIn&oobCode=code-1&apiKey=key';
const email = 'sam@example.com';

/** A session on /login whose listener has reported a guest. */
function onLogin() {
  const test = createTestAuth();
  test.actor.send({ type: 'app.started' });
  test.report({ type: 'auth.changed', user: anonymousUser });
  return test;
}

const settled = (test: ReturnType<typeof onLogin>) => waitFor(test.actor, (s) => !s.hasTag('authenticating'));

describe('asking for a sign-in link', () => {
  it('asks the gateway for the address typed and then says a link was sent if an account uses it', async () => {
    const test = onLogin();
    test.actor.send({ type: 'user.requestSignInLink', email: ' Sam@Example.com ' });
    expect(selectLoginForm(test.actor.getSnapshot()).busy).toBe(true);
    await settled(test);
    expect(test.spies.sendSignInLink).toHaveBeenCalledExactlyOnceWith({ email: ' Sam@Example.com ' });
    const form = selectLoginForm(test.actor.getSnapshot());
    expect(form).toMatchObject({ signInLinkRequested: true, problem: null, busy: false });
    expect(test.actor.getSnapshot().value).toEqual({ session: 'anonymous' });
  });

  it('asks nothing for an address that is not one, and says so by the field', () => {
    const test = onLogin();
    test.actor.send({ type: 'user.requestSignInLink', email: 'sam@example' });
    expect(test.spies.sendSignInLink).not.toHaveBeenCalled();
    expect(selectLoginForm(test.actor.getSnapshot()).errors).toEqual({
      email: 'Enter an email address in the correct format, like name@example.com',
    });
  });

  it('shows the gateway’s refusal (too many requests) and keeps the guest session', async () => {
    const test = onLogin();
    test.spies.sendSignInLink.mockRejectedValueOnce(
      Object.assign(new Error('Too many requests for a sign-in link. Try again in 12 minutes.'), {
        kind: 'rate-limited',
      }),
    );
    test.actor.send({ type: 'user.requestSignInLink', email });
    await settled(test);
    const snapshot = test.actor.getSnapshot();
    expect(selectLoginForm(snapshot)).toMatchObject({
      problem: 'Too many requests for a sign-in link. Try again in 12 minutes.',
      signInLinkRequested: false,
    });
    expect(snapshot.context.errorKind).toBe('rate-limited');
    expect(snapshot.value).toEqual({ session: 'anonymous' });
  });

  it('before the session has started answers the spec’s message', () => {
    const { actor, spies } = createTestAuth();
    actor.send({ type: 'user.requestSignInLink', email });
    expect(actor.getSnapshot().context.error).toBe(AUTH_MESSAGES.notInitialized);
    expect(spies.sendSignInLink).not.toHaveBeenCalled();
  });
});

describe('using a sign-in link', () => {
  it('signs in with the link and the address typed, then sends the page to Your claims', async () => {
    const test = onLogin();
    test.actor.send({ type: 'user.loginWithEmailLink', href, email });
    expect(selectLoginForm(test.actor.getSnapshot()).busy).toBe(true);
    await settled(test);
    expect(test.spies.signInWithEmailLink).toHaveBeenCalledExactlyOnceWith({ email, href });
    const snapshot = test.actor.getSnapshot();
    expect(snapshot.value).toEqual({ session: 'authenticated' });
    expect(snapshot.context.user).toMatchObject({ uid: 'reg-3', email, emailVerified: true });
    expect(test.spies.redirectToYourClaims).toHaveBeenCalledTimes(1);
    expect(test.spies.redirectToFormStart).not.toHaveBeenCalled();
  });

  it('asks for the address again, by the field, when the link is not for the one typed', async () => {
    const test = onLogin();
    test.spies.signInWithEmailLink.mockRejectedValueOnce(
      Object.assign(new Error(SIGN_IN_LINK_OTHER_EMAIL_MESSAGE), { kind: 'invalid-credentials' }),
    );
    test.actor.send({ type: 'user.loginWithEmailLink', href, email: 'other@example.com' });
    await settled(test);
    const form = selectLoginForm(test.actor.getSnapshot());
    expect(form).toMatchObject({
      errors: { email: SIGN_IN_LINK_OTHER_EMAIL_MESSAGE },
      problem: null,
      emailLinkRefused: false,
    });
    test.actor.send({ type: 'user.loginWithEmailLink', href, email });
    await settled(test);
    expect(test.spies.redirectToYourClaims).toHaveBeenCalledTimes(1);
  });

  it('says a link used before or expired has not worked, and offers a new one', async () => {
    const test = onLogin();
    test.spies.signInWithEmailLink.mockRejectedValueOnce(
      Object.assign(new Error(SIGN_IN_LINK_REFUSED_MESSAGE), { kind: 'invalid-credentials' }),
    );
    test.actor.send({ type: 'user.loginWithEmailLink', href, email });
    await settled(test);
    const snapshot = test.actor.getSnapshot();
    expect(selectLoginForm(snapshot)).toMatchObject({
      problem: SIGN_IN_LINK_REFUSED_MESSAGE,
      emailLinkRefused: true,
    });
    expect(snapshot.value).toEqual({ session: 'anonymous' });
    expect(test.spies.redirectToYourClaims).not.toHaveBeenCalled();
    // Asking for a new link clears what the refused one left.
    test.actor.send({ type: 'user.requestSignInLink', email });
    await settled(test);
    expect(selectLoginForm(test.actor.getSnapshot())).toMatchObject({
      problem: null,
      emailLinkRefused: false,
      signInLinkRequested: true,
    });
  });

  it('keeps the link to try again when the sign-in service cannot be reached', async () => {
    const test = onLogin();
    test.spies.signInWithEmailLink.mockRejectedValueOnce(
      Object.assign(new Error('We could not reach the sign-in service.'), { kind: 'network' }),
    );
    test.actor.send({ type: 'user.loginWithEmailLink', href, email });
    await settled(test);
    const snapshot = test.actor.getSnapshot();
    expect(selectLoginForm(snapshot)).toMatchObject({
      problem: 'We could not reach the sign-in service.',
      emailLinkRefused: false,
    });
    expect(snapshot.context.errorKind).toBe('network');
  });

  it('uses nothing when the address typed is not one: the field says so', async () => {
    const test = onLogin();
    test.actor.send({ type: 'user.loginWithEmailLink', href, email: '' });
    await flush();
    expect(test.spies.signInWithEmailLink).not.toHaveBeenCalled();
    expect(selectLoginForm(test.actor.getSnapshot()).errors).toEqual({ email: 'Enter your email address' });
  });
});
