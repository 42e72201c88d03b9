import { Link } from 'react-router';
import styled from 'styled-components';
import type { Term } from '../../content/types';

const List = styled.ul.withConfig({ componentId: 'TermLinks-List' })`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-3);
  list-style: none;
  padding: 0;
`;

export function TermLinks({ base, terms }: { base: string; terms: Term[] }) {
  return (
    <List>
      {terms.map((term) => (
        <li key={term.slug}>
          <Link to={`${base}/${term.slug}`}>{term.name}</Link>
        </li>
      ))}
    </List>
  );
}
