import { PASSWORD_MIN_LENGTH } from '../../../contract/fields';
import { PasswordInput } from '../../ui/form/PasswordInput';

/**
 * The new-password field of the account steps (the password at the end and "Save and come back
 * later"): the contract's length rule in its hint, and the browser's new-password autofill.
 */
export function NewPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <PasswordInput
      id="password"
      label="Create a password"
      hint={`Use at least ${PASSWORD_MIN_LENGTH} characters. Three random words together are easy to remember and hard to guess.`}
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/**
 * The current-password field of the same steps, shown when the gateway asks for it: a registered
 * account setting a new password more than 5 minutes after signing in (decision 204). Shown
 * while the gateway's message asks for it, or once something is typed in it.
 */
export function CurrentPasswordField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The gateway's message asking for the current password, or null when it has not asked. */
  problem: string | null | undefined;
}) {
  if (!problem && value === '') return null;
  return (
    <PasswordInput
      id="currentPassword"
      label="Your current password"
      hint="The password you sign in with now. We ask for it before setting a new one."
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      error={problem ?? undefined}
    />
  );
}
