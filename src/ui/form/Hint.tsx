import type { ReactNode } from 'react';
import styled from 'styled-components';

const Text = styled.div`
  margin: 0 0 var(--space-3);
  color: var(--colour-secondary-text);
`;

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return <Text id={id}>{children}</Text>;
}
