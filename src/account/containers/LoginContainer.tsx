import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Actor } from 'xstate';
import type { AuthMachine } from '../../../machines/auth/authMachine';
import {
  selectAwaitingEmailConfirmation,
  selectLoginForm,
  selectLoginProblem,
} from '../../../machines/auth/selectors';
import { useBrand } from '../../brands/BrandContext';
import { AUTH_ERROR_MESSAGES } from '../../adapters/authErrors';
import type { UserProfile } from '../../../contract/profile';
import { SIGN_IN_LINK_REQUESTED_MESSAGE } from '../../../contract/signInLinkWords';
import { Login } from '../views/Login';
import { RequestSignInLink, UseSignInLink } from '../views/SignInLink';
import { pageTitle } from '../../journey/views/titles';
import { PageMain } from '../../ui/Page';
import { ConfirmEmailContainer } from './ConfirmEmailContainer';
import { GatewayProblem } from '../../journey/GatewayProblem';

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
  /**
   * The email sign-in link /login was opened with (decision 265), already taken out of the
   * address bar by the page; null when there is none.
   */
  emailLink?: string | null;
  /** Signed in with an email sign-in link: go to Your claims. */
  onSignedInWithLink?: () => void;
  /** The form shown first: the password's, or "Email me a sign-in link"'s (a story's state). */
  startWith?: 'password' | 'email-link';
}

/**
 * /login's form over the session: the auth machine checks the answers, signs in, reloads the
 * profile and says when to go on. Each button sends one event. Signed in with a password whose
 * email is not confirmed, the page is the one that says so instead of the form (decision 156); a
 * session that could not start says so with Try again. "Email me a sign-in link" shows the short
 * form that asks for one; opened with a link, the page asks for the address it was sent to and
 * signs in with it, then goes to Your claims (decision 265).
 */
export function LoginContainer({
  session,
  brandName,
  onSignedIn,
  onBack,
  emailLink = null,
  onSignedInWithLink,
  startWith = 'password',
}: LoginContainerProps) {
  const form = useSelector(session, selectLoginForm, shallowEqual);
  const { workspace } = useBrand();
  const problemText = useSelector(session, (s) => selectLoginProblem(s, { workspace }));
  const unconfirmed = useSelector(session, selectAwaitingEmailConfirmation);
  // Which of /login's forms shows is the page's own choice (a disclosure, GOV.UK); what each one
  // does is the machine's. A refused link is dropped: it will not work again.
  const [wantsLink, setWantsLink] = useState(startWith === 'email-link');
  const [link, setLink] = useState(emailLink);
  // The address typed for a password is the one the link form starts with (WCAG 3.3.7).
  const [typedEmail, setTypedEmail] = useState('');
  if (form.emailLinkRefused && link !== null) setLink(null);
  if ((form.emailLinkRefused || form.signInLinkRequested) && !wantsLink) setWantsLink(true);

  useEffect(() => {
    const subscription = session.on('auth.redirectToFormStart', ({ profile, progress }) =>
      onSignedIn(profile, progress),
    );
    return () => subscription.unsubscribe();
  }, [session, onSignedIn]);

  useEffect(() => {
    const subscription = session.on('auth.redirectToYourClaims', () => onSignedInWithLink?.());
    return () => subscription.unsubscribe();
  }, [session, onSignedInWithLink]);

  if (unconfirmed) {
    return (
      <PageMain>
        <title>{pageTitle('confirm-email', { brandName, hasErrors: form.problem !== null })}</title>
        <ConfirmEmailContainer session={session} />
      </PageMain>
    );
  }

  const hasErrors = Object.keys(form.errors).length > 0 || form.problem !== null;
  const problem =
    problemText &&
    (form.failed ? (
      <GatewayProblem
        message={problemText}
        nextStep={AUTH_ERROR_MESSAGES.network}
        onRetry={() => session.send({ type: 'user.retry' })}
      />
    ) : (
      <GatewayProblem message={problemText} />
    ));

  if (link !== null) {
    return (
      <PageMain>
        <title>{pageTitle('use-sign-in-link', { brandName, hasErrors })}</title>
        {problem}
        <UseSignInLink
          values={{ email: '' }}
          errors={form.errors}
          busy={form.busy}
          onContinue={({ email }) => session.send({ type: 'user.loginWithEmailLink', href: link, email })}
          onBack={() => setLink(null)}
          backHref="/login"
        />
      </PageMain>
    );
  }

  if (wantsLink) {
    return (
      <PageMain>
        <title>{pageTitle('request-sign-in-link', { brandName, hasErrors })}</title>
        {problem}
        <RequestSignInLink
          values={{ email: typedEmail }}
          errors={form.errors}
          busy={form.busy}
          requested={form.signInLinkRequested ? SIGN_IN_LINK_REQUESTED_MESSAGE : null}
          onContinue={({ email }) => session.send({ type: 'user.requestSignInLink', email })}
          onBack={() => {
            setWantsLink(false);
            session.send({ type: 'login.opened' });
          }}
          backHref="/login"
        />
      </PageMain>
    );
  }

  return (
    <PageMain>
      <title>{pageTitle('login', { brandName, hasErrors })}</title>
      {problem}
      <Login
        values={{ email: '', password: '' }}
        errors={form.errors}
        busy={form.busy}
        resetRequested={form.resetRequested}
        onForgotPassword={(email) => session.send({ type: 'user.requestPasswordReset', email })}
        onEmailLink={(email) => {
          setTypedEmail(email);
          setWantsLink(true);
          session.send({ type: 'login.opened' });
        }}
        onContinue={(values) => session.send({ type: 'user.login', ...values })}
        onBack={onBack}
        backHref="/"
      />
    </PageMain>
  );
}
