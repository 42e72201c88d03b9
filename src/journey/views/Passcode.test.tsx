import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Passcode, type PasscodeProps } from './Passcode';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

function props(overrides: Partial<PasscodeProps> = {}): PasscodeProps {
  return {
    values: { code: '' },
    phoneNumber: '07700 900982',
    codeSentAt: 1,
    onResend: vi.fn(),
    onChangeNumber: vi.fn(),
    ...stepCallbacks(),
    ...overrides,
  };
}

describe('Passcode', () => {
  it('has one code field for one-time codes with a numeric keypad', () => {
    renderView(<Passcode {...props()} />);
    expectStepPage('Check your phone');
    const field = screen.getByLabelText('Security code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('maxlength')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('announces "Code sent" in a status region', () => {
    renderView(<Passcode {...props()} />);
    expect(screen.getByRole('status').textContent).toBe('Code sent');
  });

  it('keeps an empty status region before the first code, ready to announce', () => {
    renderView(<Passcode {...props({ codeSentAt: null })} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('accepts a pasted code and ignores its spaces', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Passcode {...props(callbacks)} />);
    await user.click(screen.getByLabelText('Security code'));
    await user.paste('123 456');
    expect(screen.getByLabelText<HTMLInputElement>('Security code').value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({ code: '123456' });
  });

  it('ignores spaces typed between digits', async () => {
    const { user } = renderView(<Passcode {...props()} />);
    await user.type(screen.getByLabelText('Security code'), '12 34 56');
    expect(screen.getByLabelText<HTMLInputElement>('Security code').value).toBe('123456');
  });

  it('offers a new code and a change of number under "Not received a text message?"', async () => {
    const onResend = vi.fn();
    const onChangeNumber = vi.fn();
    const { user } = renderView(<Passcode {...props({ onResend, onChangeNumber })} />);
    await user.click(screen.getByText('Not received a text message?'));
    await user.click(screen.getByRole('button', { name: 'Send a new security code' }));
    expect(onResend).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Change your mobile number' }));
    expect(onChangeNumber).toHaveBeenCalledOnce();
  });

  it('shows a wrong code error and keeps the code', () => {
    const errors = { code: 'The code is not right. Check the text message and try again' };
    renderView(<Passcode {...props({ values: { code: '123455' }, errors })} />);
    expectErrorSummary(errors);
    expect(screen.getByLabelText<HTMLInputElement>('Security code').value).toBe('123455');
  });
});
