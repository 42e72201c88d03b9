import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';

type Variant = 'primary' | 'secondary' | 'warning';

const Styled = styled.button<{ $variant: Variant }>`
  display: inline-block;
  min-height: 2.75rem;
  margin: 0 var(--space-3) var(--space-4) 0;
  padding: var(--space-2) var(--space-3);
  font: inherit;
  font-weight: 700;
  line-height: 1.25;
  cursor: pointer;
  border: 2px solid transparent;
  border-radius: 0;
  color: ${({ $variant }) => ($variant === 'secondary' ? 'var(--colour-text)' : 'var(--colour-on-primary)')};
  background: ${({ $variant }) =>
    $variant === 'secondary'
      ? 'var(--colour-surface)'
      : $variant === 'warning'
        ? 'var(--colour-error)'
        : 'var(--colour-primary)'};
  box-shadow: 0 2px 0 var(--colour-text);
  &:hover {
    background: ${({ $variant }) => ($variant === 'primary' ? 'var(--colour-primary-hover)' : undefined)};
  }
  &:focus-visible {
    outline: 3px solid transparent;
    color: var(--colour-focus-text);
    background: var(--colour-focus);
    box-shadow: 0 2px 0 var(--colour-focus-text);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  @media print {
    display: none;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

/** A button; `type` defaults to "button" so only the page's Continue submits its form. */
export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <Styled $variant={variant} type={type} {...rest} />;
}
