import styled from 'styled-components';

/**
 * An action that looks like a link (resend a code, use a suggestion): it changes this page rather
 * than going somewhere, so it is a button for assistive technology.
 */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  display: inline;
  min-height: 1.5rem;
  margin: 0;
  padding: 0;
  font: inherit;
  color: var(--colour-link);
  text-decoration: underline;
  text-underline-offset: 0.15em;
  background: none;
  border: 0;
  cursor: pointer;
  &:focus-visible {
    color: var(--colour-focus-text);
    background: var(--colour-focus);
    outline: 3px solid transparent;
    box-shadow:
      0 -2px var(--colour-focus),
      0 4px var(--colour-focus-text);
    text-decoration: none;
  }
  @media print {
    display: none;
  }
`;
