import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ErrorMessage } from './ErrorMessage';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { Label } from './Label';
import { describedBy } from './fieldId';

const Box = styled.select<{ $error?: boolean }>`
  display: block;
  min-width: 11.5em;
  max-width: 100%;
  min-height: 2.5rem;
  padding: var(--space-1);
  font: inherit;
  color: var(--colour-text);
  background: var(--colour-background);
  border: 2px solid ${({ $error }) => ($error ? 'var(--colour-error)' : 'var(--colour-input-border)')};
  &:focus {
    outline: 3px solid var(--colour-focus);
    box-shadow: inset 0 0 0 2px;
  }
`;

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'>;

export interface SelectProps extends NativeProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown first with an empty value, so nothing is chosen for the claimant. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function Select({
  id,
  label,
  hint,
  error,
  options,
  placeholder,
  value,
  onChange,
  ...native
}: SelectProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FormGroup $error={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      {hint && hintId && <Hint id={hintId}>{hint}</Hint>}
      {error && errorId && <ErrorMessage id={errorId} message={error} />}
      <Box
        name={id}
        {...native}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy(hintId, errorId)}
        aria-invalid={error ? true : undefined}
        $error={Boolean(error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </FormGroup>
  );
}
