import type { Meta } from '@storybook/react-vite';
import { leafStory } from './wizardStory';

/**
 * Every state of the claim wizard in the Complex365 workspace (its theme, favicon and texts).
 * coverage.test.tsx fails when a wizard state has no story here.
 */
const meta = { title: 'Wizard/Complex365' } satisfies Meta;
export default meta;

export const StartIntro = leafStory('start.intro', 'Complex365');
export const StartDetails = leafStory('start.details', 'Complex365');
export const StartDob = leafStory('start.dob', 'Complex365');
export const StartContactEditing = leafStory('start.contact.editing', 'Complex365');
export const StartContactConfirming = leafStory('start.contact.confirming', 'Complex365');
export const StartContactSaving = leafStory('start.contact.saving', 'Complex365');
export const StartContactFailed = leafStory('start.contact.failed', 'Complex365');
export const StartRecoverySignIn = leafStory('start.recovery.signIn', 'Complex365');
export const StartRecoverySigningIn = leafStory('start.recovery.signingIn', 'Complex365');
export const StartRecoverySendingReset = leafStory('start.recovery.sendingReset', 'Complex365');
export const StartRecoveryFailed = leafStory('start.recovery.failed', 'Complex365');
export const CheckConsentEditing = leafStory('check.consent.editing', 'Complex365');
export const CheckConsentInitiating = leafStory('check.consent.initiating', 'Complex365');
export const CheckConsentFailed = leafStory('check.consent.failed', 'Complex365');
export const CheckOtpEntering = leafStory('check.otp.entering', 'Complex365');
export const CheckOtpVerifying = leafStory('check.otp.verifying', 'Complex365');
export const CheckOtpResending = leafStory('check.otp.resending', 'Complex365');
export const CheckOtpFailed = leafStory('check.otp.failed', 'Complex365');
export const CheckAgreementsChoosing = leafStory('check.agreements.choosing', 'Complex365');
export const CheckAgreementsNoneFound = leafStory('check.agreements.noneFound', 'Complex365');
export const AddressCurrentEditing = leafStory('address.current.editing', 'Complex365');
export const AddressCurrentLookingUp = leafStory('address.current.lookingUp', 'Complex365');
export const AddressCurrentFailed = leafStory('address.current.failed', 'Complex365');
export const AddressHistoryEditing = leafStory('address.history.editing', 'Complex365');
export const AddressHistoryLookingUp = leafStory('address.history.lookingUp', 'Complex365');
export const AddressHistoryFailed = leafStory('address.history.failed', 'Complex365');
export const SignReview = leafStory('sign.review', 'Complex365');
export const SignSignatureEditing = leafStory('sign.signature.editing', 'Complex365');
export const SignSignatureSubmitting = leafStory('sign.signature.submitting', 'Complex365');
export const SignSignatureFailed = leafStory('sign.signature.failed', 'Complex365');
export const ThankyouDone = leafStory('thankyou.done', 'Complex365');
export const ThankyouAccountEditing = leafStory('thankyou.account.editing', 'Complex365');
export const ThankyouAccountUpgrading = leafStory('thankyou.account.upgrading', 'Complex365');
export const ThankyouAccountFailed = leafStory('thankyou.account.failed', 'Complex365');
export const ThankyouAccountCreated = leafStory('thankyou.account.created', 'Complex365');
export const SaveForLaterChoosing = leafStory('saveForLater.choosing', 'Complex365');
export const SaveForLaterNeedsContact = leafStory('saveForLater.needsContact', 'Complex365');
export const SaveForLaterUpgrading = leafStory('saveForLater.upgrading', 'Complex365');
export const SaveForLaterSaving = leafStory('saveForLater.saving', 'Complex365');
export const SaveForLaterFailed = leafStory('saveForLater.failed', 'Complex365');
export const SaveForLaterSavingFailed = leafStory('saveForLater.savingFailed', 'Complex365');
export const SaveForLaterSaved = leafStory('saveForLater.saved', 'Complex365');
