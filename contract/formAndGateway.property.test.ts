import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BLANK,
  anyString,
  email,
  overLong,
  personName,
  scriptBearing,
  ukMobile,
  ukPostcode,
} from '../tests/reliability/hostile';
import {
  ChooseAgreementsSchema,
  ContactSchema,
  DetailsSchema,
  OtpSchema,
  PostcodeLookupSchema,
  SignatureSchema,
  addressEntrySchema,
  dobSchema,
  historySchema,
  manualAgreementSchema,
} from './answers';
import { CHOSEN_AGREEMENTS_MAX, MANUAL_AGREEMENTS_MAX, TITLES, toIsoDate } from './fields';
import { ReferralSchema } from './referral';
import {
  ClaimAnswersSchema,
  ConfirmUserExistsRequestSchema,
  InitiateCheckRequestSchema,
  LookupAddressRequestSchema,
  SetUserContactDetailsRequestSchema,
  SubmitClaimRequestSchema,
  VerifyOtpRequestSchema,
  toOtherFirmInstructed,
  toSignatureRequest,
} from './requests';

// The form validates each answer on Continue (machines/wizard/validate.ts runs the step schemas of
// answers.ts); the gateway validates the request again (functions/src/handlers run the schemas of
// requests.ts). A value the form lets through and the gateway refuses reaches the claimant as a late,
// unexplained failure several steps on. This file holds every field of the claim to one rule.
// (That both use the very same schema objects is formAndGateway.test.ts.)

const RUNS = 400;
const today = () => new Date();

/** A string a person might type into a text box, or anything at all. */
const typed = (...likely: fc.Arbitrary<string>[]) =>
  fc.oneof(
    ...likely.map((arbitrary) => ({ arbitrary, weight: 4 })),
    { arbitrary: anyString, weight: 2 },
    { arbitrary: scriptBearing, weight: 1 },
    { arbitrary: fc.constantFrom(...BLANK), weight: 1 },
  );
const digitsUpTo = (max: number) => fc.integer({ min: 0, max }).map(String);

/**
 * For every value the form accepts, the gateway accepts what the app sends for it, and keeps it as
 * the form gave it (both sides normalise the same way).
 */
function gatewayTakesWhatFormTakes<F>(
  candidates: fc.Arbitrary<unknown>,
  form: v.GenericSchema<unknown, F>,
  gateway: v.GenericSchema,
  toGateway: (answer: F) => unknown,
) {
  let accepted = 0;
  fc.assert(
    fc.property(candidates, (input) => {
      const onForm = v.safeParse(form, input);
      if (!onForm.success) return;
      accepted += 1;
      const sent = toGateway(onForm.output);
      const atGateway = v.safeParse(gateway, sent);
      expect(atGateway.success ? null : atGateway.issues[0].message).toBeNull();
      // The gateway may add its own defaults (an agreement's vehicle), never change what was sent.
      if (typeof sent === 'object' && sent !== null) expect(atGateway.output).toMatchObject(sent);
      else expect(atGateway.output).toBe(sent);
    }),
    { numRuns: RUNS },
  );
  // The generators are meant to reach the interesting side: a property nothing satisfies proves nothing.
  expect(accepted).toBeGreaterThan(RUNS / 20);
}

const identity = <T>(value: T) => value;

