import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Field, type ValueFieldProps } from './Field';
import { Input } from './Input';
import { VisuallyHidden } from './VisuallyHidden';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: flex-start;
  button {
    margin: 0;
  }
`;

export interface PasswordInputProps extends ValueFieldProps {
  /** new-password when creating one, so password managers offer to generate and save it. */
  autoComplete: 'new-password' | 'current-password';
}

/** A password field with Show/Hide; paste and password managers always work (WCAG 3.3.8). */
export function PasswordInput({ id, label, hint, error, value, onChange, autoComplete }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(described) => (
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
            {...described}
            $width={20}
            $error={Boolean(error)}
          />
          <Button variant="secondary" aria-controls={id} onClick={() => setShown(!shown)}>
            {shown ? 'Hide' : 'Show'}
            <VisuallyHidden> password</VisuallyHidden>
          </Button>
        </Row>
      )}
    </Field>
  );
}
