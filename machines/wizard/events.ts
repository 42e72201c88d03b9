import type { Address, Agreement } from './context';

/**
 * Events the views send. `answers` is whatever the form holds; the machine validates it, so a
 * missing or wrongly typed payload is rejected by a guard, never trusted.
 */
export type WizardEvent =
  | { type: 'user.continue'; answers?: unknown }
  | { type: 'user.back' }
  | { type: 'user.change'; section: string; step: string }
  | { type: 'user.retry' }
  | { type: 'user.resendCode' }
  | { type: 'user.chooseAgreements'; ids: unknown }
  | { type: 'user.addAgreement'; agreement: unknown }
  | { type: 'user.lookupPostcode'; postcode: unknown }
  | { type: 'user.requestReset' }
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
  | { status: 'verified'; agreements: Agreement[]; addresses?: Address[] }
  | { status: 'wrongCode'; attemptsLeft: number }
  | { status: 'expired' };
