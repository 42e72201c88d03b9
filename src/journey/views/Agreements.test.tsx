import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Agreements, type AgreementsProps } from './Agreements';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

const found = [
  {
    id: 'a1',
    lender: 'Northway Motor Finance',
    details: ['Ford Focus, AB17 CDE', 'Hire purchase (HP)', 'Started March 2017'],
  },
  {
    id: 'a2',
    lender: 'Kestrel Car Credit',
    details: ['Personal contract purchase (PCP)', 'Started June 2019'],
  },
];

function props(overrides: Partial<AgreementsProps> = {}): AgreementsProps {
  return {
    values: { chosenAgreementIds: [], agreement: null },
    agreements: found,
    onNoneToAdd: vi.fn(),
    ...stepCallbacks(),
    ...overrides,
  };
}

describe('Agreements', () => {
  it('lists the agreements found, none ticked, and hands back the chosen ones', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Agreements {...props(callbacks)} />);
    expectStepPage('Which agreements do you want to claim for?');
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.checked)).toEqual([false, false]);
    await user.click(screen.getByRole('checkbox', { name: 'Kestrel Car Credit' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({ chosenAgreementIds: ['a2'], agreement: null });
  });

  it('lets an agreement the credit file missed be added by hand', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Agreements {...props(callbacks)} />);
    await user.click(screen.getByRole('button', { name: 'Add an agreement that is not listed' }));
    await user.type(screen.getByLabelText('Lender or finance company'), 'Harbour Finance');
    await user.type(screen.getByLabelText('Month'), '5');
    await user.type(screen.getByLabelText('Year'), '2012');
    await user.type(screen.getByLabelText('The car (optional)'), 'Ford Focus AB12 CDE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      chosenAgreementIds: [],
      agreement: {
        lender: 'Harbour Finance',
        started: { month: '5', year: '2012' },
        vehicle: 'Ford Focus AB12 CDE',
      },
    });
  });

  it('shows each agreement’s car, finance type and start beside its lender, tied to its checkbox', () => {
    renderView(<Agreements {...props()} />);
    const first = screen.getByRole('checkbox', { name: 'Northway Motor Finance' });
    const hint = document.getElementById(first.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Ford Focus, AB17 CDEHire purchase (HP)Started March 2017');
    expect(screen.getByText('Ford Focus, AB17 CDE')).toBeTruthy();
  });

  it('says honestly when nothing was found and offers to add one or stop', async () => {
    const onNoneToAdd = vi.fn();
    const { user } = renderView(<Agreements {...props({ agreements: [], onNoneToAdd })} />);
    expectStepPage('We did not find any car finance agreements');
    expect(screen.getByText(/does not show any car finance agreements in your name/)).toBeTruthy();
    expect(screen.getByText(/you will not pay anything/)).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByLabelText('Lender or finance company')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I do not have an agreement to add' }));
    expect(onNoneToAdd).toHaveBeenCalledOnce();
  });

  it('links errors to the hand-added agreement fields', () => {
    const errors = {
      'agreement.started': 'Enter the month and year the agreement started',
      'agreement.lender': 'Enter the lender',
    };
    renderView(
      <Agreements
        {...props({
          agreements: [],
          values: { chosenAgreementIds: [], agreement: { lender: '', started: { month: '', year: '20' } } },
          errors,
        })}
      />,
    );
    expectErrorSummary(errors);
    expect(screen.getByLabelText<HTMLInputElement>('Year').value).toBe('20');
  });
});
