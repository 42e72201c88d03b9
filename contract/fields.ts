// The rule of every claim answer, once. The form validates with these on Continue and the gateway
// validates the same values with the same schemas, so a value the form accepts is never refused
// later (decision 106). Messages follow the GOV.UK Design System: specific, by the field, never
// "please", "sorry", "valid" or "invalid". Nothing here may need Node or a browser: both run it.
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import * as v from 'valibot';
import { ageOn, isRealDate, monthIndex, toYearMonth } from './dates.js';
import { UK_PHONE_METADATA } from './phoneMetadata.uk.js';

/** Today, passed in so that tests can fix it; the app and the gateway pass the clock. */
export type Today = () => Date;
const now: Today = () => new Date();

const text = (empty: string, max: number, tooLong: string) =>
  v.pipe(v.string(empty), v.trim(), v.nonEmpty(empty), v.maxLength(max, tooLong));
const optionalText = (max: number, tooLong: string) =>
  v.pipe(v.string(tooLong), v.trim(), v.maxLength(max, tooLong));
const digits = (value: string) => /^\d+$/.test(value);

// ---- Title and names ----------------------------------------------------------------------------

export const TITLES = [
  'Mr',
  'Mrs',
  'Miss',
  'Ms',
  'Mx',
  'Dr',
  'Prof',
  'Rev',
  'Sir',
  'Dame',
  'Lord',
  'Lady',
] as const;
export type Title = (typeof TITLES)[number];
export const TitleSchema = v.picklist(TITLES, 'Select your title');

/** Longest first, middle or last name: what the credit check takes (decision 106). */
export const NAME_MAX_LENGTH = 50;
// Letters of any script with their accents, spaces, hyphens, full stops and both apostrophes
// (phones type ’ for '), and at least one letter.
const NAME_CHARACTERS = /^[\p{L}\p{M}'’ .-]+$/u;
const HAS_LETTER = /\p{L}/u;

// An empty answer is left to "Enter your …" alone.
const isName = (value: string) => value === '' || (NAME_CHARACTERS.test(value) && HAS_LETTER.test(value));

/**
 * Runs the name rule over sample names, so a browser builds its expressions for every script's
 * letters (a few milliseconds the first times they run) while the claimant is typing, rather than
 * when they press Continue. The journey's page calls it when the browser is idle; it changes
 * nothing.
 */
export function prepareNameRule(): void {
  for (const sample of ['Zoë', 'O’Brien-Smith', 'Zoë']) isName(sample);
}

/** A first or last name: required, up to 50 characters, the characters names are written with. */
function requiredName(label: string, empty: string) {
  return v.pipe(
    v.string(empty),
    v.trim(),
    v.nonEmpty(empty),
    v.maxLength(NAME_MAX_LENGTH, `${label} must be ${NAME_MAX_LENGTH} characters or fewer`),
    v.check(isName, `${label} must only include letters, spaces, hyphens, apostrophes and full stops`),
  );
}

export const FirstNameSchema = requiredName('First name', 'Enter your first name');
export const LastNameSchema = requiredName('Last name', 'Enter your last name');
/** Middle names are optional: an empty answer means none. */
export const MiddleNameSchema = v.pipe(
  v.string('Enter your middle names, or leave this empty'),
  v.trim(),
  v.maxLength(NAME_MAX_LENGTH, `Middle names must be ${NAME_MAX_LENGTH} characters or fewer`),
  v.check(isName, 'Middle names must only include letters, spaces, hyphens, apostrophes and full stops'),
);

// ---- Date of birth ------------------------------------------------------------------------------

export const MINIMUM_AGE = 18;
export const EARLIEST_YEAR = 1900;

/** Date of birth as the day, month and year boxes hold it: a real date, in the past, 18 or over. */
export const dateOfBirthSchema = (today: Today = now) =>
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
    v.check(({ year }) => Number(year) >= EARLIEST_YEAR, `Date of birth must be after ${EARLIEST_YEAR}`),
    v.check(
      ({ day, month, year }) => Date.UTC(Number(year), Number(month) - 1, Number(day)) < today().getTime(),
      'Date of birth must be in the past',
    ),
    v.check(
      ({ day, month, year }) => ageOn(today(), Number(year), Number(month), Number(day)) >= MINIMUM_AGE,
      `You must be ${MINIMUM_AGE} or over to make a claim`,
    ),
    v.transform(({ day, month, year }) => ({ day: String(Number(day)), month: String(Number(month)), year })),
  );
export type DateOfBirthParts = v.InferOutput<ReturnType<typeof dateOfBirthSchema>>;

