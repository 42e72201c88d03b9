import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { UserProfile } from '../../../contract/profile';
import { brand } from '../../brands/brand';
import { journeyAfterSignIn } from '../../journey/actor';
import { AuthContainer } from './AuthContainer';
import { ensureSession } from '../../journey/runtime';

/** Each link is sent once, even if React runs the effect twice (StrictMode) or the page re-renders. */
const used = new Set<string>();

/**
 * /auth after the secret-auth guard (spec section 4). The page hands the link to the auth machine,
 * which signs in with the custom token (asking first when someone else is signed in), reloads the
 * profile and says when to go to /form/start/; the journey then starts from that profile. The token
 * has already left the address bar and history.
 */
export function AuthPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const session = ensureSession();

  useEffect(() => {
    if (used.has(token)) return;
    used.add(token);
    session.send({ type: 'user.loginWithToken', token, redirect: true });
  }, [session, token]);

  const onSignedIn = useCallback(
    (profile: UserProfile | null, progress: string | null) => {
      void navigate(journeyAfterSignIn(profile, progress), { replace: true });
    },
    [navigate],
  );

  return (
    <AuthContainer
      session={session}
      brandName={brand.displayName}
      onSignedIn={onSignedIn}
      onStay={() => void navigate('/form/start/', { replace: true })}
    />
  );
}
