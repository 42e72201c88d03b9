import styled from 'styled-components';

/** Running text on a step: headings, paragraphs, lists and tables at GOV.UK sizes. */
export const Prose = styled.div`
  max-width: 40em;
  h2 {
    margin: var(--space-5) 0 var(--space-3);
    font-size: 1.5rem;
  }
  h3 {
    margin: var(--space-4) 0 var(--space-2);
    font-size: 1.1875rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 var(--space-3);
  }
  table {
    width: 100%;
    margin-bottom: var(--space-4);
    border-collapse: collapse;
  }
  caption {
    margin-bottom: var(--space-2);
    font-weight: 700;
    text-align: left;
  }
  th,
  td {
    padding: var(--space-2) var(--space-3) var(--space-2) 0;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid var(--colour-border);
  }
`;
