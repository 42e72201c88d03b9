import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactSchema, dobSchema, isMovedInOrder, movedInOrderErrors } from './answers';
import { PostcodeSchema, monthYearSchema } from './fields';

const today = () => new Date(Date.UTC(2026, 0, 15));
const dob = dobSchema(today);
const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe('postcode', () => {
  it('accepts any case and spacing and normalises to upper case with one space', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('SW1A 2AA', 'LS1 4DY', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'GIR 0AA'),
        fc.array(fc.constantFrom(' ', '  ', '\t'), { maxLength: 3 }),
        fc.boolean(),
        (postcode, spaces, lower) => {
          const compact = postcode.replace(' ', '');
          const typed = `${spaces.join('')}${compact.slice(0, 2)}${spaces.join('')}${compact.slice(2)}`;
          const result = v.parse(PostcodeSchema, lower ? typed.toLowerCase() : typed);
          expect(result).toBe(postcode);
        },
      ),
    );
  });

  it('refuses partial or foreign postcodes with the GOV.UK message', () => {
    for (const value of ['SW1A', '12345', 'ABC DEF', 'SW1A 2AAA']) {
      expect(firstMessage(PostcodeSchema, value)).toBe('Enter a full UK postcode, like SW1A 2AA');
    }
    expect(firstMessage(PostcodeSchema, '  ')).toBe('Enter a full UK postcode');
  });
});

describe('date of birth', () => {
  it('accepts every real date of someone 18 or over, and nobody younger', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: today(), noInvalidDate: true }),
        (date) => {
          const answer = {
            day: String(date.getUTCDate()),
            month: String(date.getUTCMonth() + 1),
            year: String(date.getUTCFullYear()),
          };
          const eighteenth = Date.UTC(date.getUTCFullYear() + 18, date.getUTCMonth(), date.getUTCDate());
          expect(v.is(dob, answer)).toBe(eighteenth <= today().getTime());
        },
      ),
    );
  });

  it.each([
    [{ day: '', month: '', year: '' }, 'Enter your date of birth'],
    [{ day: '', month: '7', year: '1985' }, 'Date of birth must include a day'],
    [{ day: '31', month: '4', year: '1985' }, 'Date of birth must be a real date'],
    [{ day: '1', month: '1', year: '2030' }, 'Date of birth must be in the past'],
    [{ day: '1', month: '1', year: '2010' }, 'You must be 18 or over to make a claim'],
  ])('%j → %s', (answer, message) => {
    expect(firstMessage(dob, answer)).toBe(message);
  });
});

describe('contact details', () => {
  const valid = { email: 'sam@example.com', phoneNumber: '07911 123456', otherFirmActing: 'no' };

  it('accepts a UK mobile with spaces, brackets or +44 and stores it as E.164', () => {
    for (const phoneNumber of ['07911 123456', '(07911) 123456', '+44 7911 123456', '+447911123456']) {
      expect(v.parse(ContactSchema, { ...valid, phoneNumber }).phoneNumber).toBe('+447911123456');
    }
  });

  it.each([
    [{ phoneNumber: '' }, 'Enter your mobile phone number'],
    [{ phoneNumber: '020 7946 0018' }, 'Enter a UK mobile phone number, like 07700 900 982'],
    [{ phoneNumber: '+33 6 12 34 56 78' }, 'Enter a UK mobile phone number, like 07700 900 982'],
    [{ email: '' }, 'Enter your email address'],
    [{ email: 'sam@example' }, 'Enter an email address in the correct format, like name@example.com'],
    [{ otherFirmActing: '' }, 'Select yes if another firm is already acting for you on this claim'],
  ])('%j → %s', (change, message) => {
    expect(firstMessage(ContactSchema, { ...valid, ...change })).toBe(message);
  });

  it('never answers with words the design system rules out', () => {
    fc.assert(
      fc.property(
        fc.record({ email: fc.string(), phoneNumber: fc.string(), otherFirmActing: fc.string() }),
        (answer) => {
          const result = v.safeParse(ContactSchema, answer);
          if (!result.success) {
            for (const issue of result.issues)
              expect(issue.message).not.toMatch(/please|sorry|valid|invalid/i);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('month and year', () => {
  it('stores a past month as YYYY-MM and refuses a future one', () => {
    const schema = monthYearSchema('you moved in', today);
    expect(v.parse(schema, { month: '3', year: '2019' })).toBe('2019-03');
    expect(firstMessage(schema, { month: '13', year: '2019' })).toBe(
      'The month and year you moved in must be a real date',
    );
    expect(firstMessage(schema, { month: '2', year: '2026' })).toBe(
      'The month and year you moved in must be in the past',
    );
  });
});

describe('months moved in, against each other', () => {
  it('takes a history where each address was moved into before the one after it', () => {
    expect(
      movedInOrderErrors({ movedIn: '2020-03' }, [{ movedIn: '2015-01' }, { movedIn: '2010-12' }]),
    ).toEqual({});
  });

  it('names the overlapping address, the month it must be before and why', () => {
    expect(
      movedInOrderErrors({ movedIn: '2020-03' }, [{ movedIn: '2020-03' }, { movedIn: '2021-01' }]),
    ).toEqual({
      'previousAddresses.0.movedIn':
        'The month and year you moved in must be before March 2020, when you moved into your current address',
      'previousAddresses.1.movedIn':
        'The month and year you moved in must be before March 2020, when you moved into your previous address',
    });
  });

  it('leaves a month that is not one yet to its own rule, and the gateway refuses an overlapping claim', () => {
    expect(movedInOrderErrors({ movedIn: '' }, [{ movedIn: '2020-03' }])).toEqual({});
    expect(
      isMovedInOrder({ currentAddress: { movedIn: '2020-03' }, previousAddress: { movedIn: '2021-01' } }),
    ).toBe(false);
    expect(isMovedInOrder({ currentAddress: { movedIn: '2020-03' } })).toBe(true);
  });
});
