// The answers each step of the claim form carries on Continue, built only from the field rules in
// fields.ts, which the gateway's request schemas (requests.ts) use too.
import * as v from 'valibot';
import { formatYearMonth, monthIndex, parseYearMonth } from './dates.js';
import {
  AGREEMENT_STARTED,
  AddressSchema,
  AgreementIdSchema,
  CHOSEN_AGREEMENTS_MAX,
  DrawnSignatureSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  LenderSchema,
  MANUAL_AGREEMENTS_MAX,
  MOVED_IN,
  ManualVehicleSchema,
  MiddleNameSchema,
  MobileSchema,
  OtherFirmActingSchema,
  OtpCodeSchema,
  NewPasswordSchema,
  PostcodeSchema,
  SIGNATURE_MESSAGE,
  TERMS_MESSAGE,
  TitleSchema,
  TypedSignatureSchema,
  dateOfBirthSchema,
  monthYearSchema,
  type Today,
} from './fields.js';

export const DetailsSchema = v.object({
  title: TitleSchema,
  firstName: FirstNameSchema,
  middleName: MiddleNameSchema,
  lastName: LastNameSchema,
});

/** Date of birth as day, month and year fields: a real date, in the past, 18 or over. */
export const dobSchema = dateOfBirthSchema;

/** The date of birth step's answer, under the wizard's own name for it. */
export const dobAnswerSchema = (today: Today) => v.object({ dob: dobSchema(today) });

export const ContactSchema = v.object({
  email: EmailSchema,
  phoneNumber: MobileSchema,
  otherFirmActing: OtherFirmActingSchema,
});

/** The password of an existing account, to sign in with: anything the account was given. */
export const SignInPasswordSchema = v.pipe(
  v.string('Enter your password'),
  v.nonEmpty('Enter your password'),
  v.maxLength(4096, 'Enter your password'),
);

export const RecoverySchema = v.object({ password: SignInPasswordSchema });

/** Signing in on /login to resume a claim. */
export const LoginSchema = v.object({ email: EmailSchema, password: SignInPasswordSchema });

/**
 * Before the check: the current postcode (with the name and date of birth it finds the credit
 * file) and consent to the soft search.
 */
export const ConsentSchema = v.object({
  postcode: PostcodeSchema,
  softSearchConsent: v.literal(true, 'Confirm that you agree to a soft credit search'),
});

export const OtpSchema = v.object({ code: OtpCodeSchema });

export const addressEntrySchema = (today: Today) =>
  v.object({ address: AddressSchema, movedIn: monthYearSchema(MOVED_IN, today) });

export const currentAddressSchema = (today: Today) => v.object({ currentAddress: addressEntrySchema(today) });

export const historySchema = (today: Today) =>
  v.object({
    previousAddresses: v.pipe(
      v.array(addressEntrySchema(today)),
      v.minLength(1, 'Enter your previous address'),
      v.maxLength(2, 'Enter up to 2 previous addresses'),
    ),
  });

/** An agreement added by hand: the lender, the month and year it started, and the car if remembered. */
/** Each address of a history, current first, by the month moved in ('YYYY-MM'). */
interface Dated {
  movedIn: string;
}

const ADDRESS_NAMES = ['your current address', 'your previous address'] as const;

/**
 * The rule between the months moved in: each address was moved into after the one before it, so
 * no two overlap (the same month counts as an overlap) and the current one is the latest. Given the
 * current address and the previous ones (most recent first), the error for each previous address
 * moved into no earlier than the address after it, keyed `previousAddresses.N.movedIn`. Months that
 * are not 'YYYY-MM' are left to the rule of each month.
 */
export function movedInOrderErrors(
  current: Dated | null,
  previous: readonly Dated[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const entries = [current, ...previous];
  previous.forEach((entry, index) => {
    const later = entries[index];
    const movedIn = parseYearMonth(entry.movedIn);
    const laterMovedIn = later ? parseYearMonth(later.movedIn) : null;
    if (!movedIn || !laterMovedIn || monthIndex(movedIn) < monthIndex(laterMovedIn)) return;
    errors[`previousAddresses.${index}.movedIn`] =
      `The month and year you moved in must be before ${formatYearMonth(laterMovedIn)}, when you moved into ${ADDRESS_NAMES[index] ?? 'the address after it'}`;
  });
  return errors;
}

/** The same rule on a claim's addresses as submitClaim takes them. */
export const MOVED_IN_ORDER_MESSAGE = 'Each address must have been moved into after the one before it';
export function isMovedInOrder<
  T extends { currentAddress: Dated; previousAddress?: Dated; previousPreviousAddress?: Dated },
>(answers: T): boolean {
  const previous = [answers.previousAddress, answers.previousPreviousAddress].filter(
    (entry): entry is Dated => entry !== undefined,
  );
  return Object.keys(movedInOrderErrors(answers.currentAddress, previous)).length === 0;
}

export const manualAgreementSchema = (today: Today) =>
  v.object({
    lender: LenderSchema,
    started: monthYearSchema(AGREEMENT_STARTED, today),
    vehicle: v.optional(ManualVehicleSchema, ''),
  });

/**
 * The agreements step's answer: the agreements ticked (found on the credit file or added by hand)
 * and, when the claimant opened it, one agreement being added by hand, checked with
 * `manualAgreementSchema` when it is filled in or nothing is ticked.
 */
export const ChooseAgreementsSchema = v.object({
  chosenAgreementIds: v.pipe(
    v.array(AgreementIdSchema),
    v.maxLength(CHOSEN_AGREEMENTS_MAX + MANUAL_AGREEMENTS_MAX),
  ),
  agreement: v.nullish(v.unknown()),
});

export const PostcodeLookupSchema = v.object({ postcode: PostcodeSchema });

export const SignatureSchema = v.object({
  signature: v.variant(
    'kind',
    [
      v.object({ kind: v.literal('drawn'), value: DrawnSignatureSchema }),
      v.object({ kind: v.literal('typed'), value: TypedSignatureSchema }),
    ],
    SIGNATURE_MESSAGE,
  ),
  termsAccepted: v.literal(true, TERMS_MESSAGE),
});

export const AccountSchema = v.object({ password: NewPasswordSchema });
