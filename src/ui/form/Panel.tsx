import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  margin-bottom: var(--space-5);
  padding: var(--space-4);
  text-align: center;
  color: var(--colour-on-primary);
  background: var(--colour-success);
  h1 {
    margin-top: 0;
    font-size: 2.25rem;
  }
  h1:focus {
    outline: 3px solid var(--colour-focus);
  }
  @media print {
    color: var(--colour-text);
    background: none;
    border: 5px solid var(--colour-text);
  }
`;

/** The confirmation panel; its heading is the page's one h1. */
export function Panel({
  title,
  children,
  headingRef,
}: {
  title: ReactNode;
  children?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Box>
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </Box>
  );
}
