import { FormPage } from '../../ui/form/FormPage';
import { LinkButton } from '../../ui/form/LinkButton';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { EmailInput } from '../../ui/form/EmailInput';
import { Prose } from '../../journey/views/Prose';
import { stepTitles } from '../../journey/views/titles';
import type { StepProps } from '../../journey/views/types';
import { useStep } from '../../journey/views/StepPage';

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

export function Login({ onForgotPassword, resetRequested, onEmailLink, ...props }: LoginProps) {
  const { values, field, form } = useStep(props);
  return (
    <FormPage
      title={stepTitles.login}
      fieldOrder={['email', 'password']}
      {...form}
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
    >
      <EmailInput {...field('email')} />
      <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
    </FormPage>
  );
}
