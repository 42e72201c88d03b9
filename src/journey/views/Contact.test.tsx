import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Contact, type ContactValues } from './Contact';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

const blank: ContactValues = { email: '', phoneNumber: '', otherFirmActing: '' };

describe('Contact', () => {
  it('asks for email, mobile and whether another firm acts, saying why the mobile is needed', () => {
    renderView(<Contact values={blank} {...stepCallbacks()} />);
    expectStepPage('How can we contact you?');
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    const phone = screen.getByLabelText('UK mobile number');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(document.getElementById('phoneNumber-hint')?.textContent).toMatch(
      /security code before the soft credit check/,
    );
    expect(phone.getAttribute('aria-describedby')).toBe('phoneNumber-hint');
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(yes.closest('fieldset')?.querySelector('legend')?.textContent).toMatch(/another law firm/);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('takes a phone number as typed, with spaces, brackets and +44', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Contact values={blank} {...callbacks} />);
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.type(screen.getByLabelText('UK mobile number'), '+44 (0)7700 900982');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      email: 'sam@example.com',
      phoneNumber: '+44 (0)7700 900982',
      otherFirmActing: 'no',
    });
  });

  it('suggests a common domain for a typo once the field is left, and uses it on request', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Contact values={blank} {...callbacks} />);
    await user.type(screen.getByLabelText('Email address'), 'sam@gmial.com');
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    await user.tab();
    expect(screen.getByText(/Did you mean sam@gmail.com\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use sam@gmail.com' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('sam@gmail.com');
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });

  it('keeps the typed address when the suggestion is ignored', async () => {
    const { user } = renderView(
      <Contact values={{ ...blank, email: 'sam@hotmial.com' }} {...stepCallbacks()} />,
    );
    expect(screen.getByText(/Did you mean sam@hotmail.com\?/)).toBeTruthy();
    await user.type(screen.getByLabelText('Email address'), 'x');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('sam@hotmial.comx');
  });

  it('links each error to its field, radios included', () => {
    const errors = {
      otherFirmActing: 'Select yes if another firm is already dealing with your claim',
      email: 'Enter your email address',
      phoneNumber: 'Enter a UK mobile number, like 07700 900123 or +44 7700 900123',
    };
    renderView(<Contact values={{ ...blank, phoneNumber: '0770' }} errors={errors} {...stepCallbacks()} />);
    expectErrorSummary(errors);
    expect(screen.getByLabelText<HTMLInputElement>('UK mobile number').value).toBe('0770');
    expect(document.getElementById('otherFirmActing')).toBe(screen.getByRole('radio', { name: 'Yes' }));
  });
});
