import type { InputHTMLAttributes, ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { Input, type InputWidth } from './Input';
import { Label } from './Label';
import { describedBy } from './fieldId';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'width'>;

export interface TextInputProps extends NativeProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  width?: InputWidth;
  /** Extra content under the input, e.g. a typo suggestion. */
  after?: ReactNode;
}

/** A labelled text field. The value is controlled, so an error never clears what was typed. */
export function TextInput({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  width,
  after,
  ...native
}: TextInputProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FormGroup $error={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      {hint && hintId && <Hint id={hintId}>{hint}</Hint>}
      {error && errorId && <ErrorMessage id={errorId} message={error} />}
      <Input
        type="text"
        name={id}
        {...native}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy(hintId, errorId)}
        aria-invalid={error ? true : undefined}
        $width={width}
        $error={Boolean(error)}
      />
      {after}
    </FormGroup>
  );
}
