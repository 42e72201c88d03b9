import * as v from 'valibot';
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { ageOn, isRealDate, monthIndex, toYearMonth } from './dates';
import ukPhoneMetadata from './phoneMetadata.uk.json';

/**
 * Per-step answer schemas. Messages follow the GOV.UK Design System: specific, by the field,
 * never "please", "sorry", "valid" or "invalid".
 */
const MAX_NAME = 100;

const text = (empty: string, max: number, tooLong: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.maxLength(max, tooLong));
const optionalText = (max: number, tooLong: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong));

export const DetailsSchema = v.object({
  title: text('Enter your title', 20, 'Title must be 20 characters or fewer'),
  firstName: text('Enter your first name', MAX_NAME, 'First name must be 100 characters or fewer'),
  middleName: optionalText(MAX_NAME, 'Middle names must be 100 characters or fewer'),
  lastName: text('Enter your last name', MAX_NAME, 'Last name must be 100 characters or fewer'),
});

const digits = (value: string) => /^\d+$/.test(value);

/** Date of birth as day, month and year fields: a real date, in the past, 18 or over. */
export const dobSchema = (today: () => Date) =>
  v.pipe(
    v.object({
      day: v.pipe(v.string(), v.trim()),
      month: v.pipe(v.string(), v.trim()),
      year: v.pipe(v.string(), v.trim()),
    }),
    v.check(({ day, month, year }) => day !== '' || month !== '' || year !== '', 'Enter your date of birth'),
    v.check(({ day }) => day !== '', 'Date of birth must include a day'),
    v.check(({ month }) => month !== '', 'Date of birth must include a month'),
    v.check(({ year }) => year !== '', 'Date of birth must include a year'),
    v.check(
      ({ day, month, year }) =>
        digits(day) &&
        digits(month) &&
        /^\d{4}$/.test(year) &&
        isRealDate(Number(year), Number(month), Number(day)),
      'Date of birth must be a real date',
    ),
    v.check(({ year }) => Number(year) >= 1900, 'Date of birth must be after 1900'),
    v.check(
      ({ day, month, year }) => Date.UTC(Number(year), Number(month) - 1, Number(day)) < today().getTime(),
      'Date of birth must be in the past',
    ),
    v.check(
      ({ day, month, year }) => ageOn(today(), Number(year), Number(month), Number(day)) >= 18,
      'You must be 18 or over to make a claim',
    ),
    v.transform(({ day, month, year }) => ({ day: String(Number(day)), month: String(Number(month)), year })),
  );

const EMAIL = /^[^\s@"<>()[\]\\,;:]{1,64}@(?=.{4,253}$)([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter your email address'),
  v.maxLength(254, 'Email address must be 254 characters or fewer'),
  v.check(
    (value) => EMAIL.test(value) && !value.includes('..'),
    'Enter an email address in the correct format, like name@example.com',
  ),
);

// The gateway's rule (functions/src/shared/fields.ts, which machines may not import), so a number
// the form accepts is never refused later by the gateway: Ofcom's mobile ranges 071–075 and
// 077–079. libphonenumber's own validity check refused the hint's example, 07700 900982, and
// accepted Isle of Man numbers the gateway refuses; tests/reliability keeps the two in step. Only
// the +44 countries' metadata is bundled (scripts/lib/phone-metadata.mjs): other numbers are refused.
const UK_MOBILE_NATIONAL = /^7[1-57-9]\d{8}$/;

function toUkMobileE164(value: string): string | null {
  if (value.length > 30 || !/^[\d\s()+.-]+$/.test(value)) return null;
  const phone = parsePhoneNumberFromString(value, 'GB', ukPhoneMetadata as MetadataJson);
  if (!phone || phone.countryCallingCode !== '44') return null;
  return UK_MOBILE_NATIONAL.test(phone.nationalNumber) ? `+44${phone.nationalNumber}` : null;
}

/** A UK mobile number in any common format (spaces, brackets, +44), stored as E.164. */
export const MobileSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter your mobile phone number'),
  v.maxLength(30, 'Enter a UK mobile phone number, like 07700 900 982'),
  v.check((value) => toUkMobileE164(value) !== null, 'Enter a UK mobile phone number, like 07700 900 982'),
  v.transform((value) => toUkMobileE164(value) ?? value),
);

export const ContactSchema = v.object({
  email: EmailSchema,
  phoneNumber: MobileSchema,
  otherFirmActing: v.picklist(
    ['yes', 'no'],
    'Select yes if another firm is already acting for you on this claim',
  ),
});

