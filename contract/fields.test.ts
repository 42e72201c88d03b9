import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DrawnSignatureSchema,
  EmailSchema,
  FirstNameSchema,
  MiddleNameSchema,
  MobileSchema,
  OtpCodeSchema,
  PostcodeSchema,
  TitleSchema,
  TypedSignatureSchema,
  isoDateOfBirthSchema,
  normalisePostcode,
  prepareNameRule,
  formatUkMobile,
  toUkMobileE164,
  yearMonthSchema,
} from './fields';

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe('UK mobile numbers', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['(07700) 900-123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7911 123456', '+447911123456'],
    ['+44 (0)7911 123456', '+447911123456'],
  ])('accepts %s as %s', (typed, e164) => {
    expect(toUkMobileE164(typed)).toBe(e164);
    expect(v.parse(MobileSchema, typed)).toBe(e164);
  });

  it.each(['020 7946 0000', '07600 123456', '+33 6 12 34 56 78', '0770090012', 'phone', ''])(
    'refuses %s',
    (typed) => {
      expect(toUkMobileE164(typed)).toBeNull();
      expect(v.safeParse(MobileSchema, typed).success).toBe(false);
    },
  );

  it.each([
    ['+447700900123', '07700 900123'],
    ['+447911123456', '07911 123456'],
    ['07700900123', '07700 900123'],
  ])('shows %s back as people write it: %s', (stored, shown) => {
    expect(formatUkMobile(stored)).toBe(shown);
  });

  it.each(['', 'not a number', '+33 6 12 34 56 78'])(
    'shows %j, which is not a UK number, as it is',
    (text) => {
      expect(formatUkMobile(text)).toBe(text);
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

  it('accepts GIR 0AA, a real Royal Mail postcode, like any other', () => {
    expect(v.parse(PostcodeSchema, 'gir0aa')).toBe('GIR 0AA');
    expect(normalisePostcode('GIR 0AA')).toBe('GIR 0AA');
  });
});

describe('names', () => {
  it('takes names as people write them, in any script, with either apostrophe', () => {
    for (const name of [
      "O'Brien",
      'O’Brien',
      'Smith-Jones',
      'St. John',
      'Zoë',
      'Łukasz',
      'Nguyễn',
      'María José',
    ])
      expect(v.parse(FirstNameSchema, ` ${name} `)).toBe(name);
  });

  it('refuses digits, symbols and more than 50 characters, saying which rule', () => {
    expect(firstMessage(FirstNameSchema, 'Jane2')).toBe(
      'First name must only include letters, spaces, hyphens, apostrophes and full stops',
    );
    expect(firstMessage(FirstNameSchema, '--')).toBe(
      'First name must only include letters, spaces, hyphens, apostrophes and full stops',
    );
    expect(firstMessage(FirstNameSchema, 'a'.repeat(51))).toBe('First name must be 50 characters or fewer');
    expect(v.parse(FirstNameSchema, 'a'.repeat(50))).toHaveLength(50);
  });

  it('leaves middle names optional', () => {
    expect(v.parse(MiddleNameSchema, '  ')).toBe('');
    expect(firstMessage(MiddleNameSchema, 'J0')).toBe(
      'Middle names must only include letters, spaces, hyphens, apostrophes and full stops',
    );
  });

  it('judges names the same after the rule was made ready ahead of Continue', () => {
    prepareNameRule();
    expect(v.parse(FirstNameSchema, 'Zoë')).toBe('Zoë');
    expect(firstMessage(FirstNameSchema, 'Jane2')).toBe(
      'First name must only include letters, spaces, hyphens, apostrophes and full stops',
    );
    expect(firstMessage(FirstNameSchema, '')).toBe('Enter your first name');
  });

  it('takes a title from the list only', () => {
    expect(v.parse(TitleSchema, 'Dr')).toBe('Dr');
    expect(firstMessage(TitleSchema, 'Captain')).toBe('Select your title');
  });
});

describe('date of birth as YYYY-MM-DD', () => {
  const today = () => new Date(Date.UTC(2026, 5, 15));
  const schema = isoDateOfBirthSchema(today);

  it('applies the form’s rule: a real date, in the past, after 1900, 18 or over', () => {
    expect(v.parse(schema, '1985-04-12')).toBe('1985-04-12');
    expect(v.parse(schema, '2008-06-15')).toBe('2008-06-15');
    expect(firstMessage(schema, '2008-06-16')).toBe('You must be 18 or over to make a claim');
    expect(firstMessage(schema, '1990-02-30')).toBe('Date of birth must be a real date');
    expect(firstMessage(schema, '1985-4-12')).toBe('Date of birth must be a real date');
    expect(firstMessage(schema, '2999-01-01')).toBe('Date of birth must be in the past');
    expect(firstMessage(schema, '1899-12-31')).toBe('Date of birth must be after 1900');
  });
});

describe('other fields', () => {
  it('ignores spaces in a passcode but needs six digits', () => {
    expect(v.parse(OtpCodeSchema, ' 123 456 ')).toBe('123456');
    expect(v.safeParse(OtpCodeSchema, '12345').success).toBe(false);
    expect(v.safeParse(OtpCodeSchema, '12345a').success).toBe(false);
  });

  it('trims and lower-cases email, and takes apostrophes and punycode domains', () => {
    expect(v.parse(EmailSchema, ' Jane@Example.COM ')).toBe('jane@example.com');
    expect(v.parse(EmailSchema, "o'brien@xn--bcher-kva.example")).toBe("o'brien@xn--bcher-kva.example");
    expect(v.safeParse(EmailSchema, 'jane@').success).toBe(false);
  });

  it('takes a typed signature of 2 to 200 characters', () => {
    expect(v.parse(TypedSignatureSchema, ' Jane Sample ')).toBe('Jane Sample');
    expect(firstMessage(TypedSignatureSchema, 'J')).toBe('Type your full name to sign');
    expect(v.safeParse(TypedSignatureSchema, 'a'.repeat(200)).success).toBe(true);
    expect(firstMessage(TypedSignatureSchema, 'a'.repeat(201))).toBe(
      'Your typed name must be 200 characters or fewer',
    );
  });

  it('takes a drawn signature only as a PNG data URL', () => {
    expect(v.safeParse(DrawnSignatureSchema, 'data:image/png;base64,iVBORw0KGgo=').success).toBe(true);
    expect(firstMessage(DrawnSignatureSchema, 'data:image/svg+xml,<svg/>')).toBe('Sign in the box again');
    expect(firstMessage(DrawnSignatureSchema, '')).toBe('Sign in the box, or type your full name');
  });

  it('reads a month sent as YYYY-MM with the same rule as the month and year boxes', () => {
    const schema = yearMonthSchema('the agreement started', () => new Date(Date.UTC(2026, 5, 15)));
    expect(v.parse(schema, '2019-03')).toBe('2019-03');
    expect(firstMessage(schema, '2019-13')).toBe(
      'The month and year the agreement started must be a real date',
    );
    expect(firstMessage(schema, '2026-07')).toBe(
      'The month and year the agreement started must be in the past',
    );
  });
});
