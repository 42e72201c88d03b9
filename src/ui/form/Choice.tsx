import styled from 'styled-components';

/** One radio or checkbox with its label: a 40px box, well over the 24px target minimum. */
export const Choice = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: var(--space-2);
  margin-bottom: var(--space-2);
  input {
    flex: none;
    width: 2.5rem;
    height: 2.5rem;
    margin: 0;
    accent-color: var(--colour-primary);
  }
  input:focus-visible {
    outline: 3px solid var(--colour-focus);
    outline-offset: 2px;
  }
  label {
    padding-top: var(--space-2);
    cursor: pointer;
  }
`;

export const ChoiceHint = styled.div`
  color: var(--colour-secondary-text);
`;

export const ChoiceList = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  column-gap: var(--space-4);
`;
