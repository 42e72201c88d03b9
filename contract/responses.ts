// What each function name answers, as the client reads it (spec section 7, docs/gateway.md).
import * as v from 'valibot';
import { UNSIGNED_STATUSES } from './claimStatus.js';
import { AddressSchema } from './fields.js';
import { AmountPenceSchema, REGISTRATION_MAX_LENGTH, VEHICLE_TEXT_MAX_LENGTH } from './agreements.js';
import { AgreementTypeSchema } from './requests.js';
import { EventActorSchema } from './lifecycle/actor.js';
import { COMPLAINT_EVENT_TYPES } from './lifecycle/events.js';
import { CLAIM_PROGRESS_STATUSES, COMPLAINT_ROUTES, COMPLAINT_STATES } from './lifecycle/states.js';
import { StoredDeterminationSchema } from './lifecycle/determination.js';

/**
 * A claim's status: draft → checked → signed → submitted, and then what its complaints make it
 * (in progress, cancelled, closed; `claimStatusOf` in lifecycle/states.ts, decision 173).
 */
export const ClaimStatusSchema = v.picklist([...UNSIGNED_STATUSES, 'signed', ...CLAIM_PROGRESS_STATUSES]);
export type ClaimStatus = v.InferOutput<typeof ClaimStatusSchema>;

/** checkboardInitiateCheck when a passcode was texted to the mobile, which the credit file holds. */
export const PasscodeSentSchema = v.object({
  claimId: v.string(),
  status: v.literal('draft'),
  otpSent: v.literal(true),
  /** The last three digits of the number the text went to, for "Code sent to … 123". */
  phoneNumberEnding: v.pipe(v.string(), v.regex(/^\d{3}$/)),
  /** When the passcode stops working (ISO 8601). */
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});

/**
 * checkboardInitiateCheck when the details do not match a credit file holding that mobile: no
 * text, nothing from any file; the claim is ready for agreements added by hand. The same answer
 * whether no file matched or a file matched without that number.
 */
export const CheckRefusedSchema = v.object({
  claimId: v.string(),
  status: v.literal('checked'),
  otpSent: v.literal(false),
  reason: v.literal('no-match'),
});

/** What the claimant is told when the check is refused; it says nothing about any credit file. */
export const NO_MATCH_MESSAGE =
  'We could not check your credit file with these details, so no code was sent. You can add your finance agreements yourself.';

/** checkboardInitiateCheck: the client reads `result.data.data`. */
export const InitiateCheckDataSchema = v.variant('otpSent', [PasscodeSentSchema, CheckRefusedSchema]);
export type InitiateCheckData = v.InferOutput<typeof InitiateCheckDataSchema>;
export const InitiateCheckResponseSchema = v.object({ data: InitiateCheckDataSchema });

/** The car an agreement financed; a part the credit file does not hold is '' (decision 146). */
export const VehicleSchema = v.object({
  make: v.pipe(v.string(), v.maxLength(VEHICLE_TEXT_MAX_LENGTH)),
  model: v.pipe(v.string(), v.maxLength(VEHICLE_TEXT_MAX_LENGTH)),
  registration: v.pipe(v.string(), v.maxLength(REGISTRATION_MAX_LENGTH)),
});
export type Vehicle = v.InferOutput<typeof VehicleSchema>;

/**
 * A finance agreement on the credit file. What lets a claimant recognise it (the car, the finance
 * type, the amount financed) may be missing from a file: the type and the amount are then null and
 * a part of the car ''; claims stored before the amount was read have none (decision 146).
 */
export const AgreementSchema = v.object({
  id: v.string(),
  lender: v.string(),
  startDate: v.pipe(v.string(), v.isoDate()),
  endDate: v.nullable(v.pipe(v.string(), v.isoDate())),
  agreementType: v.nullable(AgreementTypeSchema),
  vehicle: VehicleSchema,
  amountFinancedPence: v.optional(v.nullable(AmountPenceSchema), null),
});
export type Agreement = v.InferOutput<typeof AgreementSchema>;

/** An address on the credit file, most recent first; `movedIn` is YYYY-MM. */
export const CreditFileAddressSchema = v.object({
  ...AddressSchema.entries,
  movedIn: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
});
export type CreditFileAddress = v.InferOutput<typeof CreditFileAddressSchema>;

/** valifiVerifyOtp: the client reads `result.data.data.data`. */
export const VerifyOtpDataSchema = v.object({
  claimId: v.string(),
  status: v.literal('checked'),
  agreements: v.array(AgreementSchema),
  addresses: v.array(CreditFileAddressSchema),
});
export type VerifyOtpData = v.InferOutput<typeof VerifyOtpDataSchema>;
export const VerifyOtpResponseSchema = v.object({
  data: v.object({ verified: v.literal(true), data: VerifyOtpDataSchema }),
});

/** confirmUserExists: the client reads `result.data`, which must be present. */
export const ConfirmUserExistsDataSchema = v.object({ exists: v.boolean() });
export type ConfirmUserExistsData = v.InferOutput<typeof ConfirmUserExistsDataSchema>;

export const CONTACT_EXCEPTION_CODES = ['rate-limited', 'not-saved'] as const;
/** setUserContactDetails: `result.data`, which may carry an `exception` the client throws. */
export const SetUserContactDetailsDataSchema = v.object({
  phoneNumber: v.optional(v.string()),
  exception: v.optional(v.string()),
  code: v.optional(v.picklist(CONTACT_EXCEPTION_CODES)),
});
export type SetUserContactDetailsData = v.InferOutput<typeof SetUserContactDetailsDataSchema>;

