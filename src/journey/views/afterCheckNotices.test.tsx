import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Contact } from './Contact';
import { DateOfBirth } from './DateOfBirth';
import { Details } from './Details';
import { Review } from './Review';
import { renderView, stepCallbacks } from '../../ui/testing';

// Decision 108: before an answer the credit check depends on is changed, the page says what that means.

const details = { title: 'Ms', firstName: 'Sam', middleName: '', lastName: 'Jones' };
const dob = { dob: { day: '27', month: '3', year: '1985' } };
const contact = { email: 'sam@example.com', phoneNumber: '07700 900982', otherFirmActing: 'no' as const };
const NEW_CHECK = /we will check your credit file again and text a new security code/;

describe('saying that a changed answer means a new check and code', () => {
  it('check your answers says it above the answers about the claimant', () => {
    renderView(
      <Review
        answers={{
          ...details,
          dob: '27 March 1985',
          email: 'sam@example.com',
          phoneNumber: '07700 900982',
          otherFirmActing: 'no',
          chosenAgreements: [{ lender: 'Northway Motor Finance', details: ['Started March 2017'] }],
          currentAddress: {
            addressLine1: '1 High Street',
            addressLine2: '',
            city: 'Leeds',
            postcode: 'LS1 1AA',
          },
          previousAddresses: [],
        }}
        onChangeAnswer={vi.fn()}
        {...stepCallbacks()}
      />,
    );
    const note = screen.getByText(/If you change your name, date of birth or mobile number/);
    expect(note.textContent).toMatch(NEW_CHECK);
    expect(note.textContent).toMatch(/You can change your title or email address without a new check\.$/);
    expect(note.previousElementSibling?.textContent).toBe('About you');
  });

  it.each([
    [
      'name',
      <Details key="d" values={details} changeNeedsNewCheck {...stepCallbacks()} />,
      /If you change your name/,
    ],
    [
      'date of birth',
      <DateOfBirth key="b" values={dob} changeNeedsNewCheck {...stepCallbacks()} />,
      /If you change your date of birth/,
    ],
  ])('the %s page says it when reopened after the check', (_, page, opening) => {
    renderView(page);
    expect(screen.getByText(opening).textContent).toMatch(NEW_CHECK);
  });

  it('the contact page says a new mobile gets a new code and the email needs no check', () => {
    renderView(<Contact values={contact} changeNeedsNewCheck {...stepCallbacks()} />);
    expect(screen.getByText(/If you change your mobile number/).textContent).toBe(
      'If you change your mobile number, we will text a new security code to the new number and check your credit file again. You can change your email address without a new check.',
    );
  });

  it('the steps say nothing of it the first time through', () => {
    renderView(
      <>
        <Details values={details} {...stepCallbacks()} />
        <DateOfBirth values={dob} {...stepCallbacks()} />
        <Contact values={contact} {...stepCallbacks()} />
      </>,
    );
    expect(screen.queryByText(/credit file again/)).toBeNull();
  });
});
