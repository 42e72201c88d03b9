import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from './TextInput';

export type EmailInputProps = Omit<TextInputProps, 'label'> & { label?: ReactNode };

/** An email address field: typed as email, autofilled, and not spell-checked or capitalised. */
export function EmailInput({ label = 'Email address', ...props }: EmailInputProps) {
  return (
    <TextInput
      label={label}
      type="email"
      autoComplete="email"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
}
