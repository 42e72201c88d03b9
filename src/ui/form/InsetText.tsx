import styled from 'styled-components';

export const InsetText = styled.div`
  margin: var(--space-4) 0;
  padding: var(--space-3);
  border-left: 10px solid var(--colour-border);
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;
