import styled, { css } from 'styled-components';

/** The site's button; `$secondary` for the less prominent choice. */
export const Button = styled.button.withConfig({ componentId: 'Button-Button' })<{ $secondary?: boolean }>`
  font: inherit;
  font-weight: 700;
  min-height: 44px;
  padding: var(--space-2) var(--space-3);
  border: 2px solid var(--colour-primary);
  border-radius: 4px;
  cursor: pointer;
  background: var(--colour-primary);
  color: var(--colour-on-primary);
  &:hover {
    background: var(--colour-primary-hover);
  }
  ${({ $secondary }) =>
    $secondary &&
    css`
      background: var(--colour-background);
      color: var(--colour-primary);
      &:hover {
        background: var(--colour-surface);
      }
    `}
`;
