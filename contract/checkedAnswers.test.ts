import { describe, expect, it } from 'vitest';
import { CHECKED_FIELDS, changedCheckedAnswers, checkedAnswersOf } from './checkedAnswers';

const checked = {
  firstName: 'Jane',
  middleName: '',
  lastName: 'Smith',
  dateOfBirth: '1985-04-12',
  phoneNumber: '+447700900982',
};

describe('the answers a credit check was run with (decision 108)', () => {
  it('are the names, the date of birth and the mobile, not the title or the email', () => {
    expect([...CHECKED_FIELDS].sort()).toEqual(
      ['dateOfBirth', 'firstName', 'lastName', 'middleName', 'phoneNumber'].sort(),
    );
    const applicant = { ...checked, title: 'Ms' as const, email: 'jane@example.com' };
    expect(checkedAnswersOf(applicant)).toEqual(checked);
  });

  it('name each answer that changed since the check, and none when only the others changed', () => {
    expect(changedCheckedAnswers(checked, { ...checked })).toEqual([]);
    expect(
      changedCheckedAnswers(checked, {
        ...checked,
        lastName: 'Whitfield-Smith',
        phoneNumber: '+447700900123',
      }),
    ).toEqual(['lastName', 'phoneNumber']);
    expect(changedCheckedAnswers(checked, { ...checked, dateOfBirth: '1985-04-13' })).toEqual([
      'dateOfBirth',
    ]);
  });
});
