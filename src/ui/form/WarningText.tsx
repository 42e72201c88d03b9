import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const Box = styled.div`
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
  margin-bottom: var(--space-4);
  font-weight: 700;
`;

const Icon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  font-weight: 700;
  color: var(--colour-background);
  background: var(--colour-text);
  border-radius: 50%;
`;

/** The "!" is decoration; the word "Warning" is what assistive technology reads. */
export function WarningText({ children }: { children: ReactNode }) {
  return (
    <Box>
      <Icon aria-hidden="true">!</Icon>
      <strong>
        <VisuallyHidden>Warning</VisuallyHidden> {children}
      </strong>
    </Box>
  );
}
