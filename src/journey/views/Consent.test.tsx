import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Consent } from './Consent';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

describe('Consent', () => {
  it('explains the soft search and leaves the consent box unticked', () => {
    renderView(
      <Consent
        values={{ postcode: '', softSearchConsent: false }}
        phoneNumber="07700 900982"
        {...stepCallbacks()}
      />,
    );
    expectStepPage('Can we do a soft search of your credit file?');
    expect(screen.getByText('It does not affect your credit score.')).toBeTruthy();
    expect(screen.getByText(/text a security code to 07700 900982/)).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'I agree to a soft search of my credit file' }),
    ).toHaveProperty('checked', false);
  });

  it('hands back the consent once ticked', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(
      <Consent
        values={{ postcode: '', softSearchConsent: false }}
        phoneNumber="07700 900982"
        {...callbacks}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Your current postcode' }), 'sw1a1aa');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({ postcode: 'sw1a1aa', softSearchConsent: true });
  });

  it('links the error to the consent box', () => {
    const errors = { softSearchConsent: 'Select the box to agree to the soft search' };
    renderView(
      <Consent
        values={{ postcode: '', softSearchConsent: false }}
        phoneNumber="07700 900982"
        errors={errors}
        {...stepCallbacks()}
      />,
    );
    expectErrorSummary(errors);
  });
});
