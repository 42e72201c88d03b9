import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { UserProfile } from '../../../contract/profile';
import { selectAuthError, selectLinkSignIn, selectSignedInEmail } from '../../../machines/auth/selectors';
import { AUTH_ERROR_MESSAGES } from '../../adapters/authErrors';
import { PageMain } from '../../ui/Page';
import type { AuthSession } from './LoginContainer';
import { AuthLanding } from '../views/AuthLanding';
import { pageTitle } from '../../journey/views/titles';

const TITLES = {
  'signing-in': 'auth',
  failed: 'auth-failed',
  'confirm-switch': 'auth-switch',
  'session-failed': 'auth-unavailable',
} as const;

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
 * someone else's session, the link refused, or the session could not start (the spec's message,
 * what to do, and Try again, which starts it again and then uses the kept link).
 */
export function AuthContainer({ session, brandName, onSignedIn, onStay }: AuthContainerProps) {
  const status = useSelector(session, selectLinkSignIn);
  const signedInAs = useSelector(session, selectSignedInEmail);
  const problem = useSelector(session, selectAuthError);

  useEffect(() => {
    const subscription = session.on('auth.redirectToFormStart', ({ profile, progress }) =>
      onSignedIn(profile, progress),
    );
    return () => subscription.unsubscribe();
  }, [session, onSignedIn]);

  return (
    <PageMain>
      <title>{pageTitle(TITLES[status], { brandName, hasErrors: status === 'session-failed' })}</title>
      <meta name="referrer" content="no-referrer" />
      <AuthLanding
        status={status}
        loginHref="/login"
        problem={problem}
        nextStep={AUTH_ERROR_MESSAGES.network}
        onRetry={() => session.send({ type: 'user.retry' })}
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
