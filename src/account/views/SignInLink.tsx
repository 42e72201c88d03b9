import { FormPage } from '../../ui/form/FormPage';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { EmailInput } from '../../ui/form/EmailInput';
import { Prose } from '../../journey/views/Prose';
import { stepTitles } from '../../journey/views/titles';
import type { StepProps } from '../../journey/views/types';
import { useStep } from '../../journey/views/StepPage';

export interface SignInLinkValues {
  email: string;
}

export interface RequestSignInLinkProps extends StepProps<SignInLinkValues> {
  /** What to say once a link was asked for: the same whether or not an account uses the address. */
  requested?: string | null;
}

/** "Email me a sign-in link": the address, and a link that signs in once without a password. */
export function RequestSignInLink({ requested = null, ...props }: RequestSignInLinkProps) {
  const { field, form } = useStep(props);
  return (
    <FormPage
      title={stepTitles['request-sign-in-link']}
      fieldOrder={['email']}
      {...form}
      submitLabel="Send me a link"
      notice={<StatusMessage>{requested}</StatusMessage>}
    >
      <Prose>
        <p>
          We will email you a link that signs you in to your claim without a password. The link works once.
        </p>
      </Prose>
      <EmailInput hint="Use the email address you gave when you made your claim." {...field('email')} />
    </FormPage>
  );
}

/**
 * /login opened with a sign-in link: the address it was sent to, typed again on this device, so
 * only its owner can use a link forwarded or opened elsewhere.
 */
export function UseSignInLink(props: StepProps<SignInLinkValues>) {
  const { field, form } = useStep(props);
  return (
    <FormPage title={stepTitles['use-sign-in-link']} fieldOrder={['email']} {...form}>
      <EmailInput hint="Enter the email address you asked for the sign-in link with." {...field('email')} />
    </FormPage>
  );
}
