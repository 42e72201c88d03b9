import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { blankProfile } from '../../contract/profile';
import { explore, stateIdsOf, transitionLabelsOf } from '../testing/coverage';
import { authMachine } from './authMachine';
import { customTokenUid } from './token';
import { anonymousUser, localProfile, registeredUser } from './fixtures';

/** A custom token's shape (header.payload.signature) for a uid; only the payload is read. */
const linkFor = (uid: string) => `h.${btoa(JSON.stringify({ uid }))}.s`;

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) });

/** Every event the outside world can send, including malformed ones, plus the actors' replies. */
const events = () => [
  { type: 'app.started' },
  { type: 'auth.changed', user: null },
  { type: 'auth.changed', user: anonymousUser },
  { type: 'auth.changed', user: registeredUser },
  { type: 'auth.changed', user: { uid: 7 } },
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
  { type: 'user.cancelSwitch' },
  { type: 'user.logout' },
  { type: 'user.retry' },
  { type: 'login.opened' },
  done('signInAnonymously', anonymousUser),
  failed('signInAnonymously'),
  { type: 'xstate.after.retryBackoff.auth.session.signingInAnonymously.waiting' },
  done('upgradeAnonymous', { ...anonymousUser, isAnonymous: false, email: localProfile.email }),
  failed('upgradeAnonymous'),
  done('saveUpgradedContact'),
  failed('saveUpgradedContact'),
  done('saveContactDetails'),
  failed('saveContactDetails'),
  done('signInWithToken', registeredUser),
  failed('signInWithToken'),
  done('loadProfile', blankProfile(registeredUser.uid)),
  failed('loadProfile'),
  done('signInWithEmail', registeredUser),
  done('signInWithEmail', { ...registeredUser, emailVerified: false }),
  done('loadSavedProgress', '{"saved":"journey"}'),
  failed('loadSavedProgress'),
  failed('signInWithEmail'),
  done('sendPasswordReset'),
  failed('sendPasswordReset'),
  done('logout'),
  failed('logout'),
];

// Who is signed in and whether an error shows decide behaviour; the exact texts do not.
const serializeState = ({ value, context }: SnapshotFrom<typeof authMachine>) =>
  JSON.stringify({
    value,
    user: context.user === null ? null : context.user.isAnonymous ? 'anonymous' : 'registered',
    error: context.error !== null,
    retriesDone: context.retriesDone,
    redirect: context.redirectAfterLogin,
    formErrors: Object.keys(context.formErrors).length > 0,
    resetRequested: context.resetRequested,
    linkWaiting: context.pendingLogin && (customTokenUid(context.pendingLogin.token) ?? 'unreadable'),
  });

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
  });
});
