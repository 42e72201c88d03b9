import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FEES } from '../../../contract/fees';
import { Intro } from './Intro';
import { expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

describe('Intro', () => {
  it('discloses the free alternatives, the fees with examples and the right to cancel', () => {
    renderView(<Intro brandName="Redress" fees={SAMPLE_FEES} {...stepCallbacks()} />);
    expectStepPage('Claim for car finance commission');
    expect(screen.getByRole('heading', { name: 'You do not need to use a law firm' })).toBeTruthy();
    expect(screen.getByText(/to the Financial Ombudsman Service/)).toBeTruthy();
    expect(screen.getByText(/redress scheme for car finance/)).toBeTruthy();
    expect(screen.getByText(/cancel within 14 days/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Our fee if you get compensation' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(SAMPLE_FEES.bands.length);
    expect(screen.getByText(/If you got £800, our fee would be £288/)).toBeTruthy();
  });

  it('reads the fee figures from its props', () => {
    const fees = {
      bands: [{ from: 1, to: null, percent: 10, maxFee: 1000 }],
      vatPercent: 20,
      examples: [1000],
    };
    renderView(<Intro brandName="Redress" fees={fees} {...stepCallbacks()} />);
    expect(screen.getByText('10% + VAT (20%)')).toBeTruthy();
    expect(screen.getByText(/If you got £1,000, our fee would be £120/)).toBeTruthy();
  });

  it('promises nothing and avoids the words the style rules forbid', () => {
    const { container } = renderView(<Intro brandName="Redress" fees={SAMPLE_FEES} {...stepCallbacks()} />);
    expect(container.textContent).not.toMatch(/\b(please|sorry|valid|invalid|will get)\b/i);
  });

  it('continues and goes back through its callbacks', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Intro brandName="Redress" fees={SAMPLE_FEES} {...callbacks} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(callbacks.onBack).toHaveBeenCalledOnce();
  });
});
