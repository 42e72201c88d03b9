import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Actor } from 'xstate';
import type { AuthMachine } from '../../machines/auth/authMachine';
import { selectAwaitingEmailConfirmation, selectLoginForm } from '../../machines/auth/selectors';
import { AUTH_ERROR_MESSAGES } from '../adapters/authErrors';
import type { UserProfile } from '../../contract/profile';
import { Login } from './views/Login';
import { pageTitle } from './views/titles';
import { PageMain } from '../views/site/Page';
import { ConfirmEmailContainer } from './ConfirmEmailContainer';
import { GatewayProblem } from './GatewayProblem';

/** The auth machine as a running session, with whatever actors its caller provided. */
export type AuthSession = Actor<AuthMachine>;

export interface LoginContainerProps {
  session: AuthSession;
  brandName: string;
  /**
   * The machine has signed in and reloaded the profile and any journey saved for later: resume
   * that, or start the claim from the profile.
   */
  onSignedIn: (profile: UserProfile | null, progress: string | null) => void;
  onBack: () => void;
}

/**
 * /login's form over the session: the auth machine checks the answers, signs in, reloads the
 * profile and says when to go on. Each button sends one event. Signed in with a password whose
 * email is not confirmed, the page is the one that says so instead of the form (decision 156); a
 * session that could not start says so with Try again.
 */
export function LoginContainer({ session, brandName, onSignedIn, onBack }: LoginContainerProps) {
  const form = useSelector(session, selectLoginForm, shallowEqual);
  const unconfirmed = useSelector(session, selectAwaitingEmailConfirmation);

  useEffect(() => {
    const subscription = session.on('auth.redirectToFormStart', ({ profile, progress }) =>
      onSignedIn(profile, progress),
    );
    return () => subscription.unsubscribe();
  }, [session, onSignedIn]);

  if (unconfirmed) {
    return (
      <PageMain>
        <title>{pageTitle('confirm-email', { brandName, hasErrors: form.problem !== null })}</title>
        <ConfirmEmailContainer session={session} />
      </PageMain>
    );
  }

  const hasErrors = Object.keys(form.errors).length > 0 || form.problem !== null;
  return (
    <PageMain>
      <title>{pageTitle('login', { brandName, hasErrors })}</title>
      {form.problem &&
        (form.failed ? (
          <GatewayProblem
            message={form.problem}
            nextStep={AUTH_ERROR_MESSAGES.network}
            onRetry={() => session.send({ type: 'user.retry' })}
          />
        ) : (
          <GatewayProblem message={form.problem} />
        ))}
      <Login
        values={{ email: '', password: '' }}
        errors={form.errors}
        busy={form.busy}
        resetRequested={form.resetRequested}
        onForgotPassword={(email) => session.send({ type: 'user.requestPasswordReset', email })}
        onContinue={(values) => session.send({ type: 'user.login', ...values })}
        onBack={onBack}
        backHref="/"
      />
    </PageMain>
  );
}
