import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const List = styled.dl`
  margin: 0 0 var(--space-5);
  > div {
    display: grid;
    grid-template-columns: minmax(8rem, 1fr) 2fr auto;
    gap: var(--space-3);
    padding: var(--space-2) 0;
    border-bottom: 1px solid var(--colour-border);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
  @media (max-width: 40rem) {
    > div {
      grid-template-columns: 1fr;
      gap: var(--space-1);
    }
  }
`;

const ChangeLink = styled.a`
  display: inline-block;
  min-height: 1.5rem;
  @media print {
    display: none;
  }
`;

export interface SummaryRow {
  key: string;
  label: ReactNode;
  /** Read aloud after "Change", so each link says what it changes. */
  changeLabel: string;
  value: ReactNode;
  href?: string;
  onChange?: () => void;
}

export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <List>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          {row.onChange && (
            <dd>
              <ChangeLink
                href={row.href ?? '#'}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  row.onChange?.();
                }}
              >
                Change<VisuallyHidden> {row.changeLabel}</VisuallyHidden>
              </ChangeLink>
            </dd>
          )}
        </div>
      ))}
    </List>
  );
}