/** lookupAddress (extension): the client reads `result.data.data`. */
export const LookupAddressDataSchema = v.object({ postcode: v.string(), addresses: v.array(AddressSchema) });
export type LookupAddressData = v.InferOutput<typeof LookupAddressDataSchema>;
export const LookupAddressResponseSchema = v.object({ data: LookupAddressDataSchema });

/** submitClaim (extension): the client reads `result.data.data`. */
export const SubmitClaimDataSchema = v.object({
  claimId: v.string(),
  reference: v.pipe(v.string(), v.regex(/^RDR-[A-Z0-9]{8}$/)),
  status: v.literal('submitted'),
  submittedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type SubmitClaimData = v.InferOutput<typeof SubmitClaimDataSchema>;
export const SubmitClaimResponseSchema = v.object({ data: SubmitClaimDataSchema });

/** downloadSignedLetter (extension): the client reads `result.data.data`; `pdf` is base64. */
export const SignedLetterDataSchema = v.object({
  claimId: v.string(),
  reference: v.string(),
  fileName: v.pipe(v.string(), v.regex(/^[\w.-]+\.pdf$/)),
  contentType: v.literal('application/pdf'),
  pdf: v.pipe(v.string(), v.nonEmpty(), v.base64()),
});
export type SignedLetterData = v.InferOutput<typeof SignedLetterDataSchema>;

/** upgradeAccount (extension): read at `result.data.data`. */
export const UpgradeAccountDataSchema = v.object({
  status: v.picklist(['linked', 'password-updated']),
  /** False until the claimant opens the link; claims are not shown to a password sign-in before. */
  emailVerified: v.boolean(),
  /** A verification link was queued to the email now. */
  verificationSent: v.boolean(),
  /**
   * A sign-in token (custom token) for the caller's own account, given only to a caller the claim
   * is already open to (the guest, a sign-in link, a confirmed email): the tab that set the
   * password signs in with it and goes on with the journey (decision 156). Used once, never kept.
   */
  token: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(8192))),
});
export type UpgradeAccountData = v.InferOutput<typeof UpgradeAccountDataSchema>;

/** sendEmailVerification (extension): read at `result.data.data`. */
export const SendEmailVerificationDataSchema = v.object({
  /** A new link was queued; false when the email is already confirmed (nothing to send). */
  sent: v.boolean(),
  emailVerified: v.boolean(),
});
export type SendEmailVerificationData = v.InferOutput<typeof SendEmailVerificationDataSchema>;

/** resumeProgress (extension): the journey saved for later, or null; read at `result.data.data`. */
export const SavedProgressDataSchema = v.object({
  progress: v.nullable(v.string()),
  savedAt: v.nullable(v.number()),
});
export type SavedProgressData = v.InferOutput<typeof SavedProgressDataSchema>;

/** Why a passcode was refused, sent as the error's `details.reason`. */
export const PASSCODE_REFUSALS = ['wrong-code', 'expired', 'used', 'locked'] as const;
export type PasscodeRefusal = (typeof PASSCODE_REFUSALS)[number];

/** A complaint's state and facts, as recordComplaintEvent answers them (`ComplaintRecord`). */
export const ComplaintRecordSchema = v.object({
  state: v.picklist(COMPLAINT_STATES),
  signedAt: v.number(),
  route: v.optional(v.picklist(COMPLAINT_ROUTES), 'general'),
  sentOn: v.nullable(v.pipe(v.string(), v.isoDate())),
  dueOn: v.nullable(v.pipe(v.string(), v.isoDate())),
  determination: v.optional(v.nullable(StoredDeterminationSchema), null),
  offerPence: v.nullable(v.number()),
  paidPence: v.nullable(v.number()),
  feePence: v.nullable(v.number()),
});

/**
 * recordComplaintEvent (extension): the event as recorded and the complaint after it; the client
 * reads `result.data.data`. A retry with the same key answers the same.
 */
export const RecordComplaintEventDataSchema = v.object({
  claimId: v.string(),
  complaintId: v.string(),
  event: v.object({
    id: v.string(),
    seq: v.number(),
    type: v.picklist(COMPLAINT_EVENT_TYPES),
    at: v.pipe(v.string(), v.isoTimestamp()),
    by: EventActorSchema,
    stateBefore: v.picklist(COMPLAINT_STATES),
    stateAfter: v.picklist(COMPLAINT_STATES),
  }),
  complaint: ComplaintRecordSchema,
  claimStatus: v.picklist(CLAIM_PROGRESS_STATUSES),
});
export type RecordComplaintEventData = v.InferOutput<typeof RecordComplaintEventDataSchema>;
export const RecordComplaintEventResponseSchema = v.object({ data: RecordComplaintEventDataSchema });

/** cancelClaim (extension): the cancellation event recorded on each complaint that was open. */
export const CancelClaimDataSchema = v.object({
  claimId: v.string(),
  claimStatus: v.picklist(CLAIM_PROGRESS_STATUSES),
  events: v.array(
    v.object({ complaintId: v.string(), ...RecordComplaintEventDataSchema.entries.event.entries }),
  ),
});
export type CancelClaimData = v.InferOutput<typeof CancelClaimDataSchema>;
export const CancelClaimResponseSchema = v.object({ data: CancelClaimDataSchema });
// exportMyData, requestDataDeletion, approveDataDeletion and listDataRequests (their data) answer
// what myData.ts says: the claim journey, which loads this file, uses none of them (decision 183).
