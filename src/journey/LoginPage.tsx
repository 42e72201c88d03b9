import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { UserProfile } from '../../contract/profile';
import { brand } from '../brands/brand';
import { journeyAfterSignIn } from './actor';
import { LoginContainer } from './LoginContainer';
import { ensureSession } from './runtime';

/**
 * /login: email and password (the password-reset email's link returns here) over this tab's
 * session; once signed in, the claim journey starts from the reloaded profile.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const session = ensureSession();
  // A message an earlier attempt left (e.g. a refused account step in the journey) is not shown here.
  useEffect(() => {
    session.send({ type: 'login.opened' });
  }, [session]);
  const onSignedIn = useCallback(
    (profile: UserProfile | null, progress: string | null) => {
      void navigate(journeyAfterSignIn(profile, progress));
    },
    [navigate],
  );
  return (
    <LoginContainer
      session={session}
      brandName={brand.displayName}
      onSignedIn={onSignedIn}
      onBack={() => void navigate('/')}
    />
  );
}
