import { FormPage } from '../../ui/form/FormPage';
import { LinkButton } from '../../ui/form/LinkButton';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { TextInput } from '../../ui/form/TextInput';
import { Prose } from '../../journey/views/Prose';
import { stepTitles } from '../../journey/views/titles';
import type { StepProps } from '../../journey/views/types';
import { useAnswers } from '../../journey/views/useAnswers';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginProps extends StepProps<LoginValues> {
  /** Asks for a reset link for the email typed so far. */
  onForgotPassword: (email: string) => void;
  /** The reset was requested; the message is the same whether or not an account exists. */
  resetRequested?: boolean;
  /** "Email me a sign-in link" (decision 265): the short form, given the email typed so far. */
  onEmailLink?: (email: string) => void;
}

export function Login({
  values: initial,
  errors = {},
  onContinue,
  onForgotPassword,
  resetRequested,
  onEmailLink,
  ...page
}: LoginProps) {
  const { values, set } = useAnswers(initial);
  return (
    <FormPage
      title={stepTitles.login}
      errors={errors}
      fieldOrder={['email', 'password']}
      onSubmit={() => onContinue(values)}
      submitLabel="Sign in"
      notice={
        <StatusMessage>
          {resetRequested
            ? 'If there is an account for that email address, we have sent it a link to reset the password.'
            : null}
        </StatusMessage>
      }
      secondary={
        <Prose>
          <p>
            <LinkButton onClick={() => onForgotPassword(values.email)}>Forgotten your password?</LinkButton>
          </p>
          {onEmailLink && (
            <p>
              No password, or you would rather not use it?{' '}
              <LinkButton onClick={() => onEmailLink(values.email)}>Email me a sign-in link</LinkButton>
            </p>
          )}
        </Prose>
      }
      {...page}
    >
      <TextInput
        id="email"
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="none"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <PasswordInput
        id="password"
        label="Password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
    </FormPage>
  );
}
