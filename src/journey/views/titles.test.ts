import { describe, expect, it } from 'vitest';
import { pageTitle, stepTitles } from './titles';

describe('pageTitle', () => {
  it('names the step and the brand', () => {
    expect(pageTitle('start/details', { brandName: 'Redress' })).toBe('What is your name? – Redress');
  });

  it('starts with "Error: " when the page shows errors', () => {
    expect(pageTitle('check/otp', { brandName: 'SGUK', hasErrors: true })).toBe(
      'Error: Check your phone – SGUK',
    );
  });

  it('has a title for every sub-step of every section', () => {
    const steps = {
      start: ['intro', 'details', 'dob', 'contact', 'recovery'],
      check: ['consent', 'otp', 'agreements'],
      address: ['current', 'history'],
      sign: ['review', 'signature'],
      thankyou: ['done', 'account'],
    };
    const keys = Object.entries(steps).flatMap(([section, ids]) => ids.map((id) => `${section}/${id}`));
    expect(keys.filter((key) => !(key in stepTitles))).toEqual([]);
  });
});
