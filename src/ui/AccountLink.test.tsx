import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountLink, type AccountLinkProps } from './AccountLink';

function renderLink(props: AccountLinkProps) {
  const router = createMemoryRouter([{ path: '/', element: <AccountLink {...props} /> }]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('AccountLink', () => {
  it('offers Sign in to a guest or to nobody', () => {
    renderLink({ email: null });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says who is signed in and signs out on request', async () => {
    const onSignOut = vi.fn();
    const user = renderLink({ email: 'sam@example.com', onSignOut });
    expect(screen.getByText('Signed in as sam@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('shows that signing out is under way and takes no second press', async () => {
    const onSignOut = vi.fn();
    const user = renderLink({ email: 'sam@example.com', onSignOut, signingOut: true });
    const button = screen.getByRole('button', { name: 'Signing out…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.click(button);
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
