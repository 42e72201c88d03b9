// Field rules shared by the gateway and the web app (imported by relative path), so a value the
// form accepts is a value the gateway accepts. Nothing here may need Node: the browser runs it too.
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import * as v from 'valibot';
import { UK_PHONE_METADATA } from './phoneMetadata.uk.js';

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}' .-]*$/u;

function nameSchema(field: string) {
  return v.pipe(
    v.string(`Enter your ${field}`),
    v.trim(),
    v.nonEmpty(`Enter your ${field}`),
    v.maxLength(50, `Your ${field} must be 50 characters or fewer`),
    v.regex(NAME_PATTERN, `Your ${field} must only include letters, spaces, hyphens and apostrophes`),
  );
}

export const FirstNameSchema = nameSchema('first name');
export const LastNameSchema = nameSchema('last name');
/** Middle names are optional: an empty string means none. */
export const MiddleNameSchema = v.union(
  [v.pipe(v.string(), v.trim(), v.length(0)), nameSchema('middle name')],
  'Your middle name must only include letters, spaces, hyphens and apostrophes',
);

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
export const TitleSchema = v.picklist(TITLES, 'Select your title');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Splits an ISO date (YYYY-MM-DD) into parts when it names a day that exists. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Age in whole years on `today` (UTC), for a date of birth already known to be real. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const dob = parseIsoDate(dateOfBirth);
  if (!dob) return Number.NaN;
  const year = today.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() + 1 < dob.month ||
    (today.getUTCMonth() + 1 === dob.month && today.getUTCDate() < dob.day);
  return year - dob.year - (beforeBirthday ? 1 : 0);
}

export const MINIMUM_AGE = 18;

/** Date of birth as YYYY-MM-DD: a real date, in the past, at least 18 years ago, after 1900. */
export const DateOfBirthSchema = v.pipe(
  v.string('Enter your date of birth'),
  v.trim(),
  v.nonEmpty('Enter your date of birth'),
  v.check((value) => parseIsoDate(value) !== null, 'Date of birth must be a real date'),
  v.check((value) => value < new Date().toISOString().slice(0, 10), 'Date of birth must be in the past'),
  v.check((value) => value >= '1900-01-01', 'Date of birth must be after 1900'),
  v.check((value) => ageOn(value, new Date()) >= MINIMUM_AGE, 'You must be 18 or over to make a claim'),
);

export const EmailSchema = v.pipe(
  v.string('Enter your email address'),
  v.trim(),
  v.nonEmpty('Enter your email address'),
  v.maxLength(254, 'Email address must be 254 characters or fewer'),
  v.email('Enter an email address in the correct format, like name@example.com'),
  v.toLowerCase(),
);

// Ofcom's UK mobile ranges: 071–075 and 077–079 (076 is pagers, 070 personal numbers).
const UK_MOBILE_NATIONAL = /^7[1-57-9]\d{8}$/;
const UK_MOBILE_MESSAGE = 'Enter a UK mobile number, like 07700 900123 or +44 7700 900123';

/** A UK mobile number in E.164 (+447…) or null; accepts spaces, brackets, dashes, 0044 and +44. */
export function toUkMobileE164(value: string): string | null {
  if (value.length > 30 || !/^[\d\s()+.-]+$/.test(value)) return null;
  const phone = parsePhoneNumberFromString(value, 'GB', UK_PHONE_METADATA as unknown as MetadataJson);
  if (!phone || phone.countryCallingCode !== '44') return null;
  return UK_MOBILE_NATIONAL.test(phone.nationalNumber) ? `+44${phone.nationalNumber}` : null;
}

export const UkMobileSchema = v.pipe(
  v.string('Enter your mobile number'),
  v.trim(),
  v.nonEmpty('Enter your mobile number'),
  v.check((value) => toUkMobileE164(value) !== null, UK_MOBILE_MESSAGE),
  v.transform((value) => toUkMobileE164(value) ?? value),
);

const POSTCODE_COMPACT = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

/** A UK postcode in any case and spacing, as "SW1A 1AA", or null. */
export function normalisePostcode(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!POSTCODE_COMPACT.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export const PostcodeSchema = v.pipe(
  v.string('Enter a postcode'),
  v.trim(),
  v.nonEmpty('Enter a postcode'),
  v.maxLength(16, 'Enter a real postcode, like SW1A 1AA'),
  v.check((value) => normalisePostcode(value) !== null, 'Enter a real postcode, like SW1A 1AA'),
  v.transform((value) => normalisePostcode(value) ?? value),
);

/** The 6-digit passcode from the text message; spaces are ignored so a pasted "123 456" works. */
export const OtpSchema = v.pipe(
  v.string('Enter the 6-digit code from the text message'),
  v.maxLength(32, 'Enter the 6-digit code from the text message'),
  v.transform((value) => value.replace(/\s+/g, '')),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code from the text message'),
);

export const AddressLineSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(100, 'Address lines must be 100 characters or fewer'),
);

/** The profile's address shape (spec section 3). */
export const AddressSchema = v.object({
  addressLine1: v.pipe(AddressLineSchema, v.nonEmpty('Enter address line 1')),
  addressLine2: AddressLineSchema,
  city: v.pipe(AddressLineSchema, v.nonEmpty('Enter a town or city')),
  postcode: PostcodeSchema,
});
export type Address = v.InferOutput<typeof AddressSchema>;
