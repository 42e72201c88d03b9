import type { Meta } from '@storybook/react-vite';
import { wizardStory } from './wizardStory';

/**
 * Every state of the claim wizard. stories/wizard/coverage.test.tsx fails when a wizard state has
 * no story here, or a story names a state the wizard does not have.
 */
const meta = { title: 'Wizard/States' } satisfies Meta;
export default meta;

export const StartIntro = wizardStory('start.intro');
export const StartDetails = wizardStory('start.details');
export const StartDetailsInvalid = wizardStory('start.details', 'validation-error');
export const StartDob = wizardStory('start.dob');
export const StartDobInvalid = wizardStory('start.dob', 'validation-error');
export const StartContact = wizardStory('start.contact');
export const StartContactInvalid = wizardStory('start.contact', 'validation-error');
export const StartContactChecking = wizardStory('start.contact', 'loading');
export const StartContactFailed = wizardStory('start.contact', 'gateway-error');
export const StartRecovery = wizardStory('start.recovery');
export const StartRecoveryWrongPassword = wizardStory('start.recovery', 'validation-error');
export const StartRecoveryResetSent = wizardStory('start.recovery', 'reset-sent');
export const CheckConsent = wizardStory('check.consent');
export const CheckConsentInvalid = wizardStory('check.consent', 'validation-error');
export const CheckConsentSending = wizardStory('check.consent', 'loading');
export const CheckConsentFailed = wizardStory('check.consent', 'gateway-error');
export const CheckOtp = wizardStory('check.otp');
export const CheckOtpWrongCode = wizardStory('check.otp', 'wrong-code');
export const CheckOtpVerifying = wizardStory('check.otp', 'loading');
export const CheckAgreements = wizardStory('check.agreements');
export const CheckAgreementsInvalid = wizardStory('check.agreements', 'validation-error');
export const CheckAgreementsNoneFound = wizardStory('check.agreements', 'none-found');
export const CheckAgreementsManual = wizardStory('check.agreements', 'manual-entry');
export const AddressCurrent = wizardStory('address.current');
export const AddressCurrentInvalid = wizardStory('address.current', 'validation-error');
export const AddressCurrentSearching = wizardStory('address.current', 'loading');
export const AddressCurrentFound = wizardStory('address.current', 'lookup-found');
export const AddressHistory = wizardStory('address.history');
export const AddressHistoryMoved = wizardStory('address.history', 'moved');
export const AddressHistoryInvalid = wizardStory('address.history', 'validation-error');
export const SignReview = wizardStory('sign.review');
export const SignSignature = wizardStory('sign.signature');
export const SignSignatureInvalid = wizardStory('sign.signature', 'validation-error');
export const SignSignatureSubmitting = wizardStory('sign.signature', 'loading');
export const SignSignatureFailed = wizardStory('sign.signature', 'gateway-error');
export const ThankyouDone = wizardStory('thankyou.done');
export const ThankyouAccount = wizardStory('thankyou.account');
export const ThankyouAccountInvalid = wizardStory('thankyou.account', 'validation-error');
export const ThankyouAccountSaving = wizardStory('thankyou.account', 'loading');
export const ThankyouAccountSaved = wizardStory('thankyou.account', 'saved');
