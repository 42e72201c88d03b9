import type { StepKey } from '../../../machines/wizard/steps';
import { addressHistoryStep, currentAddressStep } from './address';
import { agreementsStep, consentStep, passcodeStep } from './check';
import { reviewStep, signatureStep } from './sign';
import { recoveryStep } from './recovery';
import { contactStep, detailsStep, dobStep, introStep } from './start';
import { accountStep, doneStep } from './thankyou';
import type { StepModel } from './viewModel';

/** The view model of each step of the wizard. */
export const stepModels: Record<StepKey, StepModel> = {
  'start.intro': introStep,
  'start.details': detailsStep,
  'start.dob': dobStep,
  'start.contact': contactStep,
  'start.recovery': recoveryStep,
  'check.consent': consentStep,
  'check.otp': passcodeStep,
  'check.agreements': agreementsStep,
  'address.current': currentAddressStep,
  'address.history': addressHistoryStep,
  'sign.review': reviewStep,
  'sign.signature': signatureStep,
  'thankyou.done': doneStep,
  'thankyou.account': accountStep,
};
