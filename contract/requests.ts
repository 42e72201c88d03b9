// What each function name accepts (docs/gateway.md), built from the same field rules as the
// form's answers (fields.ts). v.object ignores keys it does not name, so a
// caller may send more of its fields than a function reads; what it reads is checked strictly.
import * as v from 'valibot';
import {
  AGREEMENT_STARTED,
  AddressSchema,
  AgreementIdsSchema,
  DrawnSignatureSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  LenderSchema,
  MANUAL_AGREEMENTS_MAX,
  ManualVehicleSchema,
  MANUAL_AGREEMENTS_FULL_MESSAGE,
  MOVED_IN,
  MiddleNameSchema,
  MobileSchema,
  NewPasswordSchema,
  OtpCodeSchema,
  PASSWORD_MAX_LENGTH,
  PostcodeSchema,
  TitleSchema,
  TypedSignatureSchema,
  isoDateOfBirthSchema,
  yearMonthSchema,
} from './fields.js';
import { MOVED_IN_ORDER_MESSAGE, isMovedInOrder } from './answers.js';
import { WorkspaceSchema } from './firms.js';
import { RequestedEventSchema } from './lifecycle/events.js';
import { ClaimReferralSchema } from './referral.js';

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

/**
 * Who the claim is about, as the check takes the caller's fields and as submitClaim carries them:
 * names, date of birth (YYYY-MM-DD), email (lower case) and mobile (E.164).
 */
export const ApplicantSchema = v.object({
  title: TitleSchema,
  firstName: FirstNameSchema,
  middleName: v.optional(MiddleNameSchema, ''),
  lastName: LastNameSchema,
  dateOfBirth: isoDateOfBirthSchema(),
  email: EmailSchema,
  phoneNumber: MobileSchema,
});
export type Applicant = v.InferOutput<typeof ApplicantSchema>;

export const InitiateCheckRequestSchema = v.object({
  idempotencyKey: IdempotencyKeySchema,
  claimId: v.optional(ClaimIdSchema),
  ...ApplicantSchema.entries,
  /** The claimant's current postcode: the bureau finds the file by name, date of birth and this. */
  postcode: PostcodeSchema,
  /**
   * Extension: the answer to "has another firm already been instructed?", kept on the draft so a
   * claim resumed on another device shows it as given (absent from older clients).
   */
  otherFirmInstructed: v.optional(v.boolean('otherFirmInstructed must be true or false')),
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
  otp: OtpCodeSchema,
  userId: v.pipe(
    v.string('userId must be the signed-in user’s uid'),
    v.nonEmpty('userId must be the signed-in user’s uid'),
    v.maxLength(128),
  ),
});
export type VerifyOtpRequest = v.InferInput<typeof VerifyOtpRequestSchema>;

export const ConfirmUserExistsRequestSchema = v.object({ email: EmailSchema, phoneNumber: MobileSchema });
export type ConfirmUserExistsRequest = v.InferInput<typeof ConfirmUserExistsRequestSchema>;

export const SetUserContactDetailsRequestSchema = v.object({ phoneNumber: MobileSchema });
export type SetUserContactDetailsRequest = v.InferInput<typeof SetUserContactDetailsRequestSchema>;

export const LookupAddressRequestSchema = v.object({ postcode: PostcodeSchema });
export type LookupAddressRequest = v.InferInput<typeof LookupAddressRequestSchema>;

export const AgreementTypeSchema = v.picklist(['PCP', 'HP'], 'agreementType must be PCP or HP');

/**
 * An agreement the claimant adds by hand: what people remember — the lender, roughly when it
 * started (YYYY-MM), and optionally the type and the vehicle.
 */
export const ManualAgreementSchema = v.object({
  lender: LenderSchema,
  startDate: yearMonthSchema(AGREEMENT_STARTED),
  agreementType: v.optional(AgreementTypeSchema),
  vehicle: v.optional(ManualVehicleSchema, ''),
});

/** An address a claim names, with the month the claimant moved in (YYYY-MM). */
export const ClaimAddressSchema = v.object({
  ...AddressSchema.entries,
  movedIn: yearMonthSchema(MOVED_IN),
});
export type ClaimAddress = v.InferOutput<typeof ClaimAddressSchema>;

