import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentBanner } from './ConsentBanner';
import { CONSENT_KEY, NON_ESSENTIAL_KEYS } from './consent';

function renderBanner() {
  return render(
    <MemoryRouter>
      <ConsentBanner brandName="Redress" />
      <button type="button">Something below</button>
    </MemoryRouter>,
  );
}

const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as { choices: unknown } | null;

describe('the cookie banner', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('asks a first-time visitor, offering accept, reject and choose', () => {
    renderBanner();
    expect(screen.getByRole('heading', { name: 'Cookies on Redress' })).toBeTruthy();
    for (const name of ['Accept additional cookies', 'Reject additional cookies', 'Choose cookies']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(stored()).toBeNull();
  });

  it('stores acceptance, confirms it with focus on the message, and can be hidden', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept additional cookies' }));
    expect(stored()?.choices).toEqual({ reviews: true, marketing: true });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('You’ve accepted additional cookies.');
    expect(document.activeElement).toBe(status);
    await user.click(screen.getByRole('button', { name: 'Hide cookie message' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('rejecting stores the refusal and removes the referral keys', async () => {
    for (const key of NON_ESSENTIAL_KEYS) localStorage.setItem(key, 'campaign');
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Reject additional cookies' }));
    expect(stored()?.choices).toEqual({ reviews: false, marketing: false });
    expect(Object.keys(localStorage)).toEqual([CONSENT_KEY]);
  });

  it('lets the visitor choose one purpose, with every box unticked to start', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, false]);
    await user.click(screen.getByRole('checkbox', { name: /Reviews/ }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(stored()?.choices).toEqual({ reviews: true, marketing: false });
  });

  it('stays out of the way once the visitor has decided', () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({
        version: 1,
        choices: { reviews: false, marketing: false },
        decidedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    renderBanner();
    expect(screen.queryByRole('heading', { name: /Cookies on/ })).toBeNull();
  });
});
