// The which-scheme page as prerendered (the date ranges, the form hidden) and with the content
// pages' script showing its form and answering (decision 260).
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { startWhichScheme } from '../whichScheme';
import { WhichSchemeView } from './WhichSchemeView';

const TODAY = () => new Date('2026-11-29T12:00:00Z');

/** The page as its static HTML, with the script started on it. */
function enhancedPage() {
  document.body.innerHTML = renderToStaticMarkup(<WhichSchemeView />);
  document.title = 'Which scheme covers my agreement?';
  startWhichScheme(document, TODAY);
  const form = document.querySelector('form')!;
  const month = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Month' });
  const year = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Year' });
  const check = (m: string, y: string) => {
    month.value = m;
    year.value = y;
    within(form).getByRole('button', { name: 'Check my agreement' }).click();
  };
  return { form, month, year, check, status: () => screen.getByRole('status').textContent ?? '' };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the which-scheme page without its script', () => {
  it('lists the date ranges of Scheme 1, Scheme 2, outside the scheme and why, and consumer hire', () => {
    render(<WhichSchemeView />);
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'Agreement startedWhat may cover it',
      'From 6 April 2007 to 31 March 2014This agreement may be covered by Scheme 1 of the FCA’s motor finance redress scheme.',
      'From 1 April 2014 to 1 November 2024This agreement may be covered by Scheme 2 of the FCA’s motor finance redress scheme.',
      'Before 6 April 2007This agreement may be outside the FCA’s motor finance redress scheme, which covers agreements from 6 April 2007.',
      'After 1 November 2024This agreement may be outside the FCA’s motor finance redress scheme, which covers agreements up to 1 November 2024.',
      'Consumer hire, at any dateThis agreement may be outside the FCA’s motor finance redress scheme, which does not cover consumer hire.',
    ]);
  });

  it('keeps the month-and-year form hidden, since nothing could answer it', () => {
    const { container } = render(<WhichSchemeView />);
    expect(container.querySelector('form')?.hidden).toBe(true);
    expect(screen.queryByRole('button', { name: 'Check my agreement' })).toBeNull();
  });
});

describe('the which-scheme page with its script', () => {
  it('shows the form, a month and year under one question', () => {
    const { form } = enhancedPage();
    expect(form.hidden).toBe(false);
    expect(within(form).getByRole('group', { name: 'When did your agreement start?' })).toBeTruthy();
  });

  it.each([
    ['5', '2010', 'May 2010', 'may be covered by Scheme 1'],
    ['3', '2018', 'March 2018', 'may be covered by Scheme 2'],
    [
      '1',
      '2005',
      'January 2005',
      'may be outside the FCA’s motor finance redress scheme, which covers agreements from 6 April 2007',
    ],
    [
      '2',
      '2025',
      'February 2025',
      'may be outside the FCA’s motor finance redress scheme, which covers agreements up to 1 November 2024',
    ],
  ])('answers %s/%s in the live region', (m, y, month, words) => {
    const page = enhancedPage();
    page.check(m, y);
    expect(page.status()).toContain(`An agreement that started in ${month}:`);
    expect(page.status()).toContain(words);
    expect(page.status()).toContain('Your lender decides');
  });

  it('shows a month that is not a real one as an error by the field and in a summary that takes focus', () => {
    const page = enhancedPage();
    page.check('13', '2010');
    const summary = screen.getByRole('alert');
    expect(summary.hidden).toBe(false);
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: 'Month must be a number from 1 to 12' });
    expect(link.getAttribute('href')).toBe('#start-month');
    expect(document.getElementById('start-error')?.textContent).toBe(
      'Error: Month must be a number from 1 to 12',
    );
    expect(page.month.getAttribute('aria-invalid')).toBe('true');
    expect(page.form.querySelector('fieldset')?.getAttribute('aria-describedby')).toBe(
      'start-hint start-error',
    );
    expect(document.title).toBe('Error: Which scheme covers my agreement?');
    expect(page.status()).toBe('');
    link.click();
    expect(document.activeElement).toBe(page.month);
  });

  it('marks the year of a month in the future, then clears the error once the month is a real one', () => {
    const page = enhancedPage();
    page.check('1', '2030');
    expect(document.getElementById('start-error')?.textContent).toContain('must be in the past');
    expect(page.year.getAttribute('aria-invalid')).toBe('true');
    page.check('5', '2010');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.getElementById('start-error')?.hidden).toBe(true);
    expect(page.year.hasAttribute('aria-invalid')).toBe(false);
    expect(document.title).toBe('Which scheme covers my agreement?');
    expect(page.status()).toContain('Scheme 1');
  });

  it('leaves a page without the form alone', () => {
    document.body.innerHTML = '<main><h1>Privacy notice</h1></main>';
    expect(() => startWhichScheme(document, TODAY)).not.toThrow();
  });
});
