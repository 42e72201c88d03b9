import { describe, expect, it } from 'vitest';
import { addMonths } from '../lifecycle/dates';
import { determinationDueOn, implementationEndsOn } from './deadlines';
import { schemeConfiguration } from './rules';

describe('the lender’s deadline for a determination under the scheme (decision 259)', () => {
  it('is three months after the implementation period for a complaint the lender had by its end', () => {
    expect(implementationEndsOn('scheme2')).toBe('2026-06-30');
    expect(implementationEndsOn('scheme1')).toBe('2026-08-31');
    expect(determinationDueOn('scheme2', '2026-05-10')).toBe('2026-09-30');
    expect(determinationDueOn('scheme1', '2026-08-31')).toBe('2026-11-30');
  });

  it('is the configured months from the day it was sent for a later complaint, never before the first', () => {
    expect(determinationDueOn('scheme1', '2026-09-01')).toBe('2026-12-01');
    expect(determinationDueOn('scheme2', '2026-12-01')).toBe('2027-03-01');
    // A month it does not have ends on its last day.
    expect(determinationDueOn('scheme1', '2026-11-30')).toBe('2027-02-28');
    // A firm that expects one month: a complaint sent just after the period still waits for the first deadline.
    const oneMonth = schemeConfiguration({ 'deadline.afterImplementation.months': 1 });
    expect(determinationDueOn('scheme1', '2026-09-01', oneMonth)).toBe('2026-11-30');
  });

  it('counts calendar months, ending a short month on its last day', () => {
    expect(addMonths('2026-08-31', 3)).toBe('2026-11-30');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });
});
