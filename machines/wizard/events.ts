import type { AddressEntry, Agreement } from './context';

/**
 * Events the views send, one per user action; any sequence that action needs is the machine's.
 * `answers` is whatever the form holds, under the wizard's own answer names; the machine validates
 * it, so a missing or wrongly typed payload is rejected by a guard, never trusted.
 */
export type WizardEvent =
  /** Continue on a step, also after its call failed (the corrected answers are sent). */
  | { type: 'user.continue'; answers?: unknown }
  | { type: 'user.back' }
  | { type: 'user.change'; section: string; step: string }
  | { type: 'user.retry' }
  | { type: 'user.resendCode' }
  /** "Change your mobile number" on the passcode step: back to the contact details. */
  | { type: 'user.changeNumber' }
  /** Find addresses for a postcode, for one address answer (`currentAddress`, `previousAddresses.0`, …). */
  | { type: 'user.lookupPostcode'; postcode: unknown; field?: unknown }
  | { type: 'user.requestReset' }
  /** "Save and come back later" on any step before signing. */
  | { type: 'user.saveForLater' }
  | { type: 'user.goTo'; section: string; step: string };

/** What each invoked actor takes and gives back; src/ supplies the implementations. */
export interface ApplicantInput {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dob: { day: string; month: string; year: string };
  email: string;
  phoneNumber: string;
}
export type VerifyOtpOutput =
  | { status: 'verified'; agreements: Agreement[]; addresses?: AddressEntry[] }
  | { status: 'wrongCode'; attemptsLeft: number }
  | { status: 'expired' };
