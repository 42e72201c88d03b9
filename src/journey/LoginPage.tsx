import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { selectLoginForm } from '../../machines/auth/selectors';
import { brand } from '../brands/brand';
import { Login } from './views/Login';
import { pageTitle } from './views/titles';
import { PageMain } from '../views/site/Page';
import { journeyAfterSignIn } from './actor';
import { ensureSession } from './runtime';
import { GatewayProblem } from './GatewayProblem';

/**
 * /login: email and password (the password-reset email's link returns here). The auth machine
 * checks the answers, signs in, reloads the profile and says when to go to /form/start/; the page
 * then starts the claim journey from that profile.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const session = ensureSession();
  const form = useSelector(session, selectLoginForm, shallowEqual);

  useEffect(() => {
    const subscription = session.on('auth.redirectToFormStart', ({ profile, progress }) => {
      void navigate(journeyAfterSignIn(profile, progress));
    });
    return () => subscription.unsubscribe();
  }, [session, navigate]);

  // A message an earlier attempt left (e.g. a refused account step in the journey) is not shown here.
  useEffect(() => {
    session.send({ type: 'login.opened' });
  }, [session]);

  const hasErrors = Object.keys(form.errors).length > 0 || form.problem !== null;
  return (
    <PageMain>
      <title>{pageTitle('login', { brandName: brand.displayName, hasErrors })}</title>
      {form.problem && <GatewayProblem message={form.problem} />}
      <Login
        values={{ email: '', password: '' }}
        errors={form.errors}
        busy={form.busy}
        resetRequested={form.resetRequested}
        onForgotPassword={(email) => session.send({ type: 'user.requestPasswordReset', email })}
        onContinue={(values) => session.send({ type: 'user.login', ...values })}
        onBack={() => void navigate('/')}
        backHref="/"
      />
    </PageMain>
  );
}
