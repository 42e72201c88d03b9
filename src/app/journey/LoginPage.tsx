import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { LoginSchema } from '../../../contract/answers';
import { EmailSchema } from '../../../contract/fields';
import { fieldErrors } from '../../../machines/wizard/validate';
import { errorMessage } from '../../../machines/errors';
import { brand } from '../../brands/brand';
import { Login, type LoginValues } from '../../views/form/Login';
import { pageTitle } from '../../views/form/titles';
import { PageMain } from '../../views/site/Page';
import { journeyServices } from './actor';
import { GatewayProblem } from './GatewayProblem';
import { resumeFromServer } from './resume';

const ResetSchema = v.object({ email: EmailSchema });

type Status = {
  busy: boolean;
  errors: Record<string, string>;
  problem: string | null;
  resetRequested: boolean;
};

/**
 * /login: email and password (the password-reset email's link returns here). After signing in the
 * profile is reloaded from the server and the claim journey starts from it.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({
    busy: false,
    errors: {},
    problem: null,
    resetRequested: false,
  });

  const signIn = async (values: LoginValues) => {
    const checked = v.safeParse(LoginSchema, values);
    if (!checked.success) {
      setStatus((s) => ({ ...s, errors: fieldErrors(checked.issues), problem: null }));
      return;
    }
    setStatus((s) => ({ ...s, busy: true, errors: {}, problem: null }));
    try {
      const user = await journeyServices().auth.signInWithEmail(checked.output);
      await resumeFromServer(user.uid);
      void navigate('/form/start/');
    } catch (error) {
      setStatus((s) => ({ ...s, busy: false, problem: errorMessage(error) }));
    }
  };

  const forgotten = async (email: string) => {
    const checked = v.safeParse(ResetSchema, { email });
    if (!checked.success) {
      setStatus((s) => ({ ...s, errors: fieldErrors(checked.issues), resetRequested: false }));
      return;
    }
    try {
      await journeyServices().auth.sendPasswordReset(checked.output.email, window.location.origin);
      setStatus((s) => ({ ...s, errors: {}, problem: null, resetRequested: true }));
    } catch (error) {
      setStatus((s) => ({ ...s, problem: errorMessage(error) }));
    }
  };

  const hasErrors = Object.keys(status.errors).length > 0 || status.problem !== null;
  return (
    <PageMain>
      <title>{pageTitle('login', { brandName: brand.displayName, hasErrors })}</title>
      {status.problem && <GatewayProblem message={status.problem} />}
      <Login
        values={{ email: '', password: '' }}
        errors={status.errors}
        busy={status.busy}
        resetRequested={status.resetRequested}
        onForgotPassword={(email) => void forgotten(email)}
        onContinue={(values) => void signIn(values)}
        onBack={() => void navigate('/')}
        backHref="/"
      />
    </PageMain>
  );
}
