import { Link } from 'react-router';
import styled from 'styled-components';
import type { LenderSummary } from '../../content/types';

const List = styled.ul.withConfig({ componentId: 'LenderLinks-List' })`
  columns: 16rem;
  padding-left: var(--space-4);
  li {
    margin-bottom: var(--space-2);
  }
`;

export function LenderLinks({ lenders }: { lenders: LenderSummary[] }) {
  return (
    <List>
      {lenders.map((lender) => (
        <li key={lender.slug}>
          <Link to={`/lenders/${lender.slug}`}>{lender.name}</Link>
        </li>
      ))}
    </List>
  );
}
