import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectErrorSummary, renderView } from '../../ui/testing';
import { DeskCodeStep, DeskPasswordStep } from './DeskSignIn';

describe('the desk’s password step', () => {
  it('sends the email and password typed, with a password manager’s autocomplete', async () => {
    const onSignIn = vi.fn();
    const { user } = renderView(
      <DeskPasswordStep
        brandName="Redress"
        email=""
        fieldErrors={{}}
        problem={null}
        busy={false}
        onSignIn={onSignIn}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to the desk');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    await user.type(screen.getByLabelText('Email address'), 'h@firm.example');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSignIn).toHaveBeenCalledWith('h@firm.example', 'secret words');
  });

  it('links each field’s error from the summary, and a refused sign-in to the email field', () => {
    const errors = { email: 'Enter your email address', password: 'Enter your password' };
    const { unmount } = renderView(
      <DeskPasswordStep
        brandName="Redress"
        email=""
        fieldErrors={errors}
        problem={null}
        busy={false}
        onSignIn={vi.fn()}
      />,
    );
    expectErrorSummary(errors);
    unmount();
    renderView(
      <DeskPasswordStep
        brandName="Redress"
        email="c@example.com"
        fieldErrors={{}}
        problem={'This account has no access to the desk'}
        busy={false}
        onSignIn={vi.fn()}
      />,
    );
    expectErrorSummary({ email: 'This account has no access to the desk' });
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('c@example.com');
  });
});

describe('the desk’s second factor step', () => {
  const props = {
    brandName: 'Redress',
    fieldErrors: {},
    problem: null,
    notice: 'We sent a security code to +*******0123',
    busy: false,
    onSubmitCode: vi.fn(),
    onResendCode: vi.fn(),
    onStartAgain: vi.fn(),
  };

  it('asks for the texted code as a one-time code, says where it went, and offers a new one', async () => {
    const onSubmitCode = vi.fn();
    const onResendCode = vi.fn();
    const { user } = renderView(
      <DeskCodeStep
        {...props}
        challenge={{ kind: 'phone', hint: '+*******0123' }}
        onSubmitCode={onSubmitCode}
        onResendCode={onResendCode}
      />,
    );
    const field = screen.getByLabelText('Security code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('status').textContent).toBe('We sent a security code to +*******0123');
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmitCode).toHaveBeenCalledWith('123 456');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onResendCode).toHaveBeenCalledTimes(1);
  });

  it('asks for the authenticator app’s code, with no text message to resend', () => {
    renderView(<DeskCodeStep {...props} notice={null} challenge={{ kind: 'totp', hint: 'Authenticator' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Enter the code from your authenticator app',
    );
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
  });

  it('shows a wrong code by the field', () => {
    renderView(
      <DeskCodeStep
        {...props}
        notice={null}
        problem={'The security code is not right. Check it and try again'}
        challenge={{ kind: 'phone', hint: 'x' }}
      />,
    );
    expectErrorSummary({ code: 'The security code is not right. Check it and try again' });
  });
});
