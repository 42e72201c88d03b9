import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, expect, vi } from 'vitest';

// Globals are off in this project, so Testing Library cannot register its own clean-up.
afterEach(cleanup);

export function renderView(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}

/** The props every step view needs, with spies to assert on. */
export function stepCallbacks() {
  return { onContinue: vi.fn(), onBack: vi.fn() };
}

/** A GOV.UK page: one h1 with the given text, a Back link and a Continue button. */
export function expectStepPage(heading: string | RegExp, continueLabel = 'Continue') {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  expect(headings[0]?.textContent).toMatch(heading);
  expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
  expect(screen.getByRole('button', { name: continueLabel })).toBeTruthy();
}

/**
 * The error summary: headed "There is a problem", focused, one link per message, each pointing at
 * an element on the page whose own error message starts with a hidden "Error:".
 */
export function expectErrorSummary(errors: Record<string, string>) {
  const summary = screen.getByRole('alert');
  expect(within(summary).getByRole('heading', { level: 2 }).textContent).toBe('There is a problem');
  expect(document.activeElement).toBe(summary);
  for (const [key, message] of Object.entries(errors)) {
    const link = within(summary).getByRole('link', { name: message });
    const target = link.getAttribute('href')?.slice(1) ?? '';
    expect(target).toBe(key.replace(/\./g, '-'));
    expect(document.getElementById(target), `#${target} exists`).toBeTruthy();
    expect(screen.getByText(message, { selector: 'p' }).textContent).toBe(`Error: ${message}`);
  }
}
