import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthLanding } from './AuthLanding';
import { Login, type LoginProps } from './Login';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

function props(overrides: Partial<LoginProps> = {}): LoginProps {
  return { values: { email: '', password: '' }, onForgotPassword: vi.fn(), ...stepCallbacks(), ...overrides };
}

describe('Login', () => {
  it('signs in with email and password', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Login {...props(callbacks)} />);
    expectStepPage('Sign in to your claim', 'Sign in');
    expect(screen.getByLabelText('Email address').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'river candle orbit');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      email: 'sam@example.com',
      password: 'river candle orbit',
    });
  });

  it('asks for a reset link for the email typed, answering the same whether or not it exists', async () => {
    const onForgotPassword = vi.fn();
    const { user, rerender } = renderView(<Login {...props({ onForgotPassword })} />);
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgotten your password?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('sam@example.com');
    rerender(<Login {...props({ onForgotPassword, resetRequested: true })} />);
    expect(screen.getByRole('status').textContent).toMatch(/If there is an account for that email address/);
  });

  it('offers a sign-in link by email, carrying the address typed so far (decision 265)', async () => {
    const onEmailLink = vi.fn();
    const { user } = renderView(<Login {...props({ onEmailLink })} />);
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(onEmailLink).toHaveBeenCalledWith('sam@example.com');
  });

  it('links errors to the fields', () => {
    const errors = { email: 'Enter your email address', password: 'Enter your password' };
    renderView(<Login {...props({ errors })} />);
    expectErrorSummary(errors);
  });
});

describe('AuthLanding', () => {
  it('announces the sign-in in progress', () => {
    renderView(<AuthLanding status="signing-in" loginHref="/login" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Signing you in');
    expect(screen.getByRole('status').textContent).toMatch(/Signing you in to your claim/);
  });

  it('offers password sign-in when the link has not worked', () => {
    renderView(<AuthLanding status="failed" loginHref="/login" />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('This sign-in link has not worked');
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByRole('link', { name: /Sign in with your email address and password/ }).getAttribute('href'),
    ).toBe('/login');
  });

  it('asks before switching when someone else is signed in, naming who', async () => {
    const onSwitch = vi.fn();
    const onStay = vi.fn();
    const { user } = renderView(
      <AuthLanding
        status="confirm-switch"
        loginHref="/login"
        signedInAs="sam@example.com"
        onSwitch={onSwitch}
        onStay={onStay}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('You are already signed in');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('sam@example.com').tagName).toBe('STRONG');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onSwitch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign out and use the link' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });
});
