import { fromPromise } from 'xstate';
import type { Address, Agreement, Answers, WizardContext } from './context';
import type { ApplicantInput, VerifyOtpOutput } from './events';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The gateway and Firebase calls the journey makes, as named actors; src/ supplies them with
 * `.provide()` and each honours the abort signal when the claimant leaves the step.
 */
export const wizardActors = {
  confirmUserExists: fromPromise<{ exists: boolean }, { email: string; phoneNumber: string }>(
    notProvided('confirmUserExists'),
  ),
  saveProfileAndContact: fromPromise<void, ApplicantInput & { otherFirmActing: string }>(
    notProvided('saveProfileAndContact'),
  ),
  /**
   * Starts a check and sends the passcode; `claimId` is null on the first call and the idempotency
   * anchor after. `attempt` counts the checks started before, so each new one is a new attempt.
   */
  initiateCheck: fromPromise<
    /** `codeSent` false: the check was refused (no file with these details holds the mobile). */
    { claimId: string; codeSent: boolean },
    {
      claimId: string | null;
      resend: boolean;
      attempt: number;
      applicant: ApplicantInput;
      postcode: string;
      /** The "another firm already instructed?" answer ('yes', 'no' or '' if unanswered). */
      otherFirmActing: string;
    }
  >(notProvided('initiateCheck')),
  /** Keeps the journey on the server for "Save and come back later" (src/ serialises it). */
  saveProgress: fromPromise<void, { context: WizardContext }>(notProvided('saveProgress')),
  verifyOtp: fromPromise<VerifyOtpOutput, { claimId: string; code: string }>(notProvided('verifyOtp')),
  lookupAddress: fromPromise<Address[], { postcode: string }>(notProvided('lookupAddress')),
  submitClaim: fromPromise<
    { claimReference: string },
    { claimId: string; answers: Answers; agreements: Agreement[] }
  >(notProvided('submitClaim')),
  upgradeAccount: fromPromise<void, { password: string; currentPassword?: string }>(
    notProvided('upgradeAccount'),
  ),
  signInForRecovery: fromPromise<void, { email: string; password: string }>(notProvided('signInForRecovery')),
  sendPasswordReset: fromPromise<void, { email: string }>(notProvided('sendPasswordReset')),
};
