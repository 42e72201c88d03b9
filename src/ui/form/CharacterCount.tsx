import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ErrorMessage } from './ErrorMessage';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { Label } from './Label';
import { VisuallyHidden } from './VisuallyHidden';
import { describedBy } from './fieldId';

const Area = styled.textarea<{ $error: boolean }>`
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 8rem;
  padding: var(--space-2);
  font: inherit;
  border: 2px solid ${({ $error }) => ($error ? 'var(--colour-error)' : 'var(--colour-input-border)')};
  border-radius: 0;
  &:focus {
    outline: 3px solid var(--colour-focus);
    outline-offset: 0;
    box-shadow: inset 0 0 0 2px;
  }
`;

const Count = styled.div<{ $over: boolean }>`
  margin-top: var(--space-1);
  color: ${({ $over }) => ($over ? 'var(--colour-error)' : 'var(--colour-secondary-text)')};
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
`;

/** How long after the last key press the count is read out, as GOV.UK's character count does. */
const ANNOUNCE_AFTER_MS = 1000;

export const countMessage = (length: number, maxLength: number) => {
  const left = maxLength - length;
  const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;
  return left >= 0 ? `You have ${characters(left)} remaining` : `You have ${characters(-left)} too many`;
};

export interface CharacterCountProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
}

/**
 * GOV.UK's character count: a textarea with the characters left shown under it, read out to
 * screen readers once typing pauses. Going over is allowed (the text is not cut), and shown.
 */
export function CharacterCount({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  maxLength,
  rows = 5,
}: CharacterCountProps) {
  const message = countMessage(value.length, maxLength);
  const [announced, setAnnounced] = useState(message);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const hintId = `${id}-hint`;
  const infoId = `${id}-info`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FormGroup $error={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      <Hint id={hintId}>
        {hint ? `${hint} ` : ''}You can enter up to {maxLength} characters.
      </Hint>
      {error && errorId && <ErrorMessage id={errorId} message={error} />}
      <Area
        id={id}
        name={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy(hintId, infoId, errorId)}
        aria-invalid={error ? true : undefined}
        $error={Boolean(error)}
      />
      <Count id={infoId} aria-hidden="true" $over={value.length > maxLength}>
        {message}
      </Count>
      <VisuallyHidden role="status">{announced === message ? announced : ''}</VisuallyHidden>
    </FormGroup>
  );
}
