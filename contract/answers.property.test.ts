import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BLANK,
  GOVUK_FORBIDDEN,
  anyString,
  anything,
  email,
  overLong,
  personName,
  scriptBearing,
  ukMobile,
  ukPostcode,
} from '../tests/reliability/hostile';
import {
  AccountSchema,
  ChooseAgreementsSchema,
  ConsentSchema,
  ContactSchema,
  DetailsSchema,
  OtpSchema,
  RecoverySchema,
  SignatureSchema,
  currentAddressSchema,
  dobSchema,
  historySchema,
  manualAgreementSchema,
} from './answers';
import { AddressSchema, EmailSchema, MobileSchema, NAME_MAX_LENGTH, PostcodeSchema } from './fields';

const TODAY = () => new Date(Date.UTC(2026, 5, 15));

/** Every step schema, as the form hands it answers. */
const STEP_SCHEMAS: Record<string, v.GenericSchema> = {
  details: DetailsSchema,
  dob: dobSchema(TODAY),
  contact: ContactSchema,
  recovery: RecoverySchema,
  consent: ConsentSchema,
  otp: OtpSchema,
  agreements: ChooseAgreementsSchema,
  manualAgreement: manualAgreementSchema(TODAY),
  current: currentAddressSchema(TODAY),
  history: historySchema(TODAY),
  signature: SignatureSchema,
  account: AccountSchema,
};

/** Fields of the form's string answers, filled with whatever a person (or a bot) types. */
const formAnswers = fc.dictionary(
  fc.constantFrom('title', 'firstName', 'middleName', 'lastName', 'email', 'phoneNumber', 'code', 'password'),
  anyString,
);

function messages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  // A field shows one message; a value that breaks two rules may raise the same one twice.
  return result.success ? [] : [...new Set(result.issues.map((issue) => issue.message))];
}

describe('wizard step schemas under hostile input', () => {
  it.each(Object.entries(STEP_SCHEMAS))('%s never throws, whatever it is given', (_name, schema) => {
    fc.assert(
      fc.property(fc.oneof(anything, formAnswers), (input) => {
        expect(() => v.safeParse(schema, input)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('answers typed text with GOV.UK wording: specific, no please, sorry or (in)valid', () => {
    const textField = fc.record({
      title: anyString,
      firstName: anyString,
      middleName: anyString,
      lastName: anyString,
    });
    fc.assert(
      fc.property(textField, anyString, anyString, (details, mail, phone) => {
        const all = [
          ...messages(DetailsSchema, details),
          ...messages(ContactSchema, { email: mail, phoneNumber: phone, otherFirmActing: 'no' }),
          ...messages(OtpSchema, { code: mail }),
          ...messages(PostcodeSchema, phone),
        ];
        for (const message of all) {
          expect(message.length).toBeGreaterThan(0);
          expect(message).not.toMatch(GOVUK_FORBIDDEN);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses empty names with "Enter your …" and over-long ones with the limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BLANK), overLong(NAME_MAX_LENGTH), (blank, long) => {
        expect(
          messages(DetailsSchema, { title: 'Ms', firstName: blank, middleName: '', lastName: 'Example' }),
        ).toEqual(['Enter your first name']);
        expect(
          messages(DetailsSchema, { title: 'Ms', firstName: 'Jane', middleName: long, lastName: 'Example' }),
        ).toEqual(['Middle names must be 50 characters or fewer']);
        expect(
          messages(DetailsSchema, { title: 'Ms', firstName: 'Jane', middleName: '', lastName: long }),
        ).toEqual(['Last name must be 50 characters or fewer']);
      }),
    );
  });

  it('accepts generated real names, emails, UK mobiles and postcodes, normalising them', () => {
    fc.assert(
      fc.property(personName(50), email, ukPostcode, (name, mail, postcode) => {
        expect(
          v.safeParse(DetailsSchema, { title: 'Mx', firstName: name, middleName: '', lastName: name })
            .success,
        ).toBe(true);
        expect(v.parse(EmailSchema, ` ${mail} `)).toBe(mail);
        expect(v.parse(PostcodeSchema, postcode.typed)).toBe(postcode.normal);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts generated UK mobiles in any common format, as E.164, and the hint’s example', () => {
    expect(v.parse(MobileSchema, '07700 900982')).toBe('+447700900982');
    fc.assert(
      fc.property(ukMobile, (mobile) => {
        expect(v.parse(MobileSchema, mobile.typed)).toBe(mobile.e164);
      }),
    );
  });

  it('refuses script-bearing emails, mobiles, postcodes and codes with the field’s message', () => {
    fc.assert(
      fc.property(scriptBearing, (bait) => {
        expect(messages(EmailSchema, bait)).toEqual([
          'Enter an email address in the correct format, like name@example.com',
        ]);
        expect(messages(MobileSchema, bait)).toEqual(['Enter a UK mobile phone number, like 07700 900 982']);
        expect(messages(PostcodeSchema, bait)).toEqual(['Enter a full UK postcode, like SW1A 2AA']);
        expect(messages(OtpSchema, { code: bait })).toEqual(['The security code must be 6 numbers']);
      }),
    );
  });

  it('accepts any 6-digit code however it is spaced, and nothing else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.nat(6), (code, at) => {
        const spaced = `${code.slice(0, at)} ${code.slice(at)} `;
        expect(v.parse(OtpSchema, { code: spaced })).toEqual({ code });
      }),
    );
    fc.assert(
      fc.property(anyString, (input) => {
        const result = v.safeParse(OtpSchema, { code: input });
        expect(result.success).toBe(/^\d{6}$/.test(input.replace(/\s+/g, '')));
      }),
      { numRuns: 500 },
    );
  });

  it('accepts real dates of birth of adults and refuses the rest with a message', () => {
    const dob = dobSchema(TODAY);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1901-01-01'), max: new Date('2008-06-14'), noInvalidDate: true }),
        (d) => {
          const answer = {
            day: String(d.getUTCDate()),
            month: String(d.getUTCMonth() + 1),
            year: String(d.getUTCFullYear()),
          };
          expect(v.parse(dob, answer)).toEqual(answer);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2008-06-16'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const answer = {
            day: String(d.getUTCDate()),
            month: String(d.getUTCMonth() + 1),
            year: String(d.getUTCFullYear()),
          };
          expect(messages(dob, answer)[0]).toMatch(
            /^(You must be 18 or over to make a claim|Date of birth must be in the past)$/,
          );
        },
      ),
    );
  });

  it('refuses an address with an over-long line or no line 1, naming the line', () => {
    fc.assert(
      fc.property(overLong(100), fc.constantFrom(...BLANK), ukPostcode, (long, blank, postcode) => {
        const base = {
          addressLine1: '1 High Street',
          addressLine2: '',
          city: 'Leeds',
          postcode: postcode.typed,
        };
        expect(messages(AddressSchema, { ...base, addressLine2: long })).toEqual([
          'Address line 2 must be 100 characters or fewer',
        ]);
        expect(messages(AddressSchema, { ...base, addressLine1: blank })).toEqual([
          'Enter address line 1, typically the building and street',
        ]);
        expect(v.parse(AddressSchema, base).postcode).toBe(postcode.normal);
      }),
    );
  });
});
