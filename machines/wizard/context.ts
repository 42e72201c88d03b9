import * as v from 'valibot';
import {
  ADDRESS_LINE_MAX_LENGTH,
  AGREEMENT_ID_MAX_LENGTH,
  CHOSEN_AGREEMENTS_MAX,
  DRAWN_SIGNATURE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LENDER_MAX_LENGTH,
  MANUAL_AGREEMENTS_MAX,
  MANUAL_VEHICLE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TITLES,
} from '../../contract/fields';
import { REGISTRATION_MAX_LENGTH, VEHICLE_TEXT_MAX_LENGTH } from '../../contract/agreements';
import type { CheckedAnswers } from '../../contract/checkedAnswers';
import type { FailureKind } from '../errors';
import type { StepKey } from './steps';

// The answers as kept (and persisted) between steps: blank, or what the contract's rules gave.
const str = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const AddressValueSchema = v.strictObject({
  addressLine1: str(ADDRESS_LINE_MAX_LENGTH),
  addressLine2: str(ADDRESS_LINE_MAX_LENGTH),
  city: str(ADDRESS_LINE_MAX_LENGTH),
  postcode: str(8),
});
export type Address = v.InferOutput<typeof AddressValueSchema>;

/** An address and the month moved in ('YYYY-MM'). */
export const AddressEntryValueSchema = v.strictObject({ address: AddressValueSchema, movedIn: str(7) });
export type AddressEntry = v.InferOutput<typeof AddressEntryValueSchema>;

