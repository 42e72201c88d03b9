import { describe, expect, it } from 'vitest';
import {
  AccountSchema,
  ChooseAgreementsSchema,
  ConsentSchema,
  ContactSchema,
  DetailsSchema,
  OtpSchema,
  PostcodeLookupSchema,
  RecoverySchema,
  SignatureSchema,
  addressEntrySchema,
  dobSchema,
  historySchema,
  manualAgreementSchema,
} from './answers';
import {
  AddressSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  MiddleNameSchema,
  MobileSchema,
  OtpCodeSchema,
  PostcodeSchema,
  TitleSchema,
} from './fields';
import {
  ClaimAddressSchema,
  ClaimAnswersSchema,
  ConfirmUserExistsRequestSchema,
  InitiateCheckRequestSchema,
  LookupAddressRequestSchema,
  SetUserContactDetailsRequestSchema,
  SubmitClaimRequestSchema,
  VerifyOtpRequestSchema,
} from './requests';

// The form and the gateway hold each field of the claim to one rule (decision 106): the very same
// schema objects, and every answer and request field accounted for. That no value the form accepts
// is refused by the gateway is checked value by value in formAndGateway.property.test.ts.

const today = () => new Date();

describe('one rule per field: the form and the gateway use the same schema', () => {
  it('names, title, email, mobile, passcode, postcode and address are the very same schema objects', () => {
    const initiate = InitiateCheckRequestSchema.entries;
    expect(DetailsSchema.entries.title).toBe(TitleSchema);
    expect(initiate.title).toBe(TitleSchema);
    expect(DetailsSchema.entries.firstName).toBe(FirstNameSchema);
    expect(initiate.firstName).toBe(FirstNameSchema);
    expect(DetailsSchema.entries.middleName).toBe(MiddleNameSchema);
    expect(initiate.middleName.wrapped).toBe(MiddleNameSchema);
    expect(DetailsSchema.entries.lastName).toBe(LastNameSchema);
    expect(initiate.lastName).toBe(LastNameSchema);
    for (const request of [initiate, ConfirmUserExistsRequestSchema.entries]) {
      expect(request.email).toBe(EmailSchema);
      expect(request.phoneNumber).toBe(MobileSchema);
    }
    expect(ContactSchema.entries.email).toBe(EmailSchema);
    expect(ContactSchema.entries.phoneNumber).toBe(MobileSchema);
    expect(SetUserContactDetailsRequestSchema.entries.phoneNumber).toBe(MobileSchema);
    expect(OtpSchema.entries.code).toBe(OtpCodeSchema);
    expect(VerifyOtpRequestSchema.entries.otp).toBe(OtpCodeSchema);
    expect(PostcodeLookupSchema.entries.postcode).toBe(PostcodeSchema);
    expect(LookupAddressRequestSchema.entries.postcode).toBe(PostcodeSchema);
    expect(AddressSchema.entries.postcode).toBe(PostcodeSchema);
    expect(addressEntrySchema(today).entries.address).toBe(AddressSchema);
    const claim = ClaimAnswersSchema.entries;
    expect(claim.currentAddress).toBe(ClaimAddressSchema);
    expect(claim.previousAddress.wrapped).toBe(ClaimAddressSchema);
    expect(claim.previousPreviousAddress.wrapped).toBe(ClaimAddressSchema);
    for (const key of ['addressLine1', 'addressLine2', 'city', 'postcode'] as const)
      expect(ClaimAddressSchema.entries[key]).toBe(AddressSchema.entries[key]);
    const applicant = SubmitClaimRequestSchema.entries.applicant.entries;
    for (const key of ['title', 'firstName', 'middleName', 'lastName', 'email', 'phoneNumber'] as const)
      expect(applicant[key]).toBe(initiate[key]);
  });

  it('every answer the form asks is either checked here against the gateway or named as form-only', () => {
    const formKeys = [
      DetailsSchema,
      ContactSchema,
      OtpSchema,
      ConsentSchema,
      PostcodeLookupSchema,
      addressEntrySchema(today),
      historySchema(today),
      manualAgreementSchema(today),
      ChooseAgreementsSchema,
      SignatureSchema,
      RecoverySchema,
      AccountSchema,
    ].flatMap((schema) => Object.keys(schema.entries));
    const dobKeys = Object.keys(dobSchema(today).pipe[0].entries);
    expect([...new Set([...formKeys, ...dobKeys])].sort()).toEqual(
      [...Object.keys(FORM_FIELDS_CHECKED), ...Object.keys(FORM_ONLY)].sort(),
    );
  });

  it('every field a gateway request reads is checked here or is the gateway’s own', () => {
    const requestKeys = [
      InitiateCheckRequestSchema,
      VerifyOtpRequestSchema,
      ConfirmUserExistsRequestSchema,
      SetUserContactDetailsRequestSchema,
      LookupAddressRequestSchema,
      SubmitClaimRequestSchema,
      SubmitClaimRequestSchema.entries.applicant,
      ClaimAnswersSchema,
    ].flatMap((schema) => Object.keys(schema.entries));
    const checked = new Set([...Object.values(FORM_FIELDS_CHECKED).flat(), ...GATEWAY_ONLY]);
    expect([...new Set(requestKeys)].filter((key) => !checked.has(key))).toEqual([]);
  });
});

/** Each form answer, and the gateway fields it becomes (checked in the properties below). */
const FORM_FIELDS_CHECKED: Record<string, string[]> = {
  title: ['title'],
  firstName: ['firstName'],
  middleName: ['middleName'],
  lastName: ['lastName'],
  day: ['dateOfBirth'],
  month: ['dateOfBirth'],
  year: ['dateOfBirth'],
  email: ['email'],
  phoneNumber: ['phoneNumber'],
  otherFirmActing: ['otherFirmInstructed'],
  code: ['otp'],
  postcode: ['postcode'],
  address: ['currentAddress', 'previousAddress', 'previousPreviousAddress'],
  movedIn: ['currentAddress', 'previousAddress', 'previousPreviousAddress'],
  previousAddresses: ['previousAddress', 'previousPreviousAddress'],
  lender: ['manualAgreements'],
  started: ['manualAgreements'],
  vehicle: ['manualAgreements'],
  chosenAgreementIds: ['agreementIds'],
  agreement: ['manualAgreements'],
  signature: ['signature'],
  termsAccepted: ['consents'],
};

/** Answers the gateway never receives, and why. */
const FORM_ONLY: Record<string, string> = {
  softSearchConsent: 'the consent to the search, recorded by reaching the check at all',
  password: 'goes to Firebase Authentication, never to the gateway',
};

/** Request fields that are no answer of the claimant's: ids, keys, the spec's flags. */
const GATEWAY_ONLY = [
  'idempotencyKey',
  'claimId',
  'userId',
  'answers',
  'applicant', // the check's own fields again, checked above against the check's
  'referral', // checked below against the referral capture's own rule
  'workspace', // the branding the app was built for, not an answer
  'useValidateRunCheck',
  'useValifiRunCheck',
  'headless',
  'allowCheckboardFallback',
  'skipApproveCheck',
  'extraClaimsPageId',
  'forceNew',
  'enforceQualificationPeriod',
];
