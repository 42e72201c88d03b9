import { StepPage, useStep } from './StepPage';
import { LinkButton } from '../../ui/form/LinkButton';
import { StatusMessage } from '../../ui/form/StatusMessage';
import type { StepProps } from './types';
import { CurrentPasswordField, NewPasswordField } from './NewPasswordField';

export interface AccountValues {
  password: string;
  /** Asked only of a registered account, when the gateway wants it (decision 204). */
  currentPassword: string;
}

export interface AccountProps extends StepProps<AccountValues> {
  email: string;
  /** True once the password is set and the guest session is a registered account. */
  saved?: boolean;
  /** The gateway's message asking for the current password, or null (decision 204). */
  currentPasswordProblem?: string | null;
  onSkip: () => void;
}

/** Optional: a password turns the guest session into an account, keeping the same claim. */
export function Account({ email, saved, currentPasswordProblem = null, onSkip, ...props }: AccountProps) {
  const { values, set, errors, form } = useStep(props);
  return (
    <StepPage
      step="thankyou/account"
      fieldOrder={['currentPassword', 'password']}
      {...form}
      onSubmit={saved ? undefined : form.onSubmit}
      notice={
        <StatusMessage>
          {saved
            ? `Your password is set. We have sent an email to ${email}: open the link in it to confirm your email address, then sign in with it next time.`
            : null}
        </StatusMessage>
      }
      secondary={!saved && <LinkButton onClick={onSkip}>Skip this, I do not want a password</LinkButton>}
    >
      <p>You will sign in with your email address, {email}.</p>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      {!saved && (
        <>
          <CurrentPasswordField
            value={values.currentPassword}
            onChange={set('currentPassword')}
            problem={currentPasswordProblem}
          />
          <NewPasswordField value={values.password} onChange={set('password')} error={errors.password} />
        </>
      )}
    </StepPage>
  );
}
