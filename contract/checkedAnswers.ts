// The answers a credit check and its passcode were run with (decision 108). Changing one after the
// check means a new check and a new code; the title and the email address do not.
import type { Applicant } from './requests.js';

/** The applicant's fields the credit check matches on and the passcode goes to. */
export const CHECKED_FIELDS = ['firstName', 'middleName', 'lastName', 'dateOfBirth', 'phoneNumber'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];
export type CheckedAnswers = Pick<Applicant, CheckedField>;

/** The checked answers alone, in a fixed shape (to keep, compare and persist). */
export function checkedAnswersOf(applicant: CheckedAnswers): CheckedAnswers {
  const { firstName, middleName, lastName, dateOfBirth, phoneNumber } = applicant;
  return { firstName, middleName, lastName, dateOfBirth, phoneNumber };
}

/** The checked answers that differ between what was checked and what is given now. */
export function changedCheckedAnswers(checked: CheckedAnswers, given: CheckedAnswers): CheckedField[] {
  return CHECKED_FIELDS.filter((field) => checked[field] !== given[field]);
}

/** submitClaim's answer when the identity sent differs from the one the check was run with. */
export const IDENTITY_CHANGED_MESSAGE =
  'Your name, date of birth or mobile number has changed since we checked your credit file. We need to check it again, with a new code sent to your mobile, before you can sign.';
