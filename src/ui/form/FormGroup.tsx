import styled from 'styled-components';

/** Spacing around one question; a field with an error gets a left border, as GOV.UK does. */
export const FormGroup = styled.div<{ $error?: boolean }>`
  margin-bottom: var(--space-5);
  ${({ $error }) =>
    $error
      ? `
    padding-left: var(--space-3);
    border-left: 5px solid var(--colour-error);
  `
      : ''}
`;