/** A claim's answers as submitClaim takes them. */
export const ClaimAnswersSchema = v.object({
  agreementIds: AgreementIdsSchema,
  manualAgreements: v.optional(
    v.pipe(
      v.array(ManualAgreementSchema),
      v.maxLength(MANUAL_AGREEMENTS_MAX, MANUAL_AGREEMENTS_FULL_MESSAGE),
    ),
    [],
  ),
  otherFirmInstructed: v.boolean('otherFirmInstructed must be true or false'),
  currentAddress: ClaimAddressSchema,
  previousAddress: v.optional(ClaimAddressSchema),
  previousPreviousAddress: v.optional(ClaimAddressSchema),
  consents: v.object({
    terms: v.literal(true, 'Agree to the terms to continue'),
    letterOfAuthority: v.literal(true, 'Agree to the letter of authority to continue'),
    fees: v.literal(true, 'Agree to the fees to continue'),
  }),
});

/** The signature as submitClaim takes it: the typed name, or the drawing as a PNG data URL. */
export const SignatureRequestSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('typed'), name: TypedSignatureSchema }),
    v.object({ kind: v.literal('drawn'), image: DrawnSignatureSchema }),
  ],
  'signature must be { kind: "typed", name } or { kind: "drawn", image }',
);

export const SubmitClaimRequestSchema = v.object({
  claimId: ClaimIdSchema,
  idempotencyKey: IdempotencyKeySchema,
  // The identity shown on check your answers; the gateway refuses it when the checked answers in it
  // differ from those the credit check was run with (decision 108).
  applicant: ApplicantSchema,
  answers: v.pipe(
    ClaimAnswersSchema,
    v.check(
      (a) => a.agreementIds.length + a.manualAgreements.length > 0,
      'Choose at least one finance agreement to claim for',
    ),
    v.check(isMovedInOrder, MOVED_IN_ORDER_MESSAGE),
  ),
  signature: SignatureRequestSchema,
  // What the referral capture keeps (spec section 4); any of it may be missing.
  referral: v.optional(ClaimReferralSchema),
  // The branding the claimant signed in: its firm is the one the letter of authority names.
  workspace: v.optional(WorkspaceSchema, 'Redress'),
});
export type SubmitClaimRequest = v.InferInput<typeof SubmitClaimRequestSchema>;

/** downloadSignedLetter (extension): the signed letter of authority of one of the caller's claims. */
export const DownloadSignedLetterRequestSchema = v.object({ claimId: ClaimIdSchema });
export type DownloadSignedLetterRequest = v.InferInput<typeof DownloadSignedLetterRequestSchema>;

/** One of a claim's complaints: one per lender, numbered from 1 (`complaintsOfClaim`). */
export const ComplaintIdSchema = v.pipe(
  v.string('complaintId must be a string'),
  v.regex(/^complaint-\d{1,3}$/, 'complaintId must be one of the claim’s complaints, like complaint-1'),
);

/**
 * recordComplaintEvent (extension): one event on one complaint of a claim (decision 173). The
 * gateway adds the moment and who sent it; the key makes a retried event be recorded once.
 */
export const RecordComplaintEventRequestSchema = v.object({
  claimId: ClaimIdSchema,
  complaintId: ComplaintIdSchema,
  idempotencyKey: IdempotencyKeySchema,
  event: RequestedEventSchema,
});
export type RecordComplaintEventRequest = v.InferInput<typeof RecordComplaintEventRequestSchema>;

/**
 * cancelClaim (extension, decision 189): the claimant cancels their whole claim within 14 days of
 * signing; `claimant.cancel` is recorded on each open complaint in one transaction.
 */
export const CancelClaimRequestSchema = v.object({
  claimId: ClaimIdSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type CancelClaimRequest = v.InferInput<typeof CancelClaimRequestSchema>;

/** The message for a continueUrl that is not one of the deployment's own sites' /login. */
export const CONTINUE_URL_MESSAGE = 'continueUrl must be the /login page of one of this firm’s own sites';

/**
 * The sites a verification link may return to: the four brands' origins from the deployment's
 * configuration (functions/.env.<project> SITE_ORIGINS, decision 203), and the local machine
 * (http://127.0.0.1 or http://localhost, any port) only when the gateway runs on the emulators.
 */
export interface AllowedSites {
  /** Exact origins, e.g. https://www.redress.example (scheme, host and port must all match). */
  origins: readonly string[];
  /** True on the emulators only: the app served from this machine. */
  local: boolean;
}

/** The origins in a SITE_ORIGINS setting ("https://a.example, https://b.example"), normalised. */
export function parseSiteOrigins(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : null;
      if (!url || url.protocol !== 'https:' || url.origin !== item.replace(/\/$/, '')) {
        throw new Error(`SITE_ORIGINS: ${item} is not an https origin (scheme and host, no path)`);
      }
      return url.origin;
    });
}

