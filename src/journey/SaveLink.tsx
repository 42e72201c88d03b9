import styled from 'styled-components';

/** Where the journey's pages put "Save and come back later", below the step. */
export const SaveLink = styled.p`
  margin-top: var(--space-5);
`;
