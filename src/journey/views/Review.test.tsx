import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Review } from './Review';
import type { ReviewAnswers } from './reviewRows';
import { expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

const answers: ReviewAnswers = {
  title: 'Ms',
  firstName: 'Sam',
  middleName: '',
  lastName: 'Jones',
  dob: '27 March 1985',
  email: 'sam@example.com',
  phoneNumber: '07700 900982',
  otherFirmActing: 'no',
  chosenAgreements: [{ lender: 'Northway Motor Finance', details: ['Started March 2017'] }],
  currentAddress: { addressLine1: '1 High Street', addressLine2: '', city: 'Leeds', postcode: 'LS1 1AA' },
  previousAddresses: [],
};

describe('Review', () => {
  it('lists every answer under its heading', () => {
    renderView(<Review answers={answers} onChangeAnswer={vi.fn()} {...stepCallbacks()} />);
    expectStepPage('Check your answers before signing');
    expect(screen.getByText('Ms Sam Jones')).toBeTruthy();
    expect(screen.getByText('1 High Street, Leeds, LS1 1AA')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
  });

  it.each([
    ['name', { section: 'start', step: 'details' }],
    ['date of birth', { section: 'start', step: 'dob' }],
    ['mobile number', { section: 'start', step: 'contact' }],
    ['agreements to claim for', { section: 'check', step: 'agreements' }],
    ['current address', { section: 'address', step: 'current' }],
    ['previous addresses', { section: 'address', step: 'history' }],
  ])('the Change link for %s calls back with its step', async (label, step) => {
    const onChangeAnswer = vi.fn();
    const { user } = renderView(
      <Review
        answers={answers}
        onChangeAnswer={onChangeAnswer}
        stepHref={(s) => `/form/${s.section}/${s.step}`}
        {...stepCallbacks()}
      />,
    );
    const link = screen.getByRole('link', { name: `Change ${label}` });
    expect(link.getAttribute('href')).toBe(`/form/${step.section}/${step.step}`);
    await user.click(link);
    expect(onChangeAnswer).toHaveBeenCalledWith(step);
  });

  it('names each Change link by its answer for screen readers', () => {
    renderView(<Review answers={answers} onChangeAnswer={vi.fn()} {...stepCallbacks()} />);
    const row = screen.getByText('Email address').closest('div');
    expect(within(row!).getByRole('link').textContent).toBe('Change email address');
  });
});
