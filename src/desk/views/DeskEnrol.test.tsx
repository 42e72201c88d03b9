import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectErrorSummary, renderView } from '../../ui/testing';
import {
  DeskEnrolAppStep,
  DeskEnrolCodeStep,
  DeskEnrolPhoneStep,
  groupedKey,
  QR_CODE_LABEL,
} from './DeskEnrol';

const secret = {
  secretKey: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  qrCodeUrl:
    'otpauth://totp/Redress%20desk:h%40firm.example?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Redress%20desk',
};

describe('enrolling a mobile at the desk', () => {
  it('asks for a UK mobile as a telephone number and sends what was typed', async () => {
    const onSubmitPhone = vi.fn();
    const { user } = renderView(
      <DeskEnrolPhoneStep
        brandName="Redress"
        fieldErrors={{}}
        problem={null}
        busy={false}
        onSubmitPhone={onSubmitPhone}
        onStartAgain={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Add a mobile number for security codes',
    );
    const field = screen.getByLabelText('UK mobile number');
    expect(field.getAttribute('type')).toBe('tel');
    expect(field.getAttribute('autocomplete')).toBe('tel');
    await user.type(field, '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmitPhone).toHaveBeenCalledWith('07700 900123');
  });

  it('links a mobile’s error from the summary, and a failure to send to the field', () => {
    const { unmount } = renderView(
      <DeskEnrolPhoneStep
        brandName="Redress"
        fieldErrors={{ phoneNumber: 'Enter a UK mobile phone number, like 07700 900 982' }}
        problem={null}
        busy={false}
        onSubmitPhone={vi.fn()}
        onStartAgain={vi.fn()}
      />,
    );
    expectErrorSummary({ phoneNumber: 'Enter a UK mobile phone number, like 07700 900 982' });
    expect(document.title).toMatch(/^Error: /);
    unmount();
    renderView(
      <DeskEnrolPhoneStep
        brandName="Redress"
        fieldErrors={{}}
        problem="The security code could not be sent. Check the mobile number and try again"
        busy={false}
        onSubmitPhone={vi.fn()}
        onStartAgain={vi.fn()}
      />,
    );
    expectErrorSummary({
      phoneNumber: 'The security code could not be sent. Check the mobile number and try again',
    });
  });

  it('asks for the texted code as a one-time code, resends, changes the mobile, or starts again', async () => {
    const callbacks = {
      onSubmitCode: vi.fn(),
      onResendCode: vi.fn(),
      onChangePhone: vi.fn(),
      onStartAgain: vi.fn(),
    };
    const { user } = renderView(
      <DeskEnrolCodeStep
        brandName="Redress"
        phoneNumber="07700 900123"
        fieldErrors={{}}
        problem={null}
        notice="We sent a security code to 07700 900123"
        busy={false}
        {...callbacks}
      />,
    );
    const field = screen.getByLabelText('Security code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('status').textContent).toBe('We sent a security code to 07700 900123');
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onSubmitCode).toHaveBeenCalledWith('123456');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await user.click(screen.getByRole('button', { name: 'Use a different mobile number' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with a different account' }));
    expect(callbacks.onResendCode).toHaveBeenCalledTimes(1);
    expect(callbacks.onChangePhone).toHaveBeenCalledTimes(1);
    expect(callbacks.onStartAgain).toHaveBeenCalledTimes(1);
  });
});

describe('enrolling an authenticator app at the desk', () => {
  const props = {
    brandName: 'Redress',
    fieldErrors: {},
    problem: null,
    busy: false,
    onSubmitCode: vi.fn(),
    onStartAgain: vi.fn(),
  };

  it('shows the QR code as a labelled image, the key to type and the otpauth link, then takes the app’s code', async () => {
    const onSubmitCode = vi.fn();
    const { user } = renderView(<DeskEnrolAppStep {...props} secret={secret} onSubmitCode={onSubmitCode} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set up your authenticator app');
    const qr = screen.getByRole('img', { name: QR_CODE_LABEL });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText(groupedKey(secret.secretKey))).toBeTruthy();
    expect(groupedKey(secret.secretKey)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(
      screen.getByRole('link', { name: 'add this account to your authenticator app' }).getAttribute('href'),
    ).toBe(secret.qrCodeUrl);
    const field = screen.getByLabelText('Code from your authenticator app');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmitCode).toHaveBeenCalledWith('654321');
  });

  it('says the key is being made, with no QR code yet', () => {
    renderView(<DeskEnrolAppStep {...props} secret={null} />);
    expect(screen.getByText('Making your key…')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a wrong code by the field', () => {
    renderView(
      <DeskEnrolAppStep
        {...props}
        secret={secret}
        problem="The security code is not right. Check it and try again"
      />,
    );
    expectErrorSummary({ code: 'The security code is not right. Check it and try again' });
  });
});
