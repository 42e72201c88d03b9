import styled from 'styled-components';

const Link = styled.a.withConfig({ componentId: 'SkipLink-Link' })`
  position: absolute;
  left: -9999px;
  top: 0;
  padding: var(--space-2) var(--space-3);
  background: var(--colour-focus);
  color: var(--colour-focus-text);
  &:visited {
    color: var(--colour-focus-text);
  }
  &:focus {
    position: static;
    display: block;
  }
`;

/** First focusable element on every page: jumps past the header to the page's main content. */
export function SkipLink() {
  return <Link href="#main-content">Skip to main content</Link>;
}
