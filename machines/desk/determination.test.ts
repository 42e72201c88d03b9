import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RequestedEventSchema } from '../../contract/lifecycle/events';
import { DETERMINATION_MESSAGES, NO_DETERMINATION, parseDetermination } from './determination';

describe('a determination as a handler types it (decision 259)', () => {
  it('makes the lifecycle’s event from redress with its remedy and sums, in pence', () => {
    const result = parseDetermination({
      ...NO_DETERMINATION,
      outcome: 'redress',
      remedy: 'hybrid',
      amount: '£1,834.20',
      interest: '212.5',
    });
    expect(result).toEqual({
      ok: true,
      event: {
        type: 'handler.recordDetermination',
        outcome: 'redress',
        remedy: 'hybrid',
        amountPence: 183_420,
        interestPence: 21_250,
      },
    });
    // The gateway takes what the page makes.
    expect(v.safeParse(RequestedEventSchema, result.ok && result.event).success).toBe(true);
  });

  it('says what is missing or wrong for each field, in GOV.UK’s words', () => {
    expect(parseDetermination(NO_DETERMINATION)).toEqual({
      ok: false,
      errors: { outcome: DETERMINATION_MESSAGES.outcome },
    });
    expect(parseDetermination({ ...NO_DETERMINATION, outcome: 'redress', interest: 'lots' })).toEqual({
      ok: false,
      errors: {
        remedy: DETERMINATION_MESSAGES.remedy,
        amount: 'Enter the total sum offered',
        interest: 'The compensatory interest must be an amount in pounds, like 2500 or 2500.50',
      },
    });
    expect(
      parseDetermination({
        ...NO_DETERMINATION,
        outcome: 'redress',
        remedy: 'apr',
        amount: '100',
        interest: '150',
      }),
    ).toEqual({ ok: false, errors: { interest: DETERMINATION_MESSAGES.interestMoreThanSum } });
    expect(parseDetermination({ ...NO_DETERMINATION, outcome: 'noRedress' })).toEqual({
      ok: false,
      errors: { reason: DETERMINATION_MESSAGES.reason },
    });
  });

  it('takes no redress with its reason, and not a scheme case with nothing more; what is typed for another outcome is left out', () => {
    expect(
      parseDetermination({ ...NO_DETERMINATION, outcome: 'noRedress', reason: 'no-loss', amount: '5' }),
    ).toEqual({
      ok: true,
      event: { type: 'handler.recordDetermination', outcome: 'noRedress', reason: 'no-loss' },
    });
    expect(parseDetermination({ ...NO_DETERMINATION, outcome: 'outOfScope', remedy: 'apr' })).toEqual({
      ok: true,
      event: { type: 'handler.recordDetermination', outcome: 'outOfScope' },
    });
  });

  it('takes no interest at all (£0), but not a sum under £1', () => {
    const typed = { ...NO_DETERMINATION, outcome: 'redress', remedy: 'commission', interest: '0' };
    expect(parseDetermination({ ...typed, amount: '0.50' })).toEqual({
      ok: false,
      errors: { amount: 'The total sum offered must be £1 or more' },
    });
    expect(parseDetermination({ ...typed, amount: '640' })).toMatchObject({ ok: true });
  });
});
