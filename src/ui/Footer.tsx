import { Link } from 'react-router';
import styled from 'styled-components';

const Wrapper = styled.footer.withConfig({ componentId: 'Footer-Wrapper' })`
  margin-top: var(--space-6);
  border-top: 4px solid var(--colour-primary);
  background: var(--colour-surface);
  font-size: 1rem;
`;

const Inner = styled.div.withConfig({ componentId: 'Footer-Inner' })`
  max-width: var(--page-width);
  margin: 0 auto;
  padding: var(--space-4) var(--space-3);
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-3);
    list-style: none;
    padding: 0;
  }
  p {
    color: var(--colour-text);
  }
`;

export interface FooterProps {
  brandName: string;
  legalEntity: string;
  regulator: string;
  address: string;
  phone: string;
  email: string;
}

export function Footer({ brandName, legalEntity, regulator, address, phone, email }: FooterProps) {
  return (
    <Wrapper>
      <Inner>
        <nav aria-label="Footer">
          <ul>
            <li>
              <Link to="/privacy">Privacy notice</Link>
            </li>
            <li>
              <Link to="/cookies">Cookies</Link>
            </li>
            <li>
              <Link to="/blog/complain-for-free">Complain for free</Link>
            </li>
            <li>
              <Link to="/blog/how-our-fees-work">Our fees</Link>
            </li>
          </ul>
        </nav>
        <p>
          {brandName} is a trading name of {legalEntity}. {regulator}.
        </p>
        <p>
          {address} · Phone {phone} · Email <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p>
          Firm details marked “sample” are placeholders until the firm confirms them. You do not need to use a
          law firm to make a claim: you can complain to your lender and the Financial Ombudsman Service for
          free.
        </p>
      </Inner>
    </Wrapper>
  );
}
