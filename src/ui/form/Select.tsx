import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ValueField, type ValueFieldProps } from './Field';

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

export interface SelectProps extends NativeProps, ValueFieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown first with an empty value, so nothing is chosen for the claimant. */
  placeholder: string;
}

export function Select({ options, placeholder, ...props }: SelectProps) {
  return (
    <ValueField {...props}>
      {(control, native) => (
        <Box name={props.id} {...native} {...control} $error={Boolean(props.error)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Box>
      )}
    </ValueField>
  );
}
