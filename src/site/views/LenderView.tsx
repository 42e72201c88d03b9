import { Link } from 'react-router';
import styled from 'styled-components';
import type { Lender } from '../../content/types';
import { formatDate } from './formatDate';
import { CallToAction, PageMain } from '../../ui/Page';
import { Prose } from './Prose';

const Updated = styled.p.withConfig({ componentId: 'LenderView-Updated' })`
  color: var(--colour-secondary-text);
`;

export function LenderView({ lender }: { lender: Lender }) {
  return (
    <PageMain>
      <h1>{lender.title}</h1>
      <Updated>
        Updated <time dateTime={lender.updated}>{formatDate(lender.updated)}</time>
      </Updated>
      <Prose html={lender.html} />
      <p>
        <Link to="/which-scheme">Which scheme covers my agreement?</Link> Check from the month and year it
        started.
      </p>
      <CallToAction as={Link} to="/form/start">
        Start your claim
      </CallToAction>
      <p>We are not connected with {lender.name}. Lender names are used only to identify agreements.</p>
    </PageMain>
  );
}