/** The date of birth as the gateway carries it: YYYY-MM-DD. */
export const toIsoDate = ({ day, month, year }: { day: string; month: string; year: string }): string =>
  `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The same rule for a date of birth sent as YYYY-MM-DD (the gateway's form of the answer). */
export const isoDateOfBirthSchema = (today: Today = now) =>
  v.pipe(
    v.string('Enter your date of birth'),
    v.trim(),
    v.nonEmpty('Enter your date of birth'),
    v.regex(ISO_DATE, 'Date of birth must be a real date'),
    v.transform((iso) => ({ year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10) })),
    dateOfBirthSchema(today),
    v.transform(toIsoDate),
  );

// ---- Email and mobile ---------------------------------------------------------------------------

export const EMAIL_MAX_LENGTH = 254;
// A local part of up to 64 characters without spaces or the characters that need quoting, and a
// domain of letters, digits and hyphens ending in a top-level domain of letters. Apostrophes and
// punycode domains are real in UK addresses (o'brien@…, xn--…).
const EMAIL = /^[^\s@"<>()[\]\\,;:]{1,64}@(?=.{4,253}$)([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** An email address, trimmed and stored lower-case. */
export const EmailSchema = v.pipe(
  v.string('Enter your email address'),
  v.trim(),
  v.nonEmpty('Enter your email address'),
  v.maxLength(EMAIL_MAX_LENGTH, `Email address must be ${EMAIL_MAX_LENGTH} characters or fewer`),
  v.check(
    (value) => EMAIL.test(value) && !value.includes('..'),
    'Enter an email address in the correct format, like name@example.com',
  ),
  v.toLowerCase(),
);

export const PHONE_MAX_LENGTH = 30;
// Ofcom's UK mobile ranges: 071–075 and 077–079 (076 is pagers, 070 personal numbers).
// libphonenumber's own validity check refused the hint's example, 07700 900982, and accepted
// Isle of Man numbers. Only the +44 countries' metadata is bundled (decision 105).
const UK_MOBILE_NATIONAL = /^7[1-57-9]\d{8}$/;
export const UK_MOBILE_MESSAGE = 'Enter a UK mobile phone number, like 07700 900 982';

/** A UK mobile number in E.164 (+447…) or null; accepts spaces, brackets, dashes, 0044 and +44. */
export function toUkMobileE164(value: string): string | null {
  if (value.length > PHONE_MAX_LENGTH || !/^[\d\s()+.-]+$/.test(value)) return null;
  const phone = parsePhoneNumberFromString(value, 'GB', UK_PHONE_METADATA as unknown as MetadataJson);
  if (!phone || phone.countryCallingCode !== '44') return null;
  return UK_MOBILE_NATIONAL.test(phone.nationalNumber) ? `+44${phone.nationalNumber}` : null;
}

/**
 * A mobile number as people write it (`07700 900123`), for showing back to the claimant; the
 * E.164 form (`+447700900123`) is for the gateway and the profile only. Text that is not a UK
 * number is shown as it is.
 */
export function formatUkMobile(value: string): string {
  // Every UK mobile is 07 and nine digits, written 07xxx xxxxxx: no formatting metadata is needed.
  const e164 = toUkMobileE164(value);
  return e164 ? `0${e164.slice(3, 7)} ${e164.slice(7)}` : value;
}

/** A UK mobile number in any common format (spaces, brackets, +44), stored as E.164. */
export const MobileSchema = v.pipe(
  v.string('Enter your mobile phone number'),
  v.trim(),
  v.nonEmpty('Enter your mobile phone number'),
  v.maxLength(PHONE_MAX_LENGTH, UK_MOBILE_MESSAGE),
  v.check((value) => toUkMobileE164(value) !== null, UK_MOBILE_MESSAGE),
  v.transform((value) => toUkMobileE164(value) ?? value),
);

/** "Has another firm already been instructed on this claim?" */
export const OtherFirmActingSchema = v.picklist(
  ['yes', 'no'],
  'Select yes if another firm is already acting for you on this claim',
);

// ---- Passcode -----------------------------------------------------------------------------------

/** The 6-digit passcode from the text message; spaces are ignored so a pasted "123 456" works. */
export const OtpCodeSchema = v.pipe(
  v.string('Enter the security code'),
  v.transform((value) => value.replace(/\s+/g, '')),
  v.nonEmpty('Enter the security code'),
  v.regex(/^\d{6}$/, 'The security code must be 6 numbers'),
);

// ---- Addresses ----------------------------------------------------------------------------------

// Every full UK postcode, including the one non-geographic exception GIR 0AA (decision 106).
const POSTCODE_COMPACT = /^(GIR0AA|[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2})$/;
const POSTCODE_MESSAGE = 'Enter a full UK postcode, like SW1A 2AA';

/** A UK postcode in any case and spacing, as "SW1A 1AA", or null. */
export function normalisePostcode(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!POSTCODE_COMPACT.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** A full UK postcode in any case and spacing, normalised to upper case with one space. */
export const PostcodeSchema = v.pipe(
  v.string(POSTCODE_MESSAGE),
  v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  v.nonEmpty('Enter a full UK postcode'),
  v.regex(POSTCODE_COMPACT, POSTCODE_MESSAGE),
  v.transform((value) => `${value.slice(0, -3)} ${value.slice(-3)}`),
);

export const ADDRESS_LINE_MAX_LENGTH = 100;

/** The profile's address shape (spec section 3). */
export const AddressSchema = v.object({
  addressLine1: text(
    'Enter address line 1, typically the building and street',
    ADDRESS_LINE_MAX_LENGTH,
    `Address line 1 must be ${ADDRESS_LINE_MAX_LENGTH} characters or fewer`,
  ),
  addressLine2: optionalText(
    ADDRESS_LINE_MAX_LENGTH,
    `Address line 2 must be ${ADDRESS_LINE_MAX_LENGTH} characters or fewer`,
  ),
  city: text(
    'Enter town or city',
    ADDRESS_LINE_MAX_LENGTH,
    `Town or city must be ${ADDRESS_LINE_MAX_LENGTH} characters or fewer`,
  ),
  postcode: PostcodeSchema,
});
export type Address = v.InferOutput<typeof AddressSchema>;

// ---- Months (moved in, agreement started) -------------------------------------------------------

/** A month and year in the past, as two boxes hold it, such as when someone moved in. */
export const monthYearSchema = (label: string, today: Today = now) =>
  v.pipe(
    v.object({ month: v.pipe(v.string(), v.trim()), year: v.pipe(v.string(), v.trim()) }),
    v.check(({ month, year }) => month !== '' && year !== '', `Enter the month and year ${label}`),
    v.check(
      ({ month, year }) =>
        digits(month) &&
        Number(month) >= 1 &&
        Number(month) <= 12 &&
        /^\d{4}$/.test(year) &&
        Number(year) >= EARLIEST_YEAR,
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

/** The same rule for a month sent as YYYY-MM (how the wizard keeps it and the gateway takes it). */
export const yearMonthSchema = (label: string, today: Today = now) =>
  v.pipe(
    v.string(`Enter the month and year ${label}`),
    v.regex(/^\d{4}-\d{2}$/, `The month and year ${label} must be a real date`),
    v.transform((value) => ({ year: value.slice(0, 4), month: value.slice(5, 7) })),
    monthYearSchema(label, today),
  );

// ---- Finance agreements -------------------------------------------------------------------------

export const AGREEMENT_ID_MAX_LENGTH = 100;
/** Most agreements one claim can name from the credit file. */
export const CHOSEN_AGREEMENTS_MAX = 50;
/** Most agreements a claimant can add by hand (decision 106). */
export const MANUAL_AGREEMENTS_MAX = 20;
export const MANUAL_AGREEMENTS_FULL_MESSAGE = `You can add up to ${MANUAL_AGREEMENTS_MAX} agreements by hand`;

export const AgreementIdSchema = v.pipe(v.string(), v.maxLength(AGREEMENT_ID_MAX_LENGTH));
/** The credit-file agreements a claim is for. */
export const AgreementIdsSchema = v.pipe(v.array(AgreementIdSchema), v.maxLength(CHOSEN_AGREEMENTS_MAX));

export const LENDER_MAX_LENGTH = 100;
export const LenderSchema = text(
  "Enter the lender's name",
  LENDER_MAX_LENGTH,
  `Lender's name must be ${LENDER_MAX_LENGTH} characters or fewer`,
);

