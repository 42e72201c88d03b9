import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectAccount } from '../../../machines/auth/selectors';
import { AccountLink } from '../../ui/AccountLink';
import type { AuthSession } from './LoginContainer';

export interface AccountEntryProps {
  session: AuthSession;
  /** The machine has signed out and removed the claimant's data from this browser. */
  onSignedOut: () => void;
}

/** The header's account entry over the session: who is signed in, and Sign out (one event). */
export function AccountEntry({ session, onSignedOut }: AccountEntryProps) {
  const account = useSelector(session, selectAccount, shallowEqual);
  useEffect(() => {
    const subscription = session.on('auth.signedOut', onSignedOut);
    return () => subscription.unsubscribe();
  }, [session, onSignedOut]);
  return (
    <AccountLink
      email={account.email}
      signingOut={account.signingOut}
      onSignOut={() => session.send({ type: 'user.logout' })}
    />
  );
}