/**
 * True when a continueUrl is the /login page of one of the allowed sites: a configured origin
 * exactly (so a lookalike host, another port or http is refused), or the local machine on the
 * emulators; never with a user name, query or fragment.
 */
export function isAllowedContinueUrl(value: string, sites: AllowedSites): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return false;
  if (url.pathname !== '/login') return false;
  return isAllowedSiteOrigin(url.origin, sites);
}

/**
 * True when a value is exactly the origin of one of the allowed sites (scheme, host and port, no
 * path): a configured https origin, or the local machine over http on the emulators. The
 * continueUrl's rule, and the rule for the links in the claimant's emails (decision 264).
 */
export function isAllowedSiteOrigin(value: string, sites: AllowedSites): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.origin !== value) return false;
  const local = sites.local && url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
  return local || (url.protocol === 'https:' && sites.origins.includes(url.origin));
}

/**
 * Where a verification link returns: a site's /login (https, or the local machine in
 * development). Which sites is the deployment's to say: the gateway checks the origin with
 * isAllowedContinueUrl against its configuration.
 */
const ContinueUrlSchema = v.pipe(
  v.string('continueUrl must be a URL'),
  v.maxLength(2000, 'continueUrl must be a URL'),
  v.url('continueUrl must be a URL'),
  v.check(
    (value) => isAllowedContinueUrl(value, { origins: [new URL(value).origin], local: true }),
    CONTINUE_URL_MESSAGE,
  ),
);

/** The most a current password may be: the longest a new one may be. */
const CurrentPasswordSchema = v.pipe(
  v.string('currentPassword must be a string'),
  v.nonEmpty('Enter your current password'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'Enter your current password'),
);

/**
 * upgradeAccount (extension): the caller's guest account gets this email and password, checked
 * here against the password rule, and a verification link is emailed; an account that already has
 * this email gets the new password instead, given its current password or a recent sign-in.
 */
export const UpgradeAccountRequestSchema = v.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  /**
   * A registered account changing its password: the password it signs in with now. Needed
   * unless the caller signed in within the last 5 minutes (decision 204); a guest has none.
   */
  currentPassword: v.optional(CurrentPasswordSchema),
  continueUrl: v.optional(ContinueUrlSchema),
  // The branding the claimant is using: the email names its firm.
  workspace: v.optional(WorkspaceSchema, 'Redress'),
});
export type UpgradeAccountRequest = v.InferInput<typeof UpgradeAccountRequestSchema>;

/**
 * sendEmailVerification (extension): the signed-in account's email-confirmation link again, for a
 * password sign-in whose email is not confirmed yet ("Send the link again").
 */
export const SendEmailVerificationRequestSchema = v.object({
  continueUrl: v.optional(ContinueUrlSchema),
  workspace: v.optional(WorkspaceSchema, 'Redress'),
});
export type SendEmailVerificationRequest = v.InferInput<typeof SendEmailVerificationRequestSchema>;

/** The most a saved journey may hold (a drawn signature is the largest answer). */
export const SAVED_PROGRESS_MAX_LENGTH = 400_000;

/**
 * saveProgress (extension): the claimant's journey as the app saved it ("Save and come back
 * later"), opaque to the gateway; the app checks it again before it resumes from it.
 */
export const SaveProgressRequestSchema = v.object({
  progress: v.pipe(
    v.string('progress must be a string'),
    v.nonEmpty('progress must not be empty'),
    v.maxLength(SAVED_PROGRESS_MAX_LENGTH, 'progress is too large'),
  ),
});
export type SaveProgressRequest = v.InferInput<typeof SaveProgressRequestSchema>;

// exportMyData, requestDataDeletion, approveDataDeletion and listDataRequests (their data) take what
// myData.ts says: the claim journey, which loads this file, uses none of them (decision 183).

// ---- From the form's answers to the gateway's fields ----------------------------------------------
// The answers that change shape on the way (the form asks in boxes and choices a person can use; the
// gateway takes one value), converted here so that the form, the client and the tests share them.

/** "Has another firm already been instructed?" as submitClaim takes it. */
export const toOtherFirmInstructed = (answer: string): boolean => answer === 'yes';

/** The signature as the form holds it, as submitClaim takes it. */
export function toSignatureRequest(
  signature: { kind: 'drawn' | 'typed'; value: string } | null,
): SubmitClaimRequest['signature'] {
  return signature?.kind === 'drawn'
    ? { kind: 'drawn', image: signature.value }
    : { kind: 'typed', name: signature?.value ?? '' };
}
