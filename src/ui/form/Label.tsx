import styled from 'styled-components';

export const Label = styled.label`
  display: block;
  margin-bottom: var(--space-1);
  font-weight: 700;
`;
