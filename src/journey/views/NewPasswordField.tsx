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
