import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateOfBirth } from './DateOfBirth';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

const blank = { dob: { day: '', month: '', year: '' } };

describe('DateOfBirth', () => {
  it('asks for day, month and year in a group with birthday autocomplete', () => {
    renderView(<DateOfBirth values={blank} {...stepCallbacks()} />);
    expectStepPage('What is your date of birth?');
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByLabelText('Day').getAttribute('autocomplete')).toBe('bday-day');
    expect(screen.getByLabelText('Month').getAttribute('autocomplete')).toBe('bday-month');
    expect(screen.getByLabelText('Year').getAttribute('autocomplete')).toBe('bday-year');
    expect(screen.getByLabelText('Day').getAttribute('inputmode')).toBe('numeric');
  });

  it('does not move focus on its own after two digits', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<DateOfBirth values={blank} {...callbacks} />);
    await user.click(screen.getByLabelText('Day'));
    await user.keyboard('27');
    expect(document.activeElement).toBe(screen.getByLabelText('Day'));
    await user.tab();
    await user.keyboard('3');
    await user.tab();
    await user.keyboard('1985');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      dob: { day: '27', month: '3', year: '1985' },
    });
  });

  it('links the error to the day box and keeps the parts typed', () => {
    const errors = { dob: 'Date of birth must be a real date' };
    renderView(
      <DateOfBirth
        values={{ dob: { day: '31', month: '2', year: '1990' } }}
        errors={errors}
        {...stepCallbacks()}
      />,
    );
    expectErrorSummary(errors);
    expect(document.getElementById('dob')).toBe(screen.getByLabelText('Day'));
    expect(screen.getByLabelText<HTMLInputElement>('Month').value).toBe('2');
  });
});