/** The address answers a postcode lookup can fill: the current one and the two before it. */
export const ADDRESS_FIELDS = ['currentAddress', 'previousAddresses.0', 'previousAddresses.1'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export const isAddressField = (field: unknown): field is AddressField =>
  (ADDRESS_FIELDS as readonly unknown[]).includes(field);

/**
 * A finance agreement: found on the credit file, or added by hand. `startDate` is 'YYYY-MM'. What
 * lets the claimant recognise it — the car (its parts from the file, or as typed by hand), the
 * finance type and the amount financed — is kept when known (absent from journeys saved before it).
 */
export const AgreementSchema = v.strictObject({
  id: str(AGREEMENT_ID_MAX_LENGTH),
  lender: str(LENDER_MAX_LENGTH),
  startDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
  source: v.picklist(['creditFile', 'manual']),
  agreementType: v.optional(v.nullable(v.picklist(['PCP', 'HP']))),
  vehicle: v.optional(
    v.union([
      v.strictObject({
        make: str(VEHICLE_TEXT_MAX_LENGTH),
        model: str(VEHICLE_TEXT_MAX_LENGTH),
        registration: str(REGISTRATION_MAX_LENGTH),
      }),
      str(MANUAL_VEHICLE_MAX_LENGTH),
    ]),
  ),
  amountFinancedPence: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
});
export type Agreement = v.InferOutput<typeof AgreementSchema>;

export const SignatureValueSchema = v.strictObject({
  kind: v.picklist(['drawn', 'typed']),
  value: str(DRAWN_SIGNATURE_MAX_LENGTH),
});

export const AnswersSchema = v.strictObject({
  title: v.picklist(['', ...TITLES]),
  firstName: str(NAME_MAX_LENGTH),
  middleName: str(NAME_MAX_LENGTH),
  lastName: str(NAME_MAX_LENGTH),
  dob: v.strictObject({ day: str(2), month: str(2), year: str(4) }),
  email: str(EMAIL_MAX_LENGTH),
  phoneNumber: str(PHONE_MAX_LENGTH),
  otherFirmActing: v.picklist(['', 'yes', 'no']),
  /** The current postcode the credit check searches with (absent from journeys saved before it). */
  postcode: v.optional(str(10), ''),
  softSearchConsent: v.boolean(),
  chosenAgreementIds: v.pipe(
    v.array(str(AGREEMENT_ID_MAX_LENGTH)),
    v.maxLength(CHOSEN_AGREEMENTS_MAX + MANUAL_AGREEMENTS_MAX),
  ),
  manualAgreements: v.pipe(v.array(AgreementSchema), v.maxLength(MANUAL_AGREEMENTS_MAX)),
  currentAddress: v.nullable(AddressEntryValueSchema),
  previousAddresses: v.pipe(v.array(AddressEntryValueSchema), v.maxLength(2)),
  signature: v.nullable(SignatureValueSchema),
  termsAccepted: v.boolean(),
});
export type Answers = v.InferOutput<typeof AnswersSchema>;

/** The answers a credit check was run with (contract/checkedAnswers.ts), as kept between steps. */
export const CheckedAnswersValueSchema = v.strictObject({
  firstName: str(NAME_MAX_LENGTH),
  middleName: str(NAME_MAX_LENGTH),
  lastName: str(NAME_MAX_LENGTH),
  dateOfBirth: str(10),
  phoneNumber: str(PHONE_MAX_LENGTH),
});

export interface WizardContext {
  answers: Answers;
  /** Set once initiateCheck succeeds; the passcode step needs it. */
  claimId: string | null;
  /** Agreements the credit file returned; null until the passcode is verified. */
  agreementsFound: Agreement[] | null;
  /**
   * The credit file's address history, most recent first, with the months moved in: offered to
   * prefill the current address and the previous ones for the claimant to confirm or change.
   */
  suggestedAddresses: AddressEntry[];
  /** Results of the last postcode lookup. */
  addressResults: Address[];
  otp: { resends: number; attemptsLeft: number | null; codeSent: boolean };
  claimReference: string | null;
  fieldErrors: Record<string, string>;
  gatewayError: string | null;
  /** The kind of the failed call whose message `gatewayError` holds: it decides the next step shown. */
  gatewayErrorKind: FailureKind | null;
  /** Calls that failed on this step; from the third the page offers the firm's telephone line. */
  failures: number;
  resetEmailSent: boolean;
  accountCreated: boolean;
  /** Steps entered so far, in first-visit order; the router may only go to these. */
  reached: StepKey[];
  current: StepKey;
  /** The postcode of the last lookup, so a failed lookup can be retried. */
  lookupPostcode: string | null;
  /** Which address the last lookup was for (`currentAddress`, `previousAddresses.0`, …). */
  lookupFor: AddressField | null;
  /** A Change link from the review page is being followed. */
  returnToReview: boolean;
  /** The checked answers the latest passcode was sent for (decision 108). */
  checkSentFor: CheckedAnswers | null;
  /** The checked answers of the check the claimant confirmed with a passcode; null once a new one starts. */
  checkedFor: CheckedAnswers | null;
  /** Checks the claimant has started; each is a new attempt for the idempotency key. */
  checksStarted: number;
  /**
   * The last check was refused: no credit file with these details holds the mobile, so no code
   * was sent and the claimant adds agreements by hand.
   */
  checkRefused: boolean;
}

export function blankAnswers(): Answers {
  return {
    title: '',
    firstName: '',
    middleName: '',
    lastName: '',
    dob: { day: '', month: '', year: '' },
    email: '',
    phoneNumber: '',
    otherFirmActing: '',
    postcode: '',
    softSearchConsent: false,
    chosenAgreementIds: [],
    manualAgreements: [],
    currentAddress: null,
    previousAddresses: [],
    signature: null,
    termsAccepted: false,
  };
}

export function initialContext(): WizardContext {
  return {
    answers: blankAnswers(),
    claimId: null,
    agreementsFound: null,
    suggestedAddresses: [],
    addressResults: [],
    otp: { resends: 0, attemptsLeft: null, codeSent: false },
    claimReference: null,
    fieldErrors: {},
    gatewayError: null,
    gatewayErrorKind: null,
    failures: 0,
    resetEmailSent: false,
    accountCreated: false,
    reached: ['start.intro'],
    current: 'start.intro',
    lookupPostcode: null,
    lookupFor: null,
    returnToReview: false,
    checkSentFor: null,
    checkedFor: null,
    checksStarted: 0,
    checkRefused: false,
  };
}
