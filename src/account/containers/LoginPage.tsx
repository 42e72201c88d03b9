import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { UserProfile } from '../../../contract/profile';
import { brand } from '../../brands/brand';
import { journeyAfterSignIn } from '../../journey/actor';
import { LoginContainer } from './LoginContainer';
import { ensureSession } from '../../journey/runtime';

/**
 * Firebase's email sign-in parameters in /login's address (decision 265): the sign-in service
 * judges the link itself; this only decides that the page asks for the address to use it with.
 */
export function emailSignInLinkIn(href: string): string | null {
  if (!URL.canParse(href)) return null;
  const { searchParams } = new URL(href);
  return searchParams.get('mode') === 'signIn' && searchParams.get('oobCode') ? href : null;
}

/**
 * /login: email and password (the password-reset email's link returns here) over this tab's
 * session; once signed in, the claim journey starts from the reloaded profile. Opened with an
 * email sign-in link, it keeps the link in memory, takes it out of the address bar and history,
 * and once signed in with it goes to Your claims.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = ensureSession();
  const [emailLink] = useState(() =>
    emailSignInLinkIn(`${globalThis.location?.origin ?? 'http://localhost'}/login${location.search}`),
  );
  useEffect(() => {
    if (emailLink !== null) void navigate('/login', { replace: true });
  }, [emailLink, navigate]);
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
  const onSignedInWithLink = useCallback(() => {
    void navigate('/form/claims', { replace: true });
  }, [navigate]);
  return (
    <LoginContainer
      session={session}
      brandName={brand.displayName}
      onSignedIn={onSignedIn}
      onBack={() => void navigate('/')}
      emailLink={emailLink}
      onSignedInWithLink={onSignedInWithLink}
    />
  );
}
