import { useCallback } from 'react';
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
  const onSignedIn = useCallback(
    (profile: UserProfile | null, progress: string | null) => {
      void navigate(journeyAfterSignIn(profile, progress));
    },
    [navigate],
  );
  return (
    <LoginContainer
      session={ensureSession()}
      brandName={brand.displayName}
      onSignedIn={onSignedIn}
      onBack={() => void navigate('/')}
    />
  );
}
