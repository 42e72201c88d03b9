import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const Set = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  display: table;
  max-width: 100%;
  margin-bottom: var(--space-2);
  padding: 0;
  font-weight: 700;
  font-size: 1.1875rem;
`;

export interface FieldsetProps {
  legend: ReactNode;
  /** When the page heading already asks the question, the legend is read but not shown twice. */
  legendHidden?: boolean;
  describedBy?: string;
  /** `group` for a date's three inputs, as GOV.UK marks them. */
  role?: 'group';
  children: ReactNode;
}

export function Fieldset({ legend, legendHidden, describedBy, role, children }: FieldsetProps) {
  return (
    <Set aria-describedby={describedBy} role={role}>
      <Legend>{legendHidden ? <VisuallyHidden>{legend}</VisuallyHidden> : legend}</Legend>
      {children}
    </Set>
  );
}
