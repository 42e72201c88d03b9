import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectAccount } from '../../machines/auth/selectors';
import { AccountLink } from '../ui/AccountLink';
import type { SessionActor } from './session';
import { useStartedSession } from './sessionStarted';

/**
 * The header's account entry on the app's routes (the journey, /login, /auth), where the session
 * runs: who is signed in, and Sign out. Once the machine has signed out and removed the claimant's
 * data from this browser, the page loads the home page afresh, so nothing of the claim stays in
 * memory either. Until the session has started (the journey starts it when the browser is idle or
 * a step needs it), nobody is known to be signed in.
 */
export default function SessionAccount() {
  const session = useStartedSession();
  return session ? <SessionAccountLink session={session} /> : <AccountLink />;
}

function SessionAccountLink({ session }: { session: SessionActor }) {
  const account = useSelector(session, selectAccount, shallowEqual);
  useEffect(() => {
    const subscription = session.on('auth.signedOut', () => window.location.assign('/'));
    return () => subscription.unsubscribe();
  }, [session]);
  return (
    <AccountLink
      email={account.email}
      signingOut={account.signingOut}
      onSignOut={() => session.send({ type: 'user.logout' })}
    />
  );
}
