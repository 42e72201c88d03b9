import type { Meta } from '@storybook/react-vite';
import { wizardStory } from './wizardStory';

/**
 * Every state of the claim wizard and its situations, named by the machine's leaf state, in the
 * toolbar's workspace. Each is the real journey page on the wizard restored to the end of a path
 * @xstate/graph found (storyPaths.ts). coverage.test.tsx fails when a wizard state has no story
 * here, or a story names a state the wizard does not have.
 */
const meta = { title: 'Wizard/States' } satisfies Meta;
export default meta;

export const StartIntro = wizardStory('start.intro');
export const StartDetails = wizardStory('start.details');
export const StartDetailsInvalid = wizardStory('start.details', 'validation-error');
export const StartDetailsChanging = wizardStory('start.details', 'changing');
export const StartDob = wizardStory('start.dob');
export const StartDobInvalid = wizardStory('start.dob', 'validation-error');
export const StartDobChanging = wizardStory('start.dob', 'changing');
export const StartContact = wizardStory('start.contact.editing');
export const StartContactInvalid = wizardStory('start.contact.editing', 'validation-error');
export const StartContactChanging = wizardStory('start.contact.editing', 'changing');
export const StartContactChecking = wizardStory('start.contact.confirming', 'loading');
export const StartContactSaving = wizardStory('start.contact.saving', 'loading');
export const StartContactFailed = wizardStory('start.contact.failed', 'gateway-error');
export const StartContactNotSaved = wizardStory('start.contact.failed', 'not-saved');
export const StartRecovery = wizardStory('start.recovery.signIn');
export const StartRecoveryNoPassword = wizardStory('start.recovery.signIn', 'validation-error');
export const StartRecoveryResetSent = wizardStory('start.recovery.signIn', 'reset-sent');
export const StartRecoverySigningIn = wizardStory('start.recovery.signingIn', 'loading');
export const StartRecoverySendingReset = wizardStory('start.recovery.sendingReset', 'loading');
export const StartRecoveryFailed = wizardStory('start.recovery.failed', 'gateway-error');
export const CheckConsent = wizardStory('check.consent.editing');
export const CheckConsentInvalid = wizardStory('check.consent.editing', 'validation-error');
export const CheckConsentSending = wizardStory('check.consent.initiating', 'loading');
export const CheckConsentFailed = wizardStory('check.consent.failed', 'gateway-error');
export const CheckConsentRateLimited = wizardStory('check.consent.failed', 'rate-limited');
export const CheckOtp = wizardStory('check.otp.entering');
export const CheckOtpWrongCode = wizardStory('check.otp.entering', 'wrong-code');
export const CheckOtpCodeExpired = wizardStory('check.otp.entering', 'code-expired');
export const CheckOtpVerifying = wizardStory('check.otp.verifying', 'loading');
export const CheckOtpResending = wizardStory('check.otp.resending', 'loading');
export const CheckOtpFailed = wizardStory('check.otp.failed', 'gateway-error');
export const CheckAgreements = wizardStory('check.agreements.choosing');
export const CheckAgreementsInvalid = wizardStory('check.agreements.choosing', 'validation-error');
export const CheckAgreementsManual = wizardStory('check.agreements.choosing', 'manual-entry');
export const CheckAgreementsNoneFound = wizardStory('check.agreements.noneFound', 'none-found');
export const AddressCurrent = wizardStory('address.current.editing');
export const AddressCurrentInvalid = wizardStory('address.current.editing', 'validation-error');
export const AddressCurrentFound = wizardStory('address.current.editing', 'lookup-found');
export const AddressCurrentSearching = wizardStory('address.current.lookingUp', 'loading');
export const AddressCurrentLookupFailed = wizardStory('address.current.failed', 'lookup-failed');
export const AddressHistory = wizardStory('address.history.editing');
export const AddressHistoryMoved = wizardStory('address.history.editing', 'moved');
export const AddressHistoryInvalid = wizardStory('address.history.editing', 'validation-error');
export const AddressHistorySearching = wizardStory('address.history.lookingUp', 'loading');
export const AddressHistoryLookupFailed = wizardStory('address.history.failed', 'lookup-failed');
export const SignReview = wizardStory('sign.review');
export const SignSignature = wizardStory('sign.signature.editing');
export const SignSignatureInvalid = wizardStory('sign.signature.editing', 'validation-error');
export const SignSignatureSubmitting = wizardStory('sign.signature.submitting', 'loading');
export const SignSignatureFailed = wizardStory('sign.signature.failed', 'gateway-error');
export const SignSignatureAlreadySigned = wizardStory('sign.signature.failed', 'already-signed');
export const ThankyouDone = wizardStory('thankyou.done');
export const ThankyouAccount = wizardStory('thankyou.account.editing');
export const ThankyouAccountInvalid = wizardStory('thankyou.account.editing', 'validation-error');
export const ThankyouAccountSaving = wizardStory('thankyou.account.upgrading', 'loading');
export const ThankyouAccountFailed = wizardStory('thankyou.account.failed', 'gateway-error');
export const ThankyouAccountSaved = wizardStory('thankyou.account.created', 'saved');
export const SaveForLaterChoosing = wizardStory('saveForLater.choosing');
export const SaveForLaterNeedsContact = wizardStory('saveForLater.needsContact');
export const SaveForLaterUpgrading = wizardStory('saveForLater.upgrading', 'loading');
export const SaveForLaterSaving = wizardStory('saveForLater.saving', 'loading');
export const SaveForLaterFailed = wizardStory('saveForLater.failed', 'gateway-error');
export const SaveForLaterSavingFailed = wizardStory('saveForLater.savingFailed', 'gateway-error');
export const SaveForLaterSaved = wizardStory('saveForLater.saved');
