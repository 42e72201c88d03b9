import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../../brands/brand';
import { AuthLanding } from '../../views/form/AuthLanding';
import { pageTitle } from '../../views/form/titles';
import { PageMain } from '../../views/site/Page';
import { journeyServices } from './actor';
import { resumeFromServer } from './resume';

/** Each link is used once, even if React runs the effect twice (StrictMode) or the page re-renders. */
const used = new Set<string>();

/**
 * /auth after the secret-auth guard: sign in with the custom token, reload the profile, and land on
 * /form/start/ (spec section 4). The token has already left the address bar and history.
 */
export function AuthPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<'signing-in' | 'failed'>('signing-in');
  useEffect(() => {
    if (used.has(token)) return;
    used.add(token);
    void (async () => {
      try {
        const user = await journeyServices().auth.signInWithCustomToken(token);
        await resumeFromServer(user.uid);
        void navigate('/form/start/', { replace: true });
      } catch {
        setStatus('failed');
      }
    })();
  }, [token, navigate]);
  return (
    <PageMain>
      <title>
        {pageTitle(status === 'failed' ? 'auth-failed' : 'auth', { brandName: brand.displayName })}
      </title>
      <meta name="referrer" content="no-referrer" />
      <AuthLanding status={status} loginHref="/login" />
    </PageMain>
  );
}
