import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header, type HeaderProps } from './Header';
import { renderView } from './testing';

function renderHeader(props: Omit<HeaderProps, 'brandName'>) {
  const element = <Header brandName="Redress" {...props} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  return renderView(<RouterProvider router={router} />);
}

const bannerLinks = () =>
  within(screen.getByRole('banner'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the header', () => {
  it('gives the public site its navigation and the start of a claim', () => {
    renderHeader({});
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(bannerLinks()).toEqual([
      ['Redress', '/'],
      ['Your vehicle', '/vehicle'],
      ['Guides and news', '/blog'],
      ['Start your claim', '/form/start'],
      ['Sign in', '/login'],
    ]);
  });

  it('names a staff service and leaves the public navigation out', () => {
    renderHeader({ service: { name: 'Desk', to: '/desk' } });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(bannerLinks()).toEqual([
      ['Redress', '/'],
      ['Desk', '/desk'],
    ]);
  });
});
