import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  DateOfBirthSchema,
  EmailSchema,
  normalisePostcode,
  OtpSchema,
  PostcodeSchema,
  toUkMobileE164,
  UkMobileSchema,
} from './fields.js';

describe('UK mobile numbers', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['(07700) 900-123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7911 123456', '+447911123456'],
    ['+44 (0)7911 123456', '+447911123456'],
  ])('accepts %s as %s', (typed, e164) => {
    expect(toUkMobileE164(typed)).toBe(e164);
    expect(v.parse(UkMobileSchema, typed)).toBe(e164);
  });

  it.each(['020 7946 0000', '07600 123456', '+33 6 12 34 56 78', '0770090012', 'phone', ''])(
    'refuses %s',
    (typed) => {
      expect(toUkMobileE164(typed)).toBeNull();
      expect(v.safeParse(UkMobileSchema, typed).success).toBe(false);
    },
  );
});

describe('postcodes', () => {
  it('accepts any case and spacing and normalises', () => {
    expect(normalisePostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode('  m1   1ae ')).toBe('M1 1AE');
    expect(v.parse(PostcodeSchema, 'cf101ep')).toBe('CF10 1EP');
    expect(normalisePostcode('12345')).toBeNull();
  });
});

describe('date of birth', () => {
  it('counts age to the day', () => {
    expect(ageOn('2000-06-15', new Date('2018-06-14T12:00:00Z'))).toBe(17);
    expect(ageOn('2000-06-15', new Date('2018-06-15T12:00:00Z'))).toBe(18);
  });

  it('refuses a date that does not exist, a future date and an under-18', () => {
    const issue = (value: string) => v.safeParse(DateOfBirthSchema, value).issues?.[0]?.message;
    expect(issue('1990-02-30')).toBe('Date of birth must be a real date');
    expect(issue('2999-01-01')).toBe('Date of birth must be in the past');
    const minor = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    expect(issue(minor)).toBe('You must be 18 or over to make a claim');
    expect(v.safeParse(DateOfBirthSchema, '1985-04-12').success).toBe(true);
  });
});

describe('other fields', () => {
  it('ignores spaces in a passcode but needs six digits', () => {
    expect(v.parse(OtpSchema, ' 123 456 ')).toBe('123456');
    expect(v.safeParse(OtpSchema, '12345').success).toBe(false);
    expect(v.safeParse(OtpSchema, '12345a').success).toBe(false);
  });

  it('trims and lower-cases email', () => {
    expect(v.parse(EmailSchema, ' Jane@Example.COM ')).toBe('jane@example.com');
    expect(v.safeParse(EmailSchema, 'jane@').success).toBe(false);
  });
});
