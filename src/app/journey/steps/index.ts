import type { ComponentType } from 'react';
import type { StepKey } from '../../../../machines/wizard/steps';
import { AddressHistoryStep, CurrentAddressStep } from './address';
import { AgreementsStep, ConsentStep, PasscodeStep } from './check';
import type { StepPage } from './shared';
import { ReviewStep, SignatureStep } from './sign';
import { ContactStep, DetailsStep, DobStep, IntroStep, RecoveryStep } from './start';
import { AccountStep, DoneStep } from './thankyou';

/** The view mapping for each step of the wizard. */
export const stepComponents: Record<StepKey, ComponentType<StepPage>> = {
  'start.intro': IntroStep,
  'start.details': DetailsStep,
  'start.dob': DobStep,
  'start.contact': ContactStep,
  'start.recovery': RecoveryStep,
  'check.consent': ConsentStep,
  'check.otp': PasscodeStep,
  'check.agreements': AgreementsStep,
  'address.current': CurrentAddressStep,
  'address.history': AddressHistoryStep,
  'sign.review': ReviewStep,
  'sign.signature': SignatureStep,
  'thankyou.done': DoneStep,
  'thankyou.account': AccountStep,
};
