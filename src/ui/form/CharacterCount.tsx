import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Field, type ValueFieldProps } from './Field';
import { fieldBorder } from './Input';
import { VisuallyHidden } from './VisuallyHidden';

const Area = styled.textarea<{ $error: boolean }>`
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 8rem;
  padding: var(--space-2);
  font: inherit;
  ${fieldBorder}
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

export interface CharacterCountProps extends ValueFieldProps {
  label: string;
  hint?: string;
  maxLength: number;
  rows?: number;
}

/**
 * GOV.UK's character count: a textarea with the characters left shown under it, read out to
 * screen readers once typing pauses. Going over is allowed (the text is not cut), and shown.
 */
export function CharacterCount({ maxLength, rows = 5, ...props }: CharacterCountProps) {
  const { id, label, hint, error, value, onChange } = props;
  const message = countMessage(value.length, maxLength);
  const [announced, setAnnounced] = useState(message);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const infoId = `${id}-info`;
  return (
    <Field
      id={id}
      label={label}
      hint={
        <>
          {hint ? `${hint} ` : ''}You can enter up to {maxLength} characters.
        </>
      }
      error={error}
      alsoDescribedBy={infoId}
    >
      {(described) => (
        <>
          <Area
            id={id}
            name={id}
            rows={rows}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...described}
            $error={Boolean(error)}
          />
          <Count id={infoId} aria-hidden="true" $over={value.length > maxLength}>
            {message}
          </Count>
          <VisuallyHidden role="status">{announced === message ? announced : ''}</VisuallyHidden>
        </>
      )}
    </Field>
  );
}
