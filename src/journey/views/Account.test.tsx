import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECENT_SIGN_IN_REQUIRED_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../contract/signIn';
import { Account, type AccountProps } from './Account';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

function props(overrides: Partial<AccountProps> = {}): AccountProps {
  return {
    values: { password: '', currentPassword: '' },
    email: 'sam@example.com',
    onSkip: vi.fn(),
    ...stepCallbacks(),
    ...overrides,
  };
}

describe('Account', () => {
  it('offers a new password for the email, which can be pasted or generated', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Account {...props(callbacks)} />);
    expectStepPage('Save your claim with a password');
    const password = screen.getByLabelText('Create a password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    await user.click(password);
    await user.paste('river candle orbit');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      password: 'river candle orbit',
      currentPassword: '',
    });
    // A guest has no password yet: none is asked for.
    expect(screen.queryByLabelText('Your current password')).toBeNull();
  });

  it('asks a registered account for its current password when the gateway does, and sends both (decision 204)', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(
      <Account {...props({ ...callbacks, currentPasswordProblem: RECENT_SIGN_IN_REQUIRED_MESSAGE })} />,
    );
    const current = screen.getByLabelText('Your current password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByText(RECENT_SIGN_IN_REQUIRED_MESSAGE, { selector: 'p' }).textContent).toBe(
      `Error: ${RECENT_SIGN_IN_REQUIRED_MESSAGE}`,
    );
    await user.type(current, 'my old pass phrase');
    await user.type(screen.getByLabelText('Create a password'), 'river candle orbit');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      password: 'river candle orbit',
      currentPassword: 'my old pass phrase',
    });
  });

  it('shows the gateway’s word when the current password is wrong', () => {
    renderView(<Account {...props({ currentPasswordProblem: WRONG_CURRENT_PASSWORD_MESSAGE })} />);
    expect(screen.getByText(WRONG_CURRENT_PASSWORD_MESSAGE, { selector: 'p' })).toBeTruthy();
    expect(screen.getByLabelText('Your current password')).toBeTruthy();
  });

  it('can be skipped', async () => {
    const onSkip = vi.fn();
    const { user } = renderView(<Account {...props({ onSkip })} />);
    await user.click(screen.getByRole('button', { name: /Skip this/ }));
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it('links a password error to the field', () => {
    const errors = { password: 'Password must be 8 characters or more' };
    renderView(<Account {...props({ errors })} />);
    expectErrorSummary(errors);
  });

  it('announces when the password is set', () => {
    renderView(<Account {...props({ saved: true })} />);
    expect(screen.getByRole('status').textContent).toMatch(/Your password is set/);
    expect(screen.queryByLabelText('Create a password')).toBeNull();
  });
});