export const MANUAL_VEHICLE_MAX_LENGTH = 100;
/** The car of an agreement added by hand, as the claimant remembers it; optional. */
export const ManualVehicleSchema = optionalText(
  MANUAL_VEHICLE_MAX_LENGTH,
  `The car must be ${MANUAL_VEHICLE_MAX_LENGTH} characters or fewer`,
);

export const AGREEMENT_STARTED = 'the agreement started';
/** The label of the month and year someone moved into an address. */
export const MOVED_IN = 'you moved in';

// ---- Signature ----------------------------------------------------------------------------------

export const TYPED_SIGNATURE_MAX_LENGTH = 200;
/** A drawn signature is a PNG data URL; a phone's high-density canvas gives large ones. */
export const DRAWN_SIGNATURE_MAX_LENGTH = 500_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** A typed signature: the claimant's full name, so as long as three names and their spaces. */
export const TypedSignatureSchema = v.pipe(
  v.string('Type your full name to sign'),
  v.trim(),
  v.minLength(2, 'Type your full name to sign'),
  v.maxLength(
    TYPED_SIGNATURE_MAX_LENGTH,
    `Your typed name must be ${TYPED_SIGNATURE_MAX_LENGTH} characters or fewer`,
  ),
);

export const DrawnSignatureSchema = v.pipe(
  v.string('Sign in the box, or type your full name'),
  v.nonEmpty('Sign in the box, or type your full name'),
  v.startsWith(PNG_DATA_URL_PREFIX, 'Sign in the box again'),
  v.maxLength(DRAWN_SIGNATURE_MAX_LENGTH, 'Sign in the box again'),
);

export const SIGNATURE_MESSAGE = 'Sign in the box, or type your full name';
export const TERMS_MESSAGE = 'Confirm that you agree to the terms and the letter of authority';

// ---- Passwords ----------------------------------------------------------------------------------

/** NIST SP 800-63B-4: a single-factor password is at least 15 characters (decision 014). */
export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: the rule the form shows and the gateway enforces when it sets the password. */
export const NewPasswordSchema = v.pipe(
  v.string('Enter a password'),
  v.nonEmpty('Enter a password'),
  v.minLength(PASSWORD_MIN_LENGTH, `Password must be ${PASSWORD_MIN_LENGTH} characters or more`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`),
);
