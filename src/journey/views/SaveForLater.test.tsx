import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECENT_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/signIn';
import { SaveForLater, type SaveForLaterProps } from './SaveForLater';
import { renderView } from '../../ui/testing';

function props(overrides: Partial<SaveForLaterProps> = {}): SaveForLaterProps {
  return {
    phase: 'password',
    email: 'sam@example.com',
    resumeAt: 'Your current address',
    onContinue: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
}

describe('SaveForLater: the password (decision 204)', () => {
  it('asks a guest for a new password only', async () => {
    const onContinue = vi.fn();
    const { user } = renderView(<SaveForLater {...props({ onContinue })} />);
    expect(screen.queryByLabelText('Your current password')).toBeNull();
    await user.type(screen.getByLabelText('Create a password'), 'river candle orbit');
    await user.click(screen.getByRole('button', { name: 'Save and send me an email' }));
    expect(onContinue).toHaveBeenCalledWith({ password: 'river candle orbit', currentPassword: '' });
  });

  it('asks for the current password when the gateway does, shows its message and sends both', async () => {
    const onContinue = vi.fn();
    const { user } = renderView(
      <SaveForLater {...props({ onContinue, currentPasswordProblem: RECENT_SIGN_IN_REQUIRED_MESSAGE })} />,
    );
    expect(screen.getByText(RECENT_SIGN_IN_REQUIRED_MESSAGE, { selector: 'p' })).toBeTruthy();
    await user.type(screen.getByLabelText('Your current password'), 'my old pass phrase');
    await user.type(screen.getByLabelText('Create a password'), 'river candle orbit');
    await user.click(screen.getByRole('button', { name: 'Save and send me an email' }));
    expect(onContinue).toHaveBeenCalledWith({
      password: 'river candle orbit',
      currentPassword: 'my old pass phrase',
    });
  });
});
