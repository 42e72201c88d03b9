// What each function name accepts (docs/gateway.md). v.object ignores keys it does not name, so a
// caller may send more of its fields than a function reads; what it reads is checked strictly.
import * as v from 'valibot';
import {
  AddressSchema,
  DateOfBirthSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  MiddleNameSchema,
  OtpSchema,
  PostcodeSchema,
  TitleSchema,
  UkMobileSchema,
} from './fields.js';

export const ClaimIdSchema = v.pipe(
  v.string('claimId must be a string'),
  v.regex(
    /^[A-Za-z0-9_-]{8,64}$/,
    'claimId must be the id the check returned (8–64 letters, digits, _ or -)',
  ),
);

export const IdempotencyKeySchema = v.pipe(
  v.string('idempotencyKey must be a string: one per attempt, reused when that attempt is retried'),
  v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'idempotencyKey must be 16–128 letters, digits, _ or - (a UUID works)'),
);

function flag<T extends boolean>(name: string, value: T) {
  return v.literal(value, `${name} must be ${String(value)}`);
}

/** The spec's fixed flags for checkboardInitiateCheck (section 7). */
export const INITIATE_CHECK_FLAGS = {
  useValidateRunCheck: false,
  useValifiRunCheck: true,
  headless: true,
  allowCheckboardFallback: false,
  skipApproveCheck: true,
  extraClaimsPageId: undefined,
  forceNew: true,
  enforceQualificationPeriod: false,
} as const;

export const InitiateCheckRequestSchema = v.object({
  idempotencyKey: IdempotencyKeySchema,
  claimId: v.optional(ClaimIdSchema),
  title: TitleSchema,
  firstName: FirstNameSchema,
  middleName: v.optional(MiddleNameSchema, ''),
  lastName: LastNameSchema,
  dateOfBirth: DateOfBirthSchema,
  email: EmailSchema,
  phoneNumber: UkMobileSchema,
  useValidateRunCheck: flag('useValidateRunCheck', false),
  useValifiRunCheck: flag('useValifiRunCheck', true),
  headless: flag('headless', true),
  allowCheckboardFallback: flag('allowCheckboardFallback', false),
  skipApproveCheck: flag('skipApproveCheck', true),
  // The callable SDK encodes undefined as null, so "absent" arrives as either.
  extraClaimsPageId: v.optional(v.null('extraClaimsPageId must be left undefined')),
  forceNew: flag('forceNew', true),
  enforceQualificationPeriod: flag('enforceQualificationPeriod', false),
});
export type InitiateCheckRequest = v.InferInput<typeof InitiateCheckRequestSchema>;

export const VerifyOtpRequestSchema = v.object({
  claimId: ClaimIdSchema,
  otp: OtpSchema,
  userId: v.pipe(
    v.string('userId must be the signed-in user’s uid'),
    v.nonEmpty('userId must be the signed-in user’s uid'),
    v.maxLength(128),
  ),
});
export type VerifyOtpRequest = v.InferInput<typeof VerifyOtpRequestSchema>;

export const ConfirmUserExistsRequestSchema = v.object({ email: EmailSchema, phoneNumber: UkMobileSchema });
export type ConfirmUserExistsRequest = v.InferInput<typeof ConfirmUserExistsRequestSchema>;

export const SetUserContactDetailsRequestSchema = v.object({ phoneNumber: UkMobileSchema });
export type SetUserContactDetailsRequest = v.InferInput<typeof SetUserContactDetailsRequestSchema>;

export const LookupAddressRequestSchema = v.object({ postcode: PostcodeSchema });
export type LookupAddressRequest = v.InferInput<typeof LookupAddressRequestSchema>;

const shortText = (message: string, max = 100) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `${message} (${max} characters or fewer)`),
  );

export const AgreementTypeSchema = v.picklist(['PCP', 'HP'], 'agreementType must be PCP or HP');

/**
 * An agreement the claimant adds by hand: what people remember — the lender, roughly when it
 * started (YYYY-MM), and optionally the type and the vehicle.
 */
export const ManualAgreementSchema = v.object({
  lender: shortText('Enter the lender'),
  startDate: v.pipe(
    v.string('startDate is YYYY-MM'),
    v.regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'startDate is YYYY-MM'),
  ),
  agreementType: v.optional(AgreementTypeSchema),
  vehicle: v.optional(v.pipe(v.string(), v.maxLength(100, 'Vehicle must be 100 characters or fewer')), ''),
});

const ReferralValue = v.optional(v.pipe(v.string(), v.maxLength(2000)));

export const SubmitClaimRequestSchema = v.object({
  claimId: ClaimIdSchema,
  idempotencyKey: IdempotencyKeySchema,
  answers: v.pipe(
    v.object({
      agreementIds: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(50)),
      manualAgreements: v.optional(v.pipe(v.array(ManualAgreementSchema), v.maxLength(10)), []),
      otherFirmInstructed: v.boolean('otherFirmInstructed must be true or false'),
      currentAddress: AddressSchema,
      previousAddress: v.optional(AddressSchema),
      previousPreviousAddress: v.optional(AddressSchema),
      consents: v.object({
        terms: v.literal(true, 'Agree to the terms to continue'),
        letterOfAuthority: v.literal(true, 'Agree to the letter of authority to continue'),
        fees: v.literal(true, 'Agree to the fees to continue'),
      }),
    }),
    v.check(
      (a) => a.agreementIds.length + a.manualAgreements.length > 0,
      'Choose at least one finance agreement to claim for',
    ),
  ),
  signature: v.variant(
    'kind',
    [
      v.object({ kind: v.literal('typed'), name: shortText('Type your full name to sign') }),
      v.object({
        kind: v.literal('drawn'),
        image: v.pipe(
          v.string(),
          v.startsWith('data:image/png;base64,', 'A drawn signature is a PNG data URL'),
          v.maxLength(300_000, 'The drawn signature image is too large'),
        ),
      }),
    ],
    'signature must be { kind: "typed", name } or { kind: "drawn", image }',
  ),
  referral: v.optional(
    v.object({
      utmSource: ReferralValue,
      utmMedium: ReferralValue,
      utmCampaign: ReferralValue,
      adId: ReferralValue,
      referUrl: ReferralValue,
    }),
  ),
});
export type SubmitClaimRequest = v.InferInput<typeof SubmitClaimRequestSchema>;
