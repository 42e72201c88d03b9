import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { AccountLink } from './AccountLink';

const Bar = styled.header.withConfig({ componentId: 'Header-Bar' })`
  background: var(--colour-primary);
  color: var(--colour-on-primary);
  a,
  a:visited {
    color: var(--colour-on-primary);
  }
`;

const Inner = styled.div.withConfig({ componentId: 'Header-Inner' })`
  max-width: var(--page-width);
  margin: 0 auto;
  padding: var(--space-3);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  justify-content: space-between;
`;

const Home = styled(Link).withConfig({ componentId: 'Header-Home' })`
  font-weight: 700;
  font-size: 1.5rem;
  text-decoration: none;
  font-family: var(--font-heading, var(--font-body));
`;

const Nav = styled.nav.withConfig({ componentId: 'Header-Nav' })`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-3);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    min-height: 24px;
    padding: var(--space-1) 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

const Start = styled(Link).withConfig({ componentId: 'Header-Start' })`
  font-weight: 700;
`;

const Service = styled(Link).withConfig({ componentId: 'Header-Service' })`
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
`;

export interface HeaderProps {
  brandName: string;
  /** The account entry; "Sign in" unless the page knows who is signed in (the app's routes). */
  account?: ReactNode;
  /**
   * A staff service inside the firm's site (the desk): its name links to its own start, and the
   * public site's navigation is left out, as the Ministry of Justice header pattern does.
   */
  service?: { name: string; to: string } | undefined;
}

export function Header({ brandName, account = <AccountLink />, service }: HeaderProps) {
  if (service) {
    return (
      <Bar>
        <Inner>
          <Home to="/">{brandName}</Home>
          <Service to={service.to}>{service.name}</Service>
        </Inner>
      </Bar>
    );
  }
  return (
    <Bar>
      <Inner>
        <Home to="/">{brandName}</Home>
        <Nav aria-label="Main">
          <ul>
            <li>
              <NavLink to="/vehicle">Your vehicle</NavLink>
            </li>
            <li>
              <NavLink to="/blog">Guides and news</NavLink>
            </li>
            <li>
              <Start to="/form/start">Start your claim</Start>
            </li>
            <li>{account}</li>
          </ul>
        </Nav>
      </Inner>
    </Bar>
  );
}
