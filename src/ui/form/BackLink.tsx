import type { MouseEvent } from 'react';
import styled from 'styled-components';

const Link = styled.a`
  display: inline-block;
  min-height: 1.5rem;
  margin: var(--space-3) 0 var(--space-4);
  padding-left: 0.875rem;
  position: relative;
  font-size: 1rem;
  color: var(--colour-text);
  &:visited {
    color: var(--colour-text);
  }
  &::before {
    content: '';
    position: absolute;
    top: 0.5em;
    left: 0.2em;
    width: 0.4em;
    height: 0.4em;
    border: solid currentcolor;
    border-width: 1px 1px 0 0;
    transform: rotate(225deg);
  }
  @media print {
    display: none;
  }
`;

export interface BackLinkProps {
  /** Where Back goes without scripts, or when opened in a new tab. */
  href?: string;
  onBack: () => void;
}

/** Back sends an event rather than following browser history: the journey decides what is before. */
export function BackLink({ href = '#', onBack }: BackLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onBack();
  };
  return (
    <Link href={href} onClick={onClick}>
      Back
    </Link>
  );
}