describe('no value the form accepts is refused by the gateway', () => {
  const initiate = InitiateCheckRequestSchema.entries;
  const claim = ClaimAnswersSchema.entries;

  it('title', () => {
    gatewayTakesWhatFormTakes(
      typed(fc.constantFrom(...TITLES), fc.constantFrom('Captain', 'mr', 'Dr.')),
      DetailsSchema.entries.title,
      initiate.title,
      identity,
    );
  });

  it.each(['firstName', 'middleName', 'lastName'] as const)('%s', (key) => {
    gatewayTakesWhatFormTakes(
      typed(
        personName(60),
        overLong(48),
        fc.constantFrom('O’Brien', 'Zoë', 'St. John', 'Nguyễn Văn', 'Jane2'),
      ),
      DetailsSchema.entries[key],
      initiate[key],
      identity,
    );
  });

  it('date of birth (day, month and year boxes → YYYY-MM-DD)', () => {
    const box = (max: number) =>
      typed(
        digitsUpTo(max),
        digitsUpTo(max).map((n) => n.padStart(2, '0')),
      );
    const realDate = fc
      .date({ min: new Date('1890-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => ({
        day: String(d.getUTCDate()),
        month: String(d.getUTCMonth() + 1),
        year: String(d.getUTCFullYear()),
      }));
    gatewayTakesWhatFormTakes(
      fc.oneof(realDate, fc.record({ day: box(32), month: box(13), year: typed(digitsUpTo(2100)) })),
      dobSchema(today),
      initiate.dateOfBirth,
      toIsoDate,
    );
  });

  it('email (to the check and to the account search)', () => {
    const shouty = email.map((mail) => mail.toUpperCase());
    const awkward = fc.constantFrom("o'brien@example.com", 'jo@xn--bcher-kva.example', 'a..b@example.com');
    for (const gateway of [initiate.email, ConfirmUserExistsRequestSchema.entries.email]) {
      gatewayTakesWhatFormTakes(
        typed(email, shouty, awkward),
        ContactSchema.entries.email,
        gateway,
        identity,
      );
    }
  });

  it('mobile number (to the check, the account search and the contact details)', () => {
    const candidates = typed(
      ukMobile.map((m) => m.typed),
      fc.stringMatching(/^(\+44 ?|0)7\d{3} ?\d{6}$/),
    );
    for (const gateway of [
      initiate.phoneNumber,
      ConfirmUserExistsRequestSchema.entries.phoneNumber,
      SetUserContactDetailsRequestSchema.entries.phoneNumber,
    ]) {
      gatewayTakesWhatFormTakes(candidates, ContactSchema.entries.phoneNumber, gateway, identity);
    }
  });

  it('another firm acting (yes or no → a boolean)', () => {
    gatewayTakesWhatFormTakes(
      typed(fc.constantFrom('yes', 'no', 'Yes', 'true')),
      ContactSchema.entries.otherFirmActing,
      claim.otherFirmInstructed,
      toOtherFirmInstructed,
    );
  });

  it('passcode', () => {
    gatewayTakesWhatFormTakes(
      typed(fc.stringMatching(/^[\d ]{0,14}$/), fc.stringMatching(/^\d{6}$/)),
      OtpSchema.entries.code,
      VerifyOtpRequestSchema.entries.otp,
      identity,
    );
  });

  it('postcode lookup (including GIR 0AA)', () => {
    gatewayTakesWhatFormTakes(
      typed(
        ukPostcode.map((p) => p.typed),
        fc.constantFrom('GIR 0AA', 'gir0aa', ` SW1A${' '.repeat(20)}1AA `),
      ),
      PostcodeLookupSchema.entries.postcode,
      LookupAddressRequestSchema.entries.postcode,
      identity,
    );
  });

  const lines = {
    addressLine1: fc.constantFrom('1 High Street', 'Flat 2, 10 Long Road', ' 3 Mill Lane '),
    addressLine2: fc.constantFrom('', 'Headingley', '  '),
    city: fc.constantFrom('Leeds', 'Newcastle upon Tyne'),
    postcode: fc.oneof(
      ukPostcode.map((p) => p.typed),
      fc.constant('GIR 0AA'),
    ),
  };
  // Addresses as people give them, and with any field anything at all.
  const address = fc.oneof(
    fc.record(lines),
    fc.record({
      addressLine1: typed(lines.addressLine1, overLong(98)),
      addressLine2: typed(lines.addressLine2, overLong(98)),
      city: typed(lines.city, overLong(98)),
      postcode: typed(lines.postcode),
    }),
  );

  // Months moved in as people type them, and anything at all.
  const movedIn = fc.oneof(
    fc.record({
      month: fc.integer({ min: 1, max: 12 }).map(String),
      year: fc.integer({ min: 1950, max: 2024 }).map(String),
    }),
    fc.record({ month: typed(digitsUpTo(13)), year: typed(digitsUpTo(3000)) }),
  );
  const dated = ({ address: lines, movedIn: month }: { address: object; movedIn: string }) => ({
    ...lines,
    movedIn: month,
  });

  it('addresses with the month moved in (current, previous and the one before)', () => {
    const entry = addressEntrySchema(today);
    const candidates = fc.record({ address, movedIn });
    for (const gateway of [claim.currentAddress, claim.previousAddress, claim.previousPreviousAddress]) {
      gatewayTakesWhatFormTakes(candidates, entry, gateway, dated);
    }
    gatewayTakesWhatFormTakes(
      fc.record({
        previousAddresses: fc.array(fc.record({ address, movedIn }), { minLength: 1, maxLength: 2 }),
      }),
      historySchema(today),
      v.object({
        previousAddress: claim.previousAddress,
        previousPreviousAddress: claim.previousPreviousAddress,
      }),
      ({ previousAddresses: [previous, before] }) => ({
        ...(previous ? { previousAddress: dated(previous) } : {}),
        ...(before ? { previousPreviousAddress: dated(before) } : {}),
      }),
    );
  });

  it('an agreement added by hand (lender, month and year it started, and the car if given)', () => {
    const lender = fc.constantFrom('Black Horse', 'MotoNovo Finance', ' Close Brothers ');
    const month = digitsUpTo(13);
    const year = fc.integer({ min: 1890, max: 2030 }).map(String);
    const vehicle = fc.constantFrom('', 'Ford Focus AB12 CDE', '  Vauxhall Corsa ');
    const manual = fc.oneof(
      fc.record({ lender, started: fc.record({ month, year }), vehicle }),
      fc.record({
        lender: typed(lender, overLong(98)),
        started: fc.record({ month: typed(month), year: typed(year, digitsUpTo(3000)) }),
        vehicle: typed(vehicle, overLong(98)),
      }),
    );
    gatewayTakesWhatFormTakes(
      fc.array(manual, { minLength: 1, maxLength: 3 }),
      v.array(manualAgreementSchema(today)),
      claim.manualAgreements,
      (agreements) =>
        agreements.map(({ lender, started, vehicle }) => ({ lender, startDate: started, vehicle })),
    );
  });

  it('as many agreements added by hand as the form lets a claimant add', () => {
    const one = { lender: 'Black Horse', startDate: '2015-03' };
    const most = Array.from({ length: MANUAL_AGREEMENTS_MAX }, () => one);
    expect(v.safeParse(claim.manualAgreements, most).success).toBe(true);
  });

  it('agreements chosen from the credit file', () => {
    gatewayTakesWhatFormTakes(
      fc.record({
        chosenAgreementIds: fc.array(typed(fc.stringMatching(/^agr-[a-z0-9]{1,12}$/)), {
          maxLength: CHOSEN_AGREEMENTS_MAX + 20,
        }),
      }),
      ChooseAgreementsSchema,
      claim.agreementIds,
      // The client sends the chosen ids that the credit file returned, which holds at most 50.
      ({ chosenAgreementIds: ids }) => {
        const found = new Set(ids.slice(0, CHOSEN_AGREEMENTS_MAX));
        return [...new Set(ids)].filter((id) => found.has(id));
      },
    );
  });

  it('signature, typed or drawn', () => {
    const png = fc.base64String({ maxLength: 400 }).map((data) => `data:image/png;base64,${data}`);
    const candidates = fc.oneof(
      fc.record({ kind: fc.constant('typed'), value: typed(personName(60), overLong(195)) }),
      fc.record({
        kind: fc.constant('drawn'),
        value: typed(png, fc.constant('data:image/svg+xml;utf8,<svg/>')),
      }),
    );
    gatewayTakesWhatFormTakes(
      candidates,
      SignatureSchema.entries.signature,
      SubmitClaimRequestSchema.entries.signature,
      toSignatureRequest,
    );
  });

  it('the terms and the letter of authority', () => {
    gatewayTakesWhatFormTakes(
      fc.oneof(fc.constant(true), fc.anything()),
      SignatureSchema.entries.termsAccepted,
      claim.consents,
      (agreed) => ({ terms: agreed, letterOfAuthority: agreed, fees: agreed }),
    );
  });

  it('the referral the capture keeps goes with the claim', () => {
    const param = typed(fc.constantFrom('google', 'spring-sale', ''), overLong(195));
    gatewayTakesWhatFormTakes(
      fc.record({
        utmSource: param,
        utmMedium: param,
        utmCampaign: param,
        adId: param,
        referUrl: typed(fc.webUrl({ withQueryParameters: true }), overLong(2040)),
      }),
      ReferralSchema,
      SubmitClaimRequestSchema.entries.referral,
      identity,
    );
  });
});
