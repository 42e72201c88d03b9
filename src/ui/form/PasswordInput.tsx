import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { ErrorMessage } from './ErrorMessage';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { Input } from './Input';
import { Label } from './Label';
import { VisuallyHidden } from './VisuallyHidden';
import { describedBy } from './fieldId';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: flex-start;
  button {
    margin: 0;
  }
`;

export interface PasswordInputProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** new-password when creating one, so password managers offer to generate and save it. */
  autoComplete: 'new-password' | 'current-password';
}

/** A password field with Show/Hide; paste and password managers always work (WCAG 3.3.8). */
export function PasswordInput({ id, label, hint, error, value, onChange, autoComplete }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FormGroup $error={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      {hint && hintId && <Hint id={hintId}>{hint}</Hint>}
      {error && errorId && <ErrorMessage id={errorId} message={error} />}
      <Row>
        <Input
          id={id}
          name={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy(hintId, errorId)}
          aria-invalid={error ? true : undefined}
          $width={20}
          $error={Boolean(error)}
        />
        <Button variant="secondary" aria-controls={id} onClick={() => setShown(!shown)}>
          {shown ? 'Hide' : 'Show'}
          <VisuallyHidden> password</VisuallyHidden>
        </Button>
      </Row>
    </FormGroup>
  );
}
