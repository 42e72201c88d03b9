import { FormPage } from '../../ui/form/FormPage';
import { LinkButton } from '../../ui/form/LinkButton';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { progressAt } from './sections';
import { stepTitles } from './titles';
import type { StepProps } from './types';
import { NewPasswordField } from './NewPasswordField';
import { useAnswers } from './useAnswers';

export interface AccountValues {
  password: string;
}

export interface AccountProps extends StepProps<AccountValues> {
  email: string;
  /** True once the password is set and the guest session is a registered account. */
  saved?: boolean;
  onSkip: () => void;
}

/** Optional: a password turns the guest session into an account, keeping the same claim. */
export function Account({
  values: initial,
  errors = {},
  onContinue,
  email,
  saved,
  onSkip,
  ...page
}: AccountProps) {
  const { values, set } = useAnswers(initial);
  return (
    <FormPage
      title={stepTitles['thankyou/account']}
      caption="Done"
      errors={errors}
      fieldOrder={['password']}
      progress={progressAt('thankyou')}
      onSubmit={saved ? undefined : () => onContinue(values)}
      notice={
        <StatusMessage>
          {saved
            ? `Your password is set. We have sent an email to ${email}: open the link in it to confirm your email address, then sign in with it next time.`
            : null}
        </StatusMessage>
      }
      secondary={!saved && <LinkButton onClick={onSkip}>Skip this, I do not want a password</LinkButton>}
      {...page}
    >
      <p>You will sign in with your email address, {email}.</p>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      {!saved && (
        <NewPasswordField value={values.password} onChange={set('password')} error={errors.password} />
      )}
    </FormPage>
  );
}
