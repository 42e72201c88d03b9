import styled, { css } from 'styled-components';

const widths = { full: '100%', 20: '41ch', 10: '23ch', 5: '10.8ch', 4: '9ch', 2: '5.4ch' } as const;
export type InputWidth = keyof typeof widths;

/** The border every text box and text area draws: red with an error, thicker when focused. */
export const fieldBorder = css<{ $error?: boolean }>`
  border: 2px solid ${({ $error }) => ($error ? 'var(--colour-error)' : 'var(--colour-input-border)')};
  border-radius: 0;
  &:focus {
    outline: 3px solid var(--colour-focus);
    outline-offset: 0;
    box-shadow: inset 0 0 0 2px;
  }
`;

/** The text box shared by every text-like field; 2px border, 40px tall, so targets stay large. */
export const Input = styled.input<{ $width?: InputWidth; $error?: boolean }>`
  display: block;
  width: 100%;
  max-width: ${({ $width = 'full' }) => widths[$width]};
  min-height: 2.5rem;
  padding: var(--space-1) var(--space-2);
  font: inherit;
  color: var(--colour-text);
  background: var(--colour-background);
  ${fieldBorder}
`;
