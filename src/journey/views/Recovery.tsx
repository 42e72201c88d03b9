import { LinkButton } from '../../ui/form/LinkButton';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { Prose } from './Prose';
import { StepPage, useStep } from './StepPage';
import type { StepProps } from './types';

export interface RecoveryValues {
  password: string;
}

export interface RecoveryProps extends StepProps<RecoveryValues> {
  /** The address the claimant gave, shown so they know which account this is. */
  email: string;
  onSendReset: () => void;
  /** True once the reset email has gone; the page says so in a status message. */
  resetSent?: boolean;
  onUseDifferentDetails: () => void;
}

/** A returning claimant: sign in to resume the saved claim, reset the password, or start over. */
export function Recovery(props: RecoveryProps) {
  const { email, onSendReset, resetSent, onUseDifferentDetails } = props;
  const { field, form } = useStep(props);
  return (
    <StepPage
      step="start/recovery"
      fieldOrder={['password']}
      notice={
        <StatusMessage>
          {resetSent ? `We have sent a link to reset your password to ${email}.` : null}
        </StatusMessage>
      }
      secondary={
        <Prose>
          <h2>Forgotten your password?</h2>
          <p>
            <LinkButton onClick={onSendReset}>Send me a link to reset my password</LinkButton>
          </p>
          <p>The link brings you back to sign in, and your claim carries on where you left it.</p>
          <h2>Not you?</h2>
          <p>
            <LinkButton onClick={onUseDifferentDetails}>Go back and use different contact details</LinkButton>
          </p>
        </Prose>
      }
      {...form}
    >
      <Prose>
        <p>
          There is already an account for {email} and the mobile number you gave. Sign in to carry on with
          your claim from where you left it.
        </p>
      </Prose>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
    </StepPage>
  );
}
