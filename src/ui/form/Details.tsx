import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.details`
  margin-bottom: var(--space-4);
  summary {
    display: inline-block;
    min-height: 1.5rem;
    color: var(--colour-link);
    text-decoration: underline;
    cursor: pointer;
  }
  summary:focus-visible {
    color: var(--colour-focus-text);
    background: var(--colour-focus);
    outline: 3px solid transparent;
  }
  > div {
    margin-top: var(--space-2);
    padding: var(--space-3);
    border-left: 5px solid var(--colour-border);
  }
`;

/** A native disclosure: it works without scripts and announces its open state. */
export function Details({
  summary,
  children,
  open,
}: {
  summary: ReactNode;
  children: ReactNode;
  open?: boolean;
}) {
  return (
    <Box open={open}>
      <summary>{summary}</summary>
      <div>{children}</div>
    </Box>
  );
}
