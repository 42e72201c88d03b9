import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageConsentBanner } from './PageConsentBanner';

const page = (pathname: string) => (
  <MemoryRouter initialEntries={[pathname]}>
    <PageConsentBanner pathname={pathname} brandName="Redress" />
  </MemoryRouter>
);

describe('the cookie banner by page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('asks a first-time visitor on a public page and in the claim journey', () => {
    for (const pathname of ['/privacy', '/form/start']) {
      const { unmount } = render(page(pathname));
      expect(screen.getByRole('heading', { name: 'Cookies on Redress' })).toBeTruthy();
      unmount();
    }
  });

  it('is not on the staff desk’s pages, which set no optional cookies', () => {
    for (const pathname of ['/desk', '/desk/claims/claim-1', '/desk/audit']) {
      const { unmount } = render(page(pathname));
      expect(screen.queryByRole('heading', { name: 'Cookies on Redress' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Accept additional cookies' })).toBeNull();
      unmount();
    }
  });

  it('is in a desk page’s first render, as in the SPA shell it hydrates from', () => {
    expect(renderToString(page('/desk'))).toContain('Accept additional cookies');
  });
});
