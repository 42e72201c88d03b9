import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { selectLinkSignIn, selectSignedInEmail } from '../../machines/auth/selectors';
import { brand } from '../brands/brand';
import { AuthLanding } from './views/AuthLanding';
import { pageTitle } from './views/titles';
import { PageMain } from '../views/site/Page';
import { journeyAfterSignIn } from './actor';
import { ensureSession } from './runtime';

/** Each link is sent once, even if React runs the effect twice (StrictMode) or the page re-renders. */
const used = new Set<string>();

const TITLES = { 'signing-in': 'auth', failed: 'auth-failed', 'confirm-switch': 'auth-switch' } as const;

/**
 * /auth after the secret-auth guard (spec section 4). The page hands the link to the auth machine,
 * which signs in with the custom token (asking first when someone else is signed in), reloads the
 * profile and says when to go to /form/start/; the journey then starts from that profile. The token
 * has already left the address bar and history.
 */
export function AuthPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const session = ensureSession();
  const status = useSelector(session, selectLinkSignIn);
  const signedInAs = useSelector(session, selectSignedInEmail);

  useEffect(() => {
    const subscription = session.on('auth.redirectToFormStart', ({ profile, progress }) => {
      void navigate(journeyAfterSignIn(profile, progress), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [session, navigate]);

  useEffect(() => {
    if (used.has(token)) return;
    used.add(token);
    session.send({ type: 'user.loginWithToken', token, redirect: true });
  }, [session, token]);

  return (
    <PageMain>
      <title>{pageTitle(TITLES[status], { brandName: brand.displayName })}</title>
      <meta name="referrer" content="no-referrer" />
      <AuthLanding
        status={status}
        loginHref="/login"
        signedInAs={signedInAs}
        onSwitch={() => session.send({ type: 'user.confirmSwitch' })}
        onStay={() => {
          session.send({ type: 'user.cancelSwitch' });
          void navigate('/form/start/', { replace: true });
        }}
      />
    </PageMain>
  );
}
