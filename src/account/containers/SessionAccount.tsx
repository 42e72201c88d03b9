import { AccountLink } from '../../ui/AccountLink';
import { AccountEntry } from './AccountEntry';
import { useStartedSession } from '../../journey/sessionStarted';

/** Once signed out, the home page loads afresh, so nothing of the claim stays in memory either. */
const leaveForHome = () => window.location.assign('/');

/**
 * The header's account entry on the app's routes (the journey, /login, /auth), where the session
 * runs: who is signed in, and Sign out. Once the machine has signed out and removed the claimant's
 * data from this browser, the page loads the home page afresh. Until the session has started (the
 * journey starts it when the browser is idle or a step needs it), nobody is known to be signed in.
 */
export default function SessionAccount() {
  const session = useStartedSession();
  return session ? <AccountEntry session={session} onSignedOut={leaveForHome} /> : <AccountLink />;
}