export const RecoverySchema = v.object({
  password: v.pipe(v.string(), v.nonEmpty('Enter your password'), v.maxLength(4096, 'Enter your password')),
});

export const ConsentSchema = v.object({
  softSearchConsent: v.literal(true, 'Confirm that you agree to a soft credit search'),
});

export const OtpSchema = v.object({
  code: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\s+/g, '')),
    v.nonEmpty('Enter the security code'),
    v.regex(/^\d{6}$/, 'The security code must be 6 numbers'),
  ),
});

const POSTCODE = /^(GIR0AA|[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2})$/;

/** A full UK postcode in any case and spacing, normalised to upper case with one space. */
export const PostcodeSchema = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  v.nonEmpty('Enter a full UK postcode'),
  v.regex(POSTCODE, 'Enter a full UK postcode, like SW1A 2AA'),
  v.transform((value) => `${value.slice(0, -3)} ${value.slice(-3)}`),
);

export const AddressSchema = v.object({
  addressLine1: text(
    'Enter address line 1, typically the building and street',
    100,
    'Address line 1 must be 100 characters or fewer',
  ),
  addressLine2: optionalText(100, 'Address line 2 must be 100 characters or fewer'),
  city: text('Enter town or city', 100, 'Town or city must be 100 characters or fewer'),
  postcode: PostcodeSchema,
});

/** A month and year in the past, such as when someone moved in or an agreement started. */
export const monthYearSchema = (label: string, today: () => Date) =>
  v.pipe(
    v.object({ month: v.pipe(v.string(), v.trim()), year: v.pipe(v.string(), v.trim()) }),
    v.check(({ month, year }) => month !== '' && year !== '', `Enter the month and year ${label}`),
    v.check(
      ({ month, year }) =>
        digits(month) &&
        Number(month) >= 1 &&
        Number(month) <= 12 &&
        /^\d{4}$/.test(year) &&
        Number(year) >= 1900,
      `The month and year ${label} must be a real date`,
    ),
    v.check(
      ({ month, year }) =>
        monthIndex({ year: Number(year), month: Number(month) }) <=
        monthIndex({ year: today().getUTCFullYear(), month: today().getUTCMonth() + 1 }),
      `The month and year ${label} must be in the past`,
    ),
    v.transform(({ month, year }) => toYearMonth({ year: Number(year), month: Number(month) })),
  );

export const addressEntrySchema = (today: () => Date) =>
  v.object({ address: AddressSchema, movedIn: monthYearSchema('you moved in', today) });

export const currentAddressSchema = (today: () => Date) => v.object({ current: addressEntrySchema(today) });

export const historySchema = (today: () => Date) =>
  v.object({
    previousAddresses: v.pipe(
      v.array(addressEntrySchema(today)),
      v.minLength(1, 'Enter your previous address'),
      v.maxLength(2, 'Enter up to 2 previous addresses'),
    ),
  });

export const manualAgreementSchema = (today: () => Date) =>
  v.object({
    lender: text("Enter the lender's name", 100, "Lender's name must be 100 characters or fewer"),
    started: monthYearSchema('the agreement started', today),
  });

export const ChooseAgreementsSchema = v.object({
  ids: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(50)),
});

export const PostcodeLookupSchema = v.object({ postcode: PostcodeSchema });

export const SignatureSchema = v.object({
  signature: v.variant(
    'kind',
    [
      v.object({
        kind: v.literal('drawn'),
        value: v.pipe(
          v.string(),
          v.nonEmpty('Sign in the box, or type your full name'),
          v.maxLength(500_000, 'Sign in the box again'),
        ),
      }),
      v.object({
        kind: v.literal('typed'),
        value: v.pipe(
          v.string(),
          v.trim(),
          v.minLength(2, 'Type your full name to sign'),
          v.maxLength(200, 'Your typed name must be 200 characters or fewer'),
        ),
      }),
    ],
    'Sign in the box, or type your full name',
  ),
  termsAccepted: v.literal(true, 'Confirm that you agree to the terms and the letter of authority'),
});

/** NIST SP 800-63B-4: a single-factor password is at least 15 characters (decision 014). */
export const PASSWORD_MIN_LENGTH = 15;
export const AccountSchema = v.object({
  password: v.pipe(
    v.string(),
    v.nonEmpty('Enter a password'),
    v.minLength(PASSWORD_MIN_LENGTH, `Password must be ${PASSWORD_MIN_LENGTH} characters or more`),
    v.maxLength(128, 'Password must be 128 characters or fewer'),
  ),
});
