import { Button } from '../../ui/form/Button';
import { FormPage } from '../../ui/form/FormPage';
import { InsetText } from '../../ui/form/InsetText';
import { stepTitles } from './titles';
import { CurrentPasswordField, NewPasswordField } from './NewPasswordField';
import { useAnswers } from './useAnswers';

export type SaveForLaterPhase = 'password' | 'contact-first' | 'saved';

export interface SaveForLaterProps {
  phase: SaveForLaterPhase;
  /** The email the claim is saved under (the contact step's). */
  email: string;
  /** The heading of the step the claimant will come back to. */
  resumeAt: string;
  errors?: Record<string, string>;
  busy?: boolean;
  focusHeading?: boolean;
  /** The gateway's message asking for the current password, or null (decision 204). */
  currentPasswordProblem?: string | null;
  onContinue: (values: { password: string; currentPassword: string }) => void;
  onBack: () => void;
}

/**
 * "Save and come back later": a password for the claim (GOV.UK save-and-return), then "Check your
 * email" with how to come back, or to carry on now in the same window. Before the contact details
 * are given there is no address to save the claim under, and the page says so.
 */
export function SaveForLater({
  phase,
  email,
  resumeAt,
  errors = {},
  busy,
  focusHeading,
  currentPasswordProblem = null,
  onContinue,
  onBack,
}: SaveForLaterProps) {
  const { values, set } = useAnswers({ password: '', currentPassword: '' });
  const title = stepTitles[`save/${phase}`];
  if (phase === 'contact-first') {
    return (
      <FormPage title={title} onBack={onBack} backHref="#" focusHeading={focusHeading}>
        <p>We save your claim under your email address, so we need it first.</p>
        <p>
          Go back and carry on to “How can we contact you?”. Once you have given your email address and mobile
          number, you can save your claim on any page.
        </p>
      </FormPage>
    );
  }
  if (phase === 'saved') {
    return (
      <FormPage title={title} focusHeading={focusHeading}>
        <p>
          We have saved your claim and sent an email to <strong>{email}</strong>.
        </p>
        <p>Open the link in the email to confirm your email address. Then, on this or any other device:</p>
        <ol>
          <li>
            go to <a href="/login">Sign in to your claim</a>
          </li>
          <li>sign in with {email} and the password you just set</li>
          <li>you will carry on from “{resumeAt}”, with your answers</li>
        </ol>
        <InsetText>
          Until you confirm your email address, signing in does not show your claim. We keep your saved
          answers for 30 days.
        </InsetText>
        <p>If the email has not arrived after a few minutes, check your spam or junk folder.</p>
        <p>You can also carry on with your claim now, in this window.</p>
        <Button variant="secondary" onClick={onBack}>
          Carry on with your claim
        </Button>
      </FormPage>
    );
  }
  return (
    <FormPage
      title={title}
      onBack={onBack}
      backHref="#"
      errors={errors}
      fieldOrder={['currentPassword', 'password']}
      focusHeading={focusHeading}
      busy={busy}
      submitLabel="Save and send me an email"
      onSubmit={() => onContinue(values)}
    >
      <p>
        Set a password and we will save your answers. You will sign in with your email address, {email}, and
        this password to carry on from “{resumeAt}”.
      </p>
      <p>We will email you a link to confirm your email address first.</p>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <CurrentPasswordField
        value={values.currentPassword}
        onChange={set('currentPassword')}
        problem={currentPasswordProblem}
      />
      <NewPasswordField value={values.password} onChange={set('password')} error={errors.password} />
    </FormPage>
  );
}
