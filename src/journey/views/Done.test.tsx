import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Done, type DoneProps } from './Done';
import { renderView } from '../../ui/testing';

function props(overrides: Partial<DoneProps> = {}): DoneProps {
  return {
    reference: 'RDR-7K3M-Q9',
    firmName: 'Sample Law LLP',
    contact: { phone: '0113 496 0000', email: 'claims@example.com', hours: 'Monday to Friday, 9am to 5pm' },
    lenders: ['Northway Motor Finance'],
    onContinue: vi.fn(),
    onPrint: vi.fn(),
    ...overrides,
  };
}

describe('Done', () => {
  it('confirms the claim with its reference in one focused h1 panel, and no Back link', () => {
    renderView(<Done {...props()} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Claim submitted');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('RDR-7K3M-Q9')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('says what happens next and when, and how to get in touch', () => {
    renderView(<Done {...props()} />);
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(screen.getByText(/Within 5 working days/)).toBeTruthy();
    expect(screen.getByText(/8 weeks/)).toBeTruthy();
    expect(screen.getByText(/0113 496 0000/)).toBeTruthy();
    expect(screen.getByText('Northway Motor Finance')).toBeTruthy();
  });

  it('prints and goes on to the optional password step', async () => {
    const onPrint = vi.fn();
    const onContinue = vi.fn();
    const { user } = renderView(<Done {...props({ onPrint, onContinue })} />);
    await user.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(onPrint).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
