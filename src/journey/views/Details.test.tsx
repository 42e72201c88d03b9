import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Details, type DetailsValues } from './Details';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

const blank: DetailsValues = { title: '', firstName: '', middleName: '', lastName: '' };

describe('Details', () => {
  it('asks for title and names with a heading, Back and Continue, and focuses the heading', () => {
    renderView(<Details values={blank} {...stepCallbacks()} />);
    expectStepPage('What is your name?');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Middle names (optional)').getAttribute('autocomplete')).toBe(
      'additional-name',
    );
    expect(screen.getByLabelText('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByLabelText('Title').getAttribute('autocomplete')).toBe('honorific-prefix');
  });

  it('hands back what was typed on Continue', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Details values={blank} {...callbacks} />);
    await user.selectOptions(screen.getByLabelText('Title'), 'Ms');
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), "O'Neill");
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      title: 'Ms',
      firstName: 'Sam',
      middleName: '',
      lastName: "O'Neill",
    });
  });

  it('shows the error summary in page order, focuses it and keeps the answers', () => {
    const errors = { lastName: 'Enter your last name', firstName: 'Enter your first name' };
    renderView(
      <Details values={{ ...blank, title: 'Mr', middleName: 'Lee' }} errors={errors} {...stepCallbacks()} />,
    );
    expectErrorSummary(errors);
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Enter your first name', 'Enter your last name']);
    expect(screen.getByLabelText<HTMLInputElement>('Middle names (optional)').value).toBe('Lee');
    expect(screen.getByLabelText<HTMLSelectElement>('Title').value).toBe('Mr');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
  });

  it('moves focus to the field when its error link is followed', async () => {
    const errors = { firstName: 'Enter your first name' };
    const { user } = renderView(<Details values={blank} errors={errors} {...stepCallbacks()} />);
    await user.click(screen.getByRole('link', { name: 'Enter your first name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('sends onBack from the Back link', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Details values={blank} {...callbacks} />);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(callbacks.onBack).toHaveBeenCalledOnce();
  });
});
