import type { ReactNode } from 'react';
import styled from 'styled-components';

const Region = styled.div<{ $shown: boolean }>`
  ${({ $shown }) =>
    $shown
      ? `
    margin-bottom: var(--space-4);
    padding: var(--space-3);
    border: 5px solid var(--colour-success);
    font-weight: 700;
  `
      : ''}
`;

/**
 * A polite live region. It is always in the page, empty until there is news, because screen readers
 * only announce changes inside a region that already existed.
 */
export function StatusMessage({ children }: { children?: ReactNode }) {
  return (
    <Region role="status" $shown={Boolean(children)}>
      {children}
    </Region>
  );
}
