import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormPage, summaryItems } from './FormPage';

afterEach(cleanup);

describe('FormPage', () => {
  it('does not move focus to the heading when told not to (first page load)', () => {
    render(
      <FormPage title="A question" onBack={vi.fn()} onSubmit={vi.fn()} focusHeading={false}>
        <p>body</p>
      </FormPage>,
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('sends nothing while busy, and Continue keeps its place for keyboard users', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <FormPage title="A question" onBack={vi.fn()} onSubmit={onSubmit} busy>
        <p>body</p>
      </FormPage>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves focus to the summary again when a new set of errors arrives, not while typing', () => {
    const first = { name: 'Enter your name' };
    const { rerender } = render(
      <FormPage title="A question" onBack={vi.fn()} onSubmit={vi.fn()} errors={first}>
        <input id="name" aria-label="Name" />
      </FormPage>,
    );
    screen.getByLabelText('Name').focus();
    rerender(
      <FormPage title="A question" onBack={vi.fn()} onSubmit={vi.fn()} errors={first}>
        <input id="name" aria-label="Name" />
      </FormPage>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    rerender(
      <FormPage
        title="A question"
        onBack={vi.fn()}
        onSubmit={vi.fn()}
        errors={{ name: 'Name must be 50 characters or fewer' }}
      >
        <input id="name" aria-label="Name" />
      </FormPage>,
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});

describe('summaryItems', () => {
  it('orders problems as the fields appear and points nested keys at hyphenated ids', () => {
    expect(
      summaryItems({ 'previousAddress.city': 'Enter the town', email: 'Enter your email address' }, [
        'email',
        'previousAddress.city',
      ]),
    ).toEqual([
      { target: 'email', message: 'Enter your email address' },
      { target: 'previousAddress-city', message: 'Enter the town' },
    ]);
  });
});
