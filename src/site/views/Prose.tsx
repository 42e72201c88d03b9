import styled from 'styled-components';

const Body = styled.div.withConfig({ componentId: 'Prose-Body' })`
  max-width: 42rem;
  h2 {
    margin-top: var(--space-5);
  }
  li {
    margin-bottom: var(--space-2);
  }
`;

/**
 * Markdown rendered to HTML at build time from the project's own content/ folder. The HTML is
 * trusted (it is written and reviewed with the code), so it is inserted as is.
 */
export function Prose({ html }: { html: string }) {
  return <Body dangerouslySetInnerHTML={{ __html: html }} />;
}
