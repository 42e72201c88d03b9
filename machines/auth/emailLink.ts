import { assertEvent } from 'xstate';
import { authSetup } from './setup';
import { backToSession, returnToSession } from './transitions';

// The email link region (decision 265): /login's "Email me a sign-in link", and /login opened with
// that link. Targets are the session's states (authMachine.ts).

/** /login's "Email me a sign-in link": the same answer whoever the address belongs to. */
export const requestingSignInLinkState = authSetup.createStateConfig({
  tags: ['authenticating'],
  invoke: {
    id: 'sendSignInLink',
    src: 'sendSignInLink',
    input: ({ event }) => {
      assertEvent(event, 'user.requestSignInLink');
      return { email: event.email };
    },
    onDone: [...returnToSession('markSignInLinkRequested')],
    onError: [...backToSession],
  },
});

/**
 * /login opened with an email sign-in link (decision 265): signed in as its account, the
 * page goes to Your claims. The link is Firebase's, valid once; a failure returns to the
 * session the claimant had, with what happened (noteEmailLinkFailure).
 */
export const loggingInWithEmailLinkState = authSetup.createStateConfig({
  tags: ['authenticating'],
  invoke: {
    id: 'signInWithEmailLink',
    src: 'signInWithEmailLink',
    input: ({ event }) => {
      assertEvent(event, 'user.loginWithEmailLink');
      return { email: event.email, href: event.href };
    },
    onDone: {
      target: '#auth.session.authenticated',
      actions: [{ type: 'setUser', params: ({ event }) => event.output }, 'redirectToYourClaims'],
    },
    onError: [...returnToSession('noteEmailLinkFailure')],
  },
});
