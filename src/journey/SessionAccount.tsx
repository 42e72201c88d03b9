import { AccountEntry } from './AccountEntry';
import { ensureSession } from './actor';

/** Once signed out, the home page loads afresh, so nothing of the claim stays in memory either. */
const leaveForHome = () => window.location.assign('/');

/**
 * The header's account entry on the app's routes (the journey, /login, /auth), where the session
 * runs: who is signed in, and Sign out. Once the machine has signed out and removed the claimant's
 * data from this browser, the page loads the home page afresh.
 */
export default function SessionAccount() {
  return <AccountEntry session={ensureSession()} onSignedOut={leaveForHome} />;
}
