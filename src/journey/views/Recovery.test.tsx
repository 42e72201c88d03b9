import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Recovery, type RecoveryProps } from './Recovery';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

function props(overrides: Partial<RecoveryProps> = {}): RecoveryProps {
  return {
    values: { password: '' },
    email: 'sam@example.com',
    onSendReset: vi.fn(),
    onUseDifferentDetails: vi.fn(),
    ...stepCallbacks(),
    ...overrides,
  };
}

describe('Recovery', () => {
  it('asks a returning claimant to sign in with the current password', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Recovery {...props(callbacks)} />);
    expectStepPage('You have already started a claim with us');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(password);
    await user.paste('correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({ password: 'correct horse battery' });
  });

  it('sends a reset link and says so in a status message', async () => {
    const onSendReset = vi.fn();
    const { user, rerender } = renderView(<Recovery {...props({ onSendReset })} />);
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Send me a link to reset my password' }));
    expect(onSendReset).toHaveBeenCalledOnce();
    rerender(<Recovery {...props({ onSendReset, resetSent: true })} />);
    expect(screen.getByRole('status').textContent).toMatch(
      /sent a link to reset your password to sam@example.com/,
    );
  });

  it('lets them go back and use different details', async () => {
    const onUseDifferentDetails = vi.fn();
    const { user } = renderView(<Recovery {...props({ onUseDifferentDetails })} />);
    await user.click(screen.getByRole('button', { name: 'Go back and use different contact details' }));
    expect(onUseDifferentDetails).toHaveBeenCalledOnce();
  });

  it('links a wrong password error to the field', () => {
    const errors = { password: 'Enter the password for this account' };
    renderView(<Recovery {...props({ errors })} />);
    expectErrorSummary(errors);
  });
});
