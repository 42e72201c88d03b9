import { FormPage } from '../../ui/form/FormPage';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { TextInput } from '../../ui/form/TextInput';
import { Prose } from '../../journey/views/Prose';
import { stepTitles } from '../../journey/views/titles';
import type { StepProps } from '../../journey/views/types';
import { useAnswers } from '../../journey/views/useAnswers';

export interface SignInLinkValues {
  email: string;
}

/** The email field both sign-in link pages ask (decision 265). */
function EmailField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
}) {
  return (
    <TextInput
      id="email"
      label="Email address"
      hint={hint}
      type="email"
      autoComplete="email"
      spellCheck={false}
      autoCapitalize="none"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

export interface RequestSignInLinkProps extends StepProps<SignInLinkValues> {
  /** What to say once a link was asked for: the same whether or not an account uses the address. */
  requested?: string | null;
}

/** "Email me a sign-in link": the address, and a link that signs in once without a password. */
export function RequestSignInLink({
  values: initial,
  errors = {},
  onContinue,
  requested = null,
  ...page
}: RequestSignInLinkProps) {
  const { values, set } = useAnswers(initial);
  return (
    <FormPage
      title={stepTitles['request-sign-in-link']}
      errors={errors}
      fieldOrder={['email']}
      onSubmit={() => onContinue(values)}
      submitLabel="Send me a link"
      notice={<StatusMessage>{requested}</StatusMessage>}
      {...page}
    >
      <Prose>
        <p>
          We will email you a link that signs you in to your claim without a password. The link works once.
        </p>
      </Prose>
      <EmailField
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        hint="Use the email address you gave when you made your claim."
      />
    </FormPage>
  );
}

/**
 * /login opened with a sign-in link: the address it was sent to, typed again on this device, so
 * only its owner can use a link forwarded or opened elsewhere.
 */
export function UseSignInLink({
  values: initial,
  errors = {},
  onContinue,
  ...page
}: StepProps<SignInLinkValues>) {
  const { values, set } = useAnswers(initial);
  return (
    <FormPage
      title={stepTitles['use-sign-in-link']}
      errors={errors}
      fieldOrder={['email']}
      onSubmit={() => onContinue(values)}
      {...page}
    >
      <EmailField
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        hint="Enter the email address you asked for the sign-in link with."
      />
    </FormPage>
  );
}
