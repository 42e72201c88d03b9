import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { UserProfile } from '../../contract/profile';
import { selectLinkSignIn, selectSignedInEmail } from '../../machines/auth/selectors';
import { PageMain } from '../views/site/Page';
import type { AuthSession } from './LoginContainer';
import { AuthLanding } from './views/AuthLanding';
import { pageTitle } from './views/titles';

const TITLES = { 'signing-in': 'auth', failed: 'auth-failed', 'confirm-switch': 'auth-switch' } as const;

export interface AuthContainerProps {
  /** The session the sign-in link has been handed to (`user.loginWithToken`). */
  session: AuthSession;
  brandName: string;
  /** Signed in with the link, the profile and any journey saved for later reloaded: resume it or start from the profile. */
  onSignedIn: (profile: UserProfile | null, progress: string | null) => void;
  /** The claimant kept the session they had (the machine has dropped the link). */
  onStay: () => void;
}

/**
 * /auth while the auth machine uses a sign-in link: signing in, asking before switching from
 * someone else's session, or the link refused.
 */
export function AuthContainer({ session, brandName, onSignedIn, onStay }: AuthContainerProps) {
  const status = useSelector(session, selectLinkSignIn);
  const signedInAs = useSelector(session, selectSignedInEmail);

  useEffect(() => {
    const subscription = session.on('auth.redirectToFormStart', ({ profile, progress }) =>
      onSignedIn(profile, progress),
    );
    return () => subscription.unsubscribe();
  }, [session, onSignedIn]);

  return (
    <PageMain>
      <title>{pageTitle(TITLES[status], { brandName })}</title>
      <meta name="referrer" content="no-referrer" />
      <AuthLanding
        status={status}
        loginHref="/login"
        signedInAs={signedInAs}
        onSwitch={() => session.send({ type: 'user.confirmSwitch' })}
        onStay={() => {
          session.send({ type: 'user.cancelSwitch' });
          onStay();
        }}
      />
    </PageMain>
  );
}
