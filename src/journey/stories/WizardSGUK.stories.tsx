import type { Meta } from '@storybook/react-vite';
import { leafStory } from './wizardStory';

/**
 * Every state of the claim wizard in the SGUK workspace (its theme, favicon and texts).
 * coverage.test.tsx fails when a wizard state has no story here.
 */
const meta = { title: 'Wizard/SGUK' } satisfies Meta;
export default meta;

export const StartIntro = leafStory('start.intro', 'SGUK');
export const StartDetails = leafStory('start.details', 'SGUK');
export const StartDob = leafStory('start.dob', 'SGUK');
export const StartContactEditing = leafStory('start.contact.editing', 'SGUK');
export const StartContactConfirming = leafStory('start.contact.confirming', 'SGUK');
export const StartContactSaving = leafStory('start.contact.saving', 'SGUK');
export const StartContactFailed = leafStory('start.contact.failed', 'SGUK');
export const StartRecoverySignIn = leafStory('start.recovery.signIn', 'SGUK');
export const StartRecoverySigningIn = leafStory('start.recovery.signingIn', 'SGUK');
export const StartRecoverySendingReset = leafStory('start.recovery.sendingReset', 'SGUK');
export const StartRecoveryFailed = leafStory('start.recovery.failed', 'SGUK');
export const CheckConsentEditing = leafStory('check.consent.editing', 'SGUK');
export const CheckConsentInitiating = leafStory('check.consent.initiating', 'SGUK');
export const CheckConsentFailed = leafStory('check.consent.failed', 'SGUK');
export const CheckOtpEntering = leafStory('check.otp.entering', 'SGUK');
export const CheckOtpVerifying = leafStory('check.otp.verifying', 'SGUK');
export const CheckOtpResending = leafStory('check.otp.resending', 'SGUK');
export const CheckOtpFailed = leafStory('check.otp.failed', 'SGUK');
export const CheckAgreementsChoosing = leafStory('check.agreements.choosing', 'SGUK');
export const CheckAgreementsNoneFound = leafStory('check.agreements.noneFound', 'SGUK');
export const AddressCurrentEditing = leafStory('address.current.editing', 'SGUK');
export const AddressCurrentLookingUp = leafStory('address.current.lookingUp', 'SGUK');
export const AddressCurrentFailed = leafStory('address.current.failed', 'SGUK');
export const AddressHistoryEditing = leafStory('address.history.editing', 'SGUK');
export const AddressHistoryLookingUp = leafStory('address.history.lookingUp', 'SGUK');
export const AddressHistoryFailed = leafStory('address.history.failed', 'SGUK');
export const SignReview = leafStory('sign.review', 'SGUK');
export const SignSignatureEditing = leafStory('sign.signature.editing', 'SGUK');
export const SignSignatureSubmitting = leafStory('sign.signature.submitting', 'SGUK');
export const SignSignatureFailed = leafStory('sign.signature.failed', 'SGUK');
export const ThankyouDone = leafStory('thankyou.done', 'SGUK');
export const ThankyouAccountEditing = leafStory('thankyou.account.editing', 'SGUK');
export const ThankyouAccountUpgrading = leafStory('thankyou.account.upgrading', 'SGUK');
export const ThankyouAccountFailed = leafStory('thankyou.account.failed', 'SGUK');
export const ThankyouAccountCreated = leafStory('thankyou.account.created', 'SGUK');
export const SaveForLaterChoosing = leafStory('saveForLater.choosing', 'SGUK');
export const SaveForLaterNeedsContact = leafStory('saveForLater.needsContact', 'SGUK');
export const SaveForLaterUpgrading = leafStory('saveForLater.upgrading', 'SGUK');
export const SaveForLaterSaving = leafStory('saveForLater.saving', 'SGUK');
export const SaveForLaterFailed = leafStory('saveForLater.failed', 'SGUK');
export const SaveForLaterSavingFailed = leafStory('saveForLater.savingFailed', 'SGUK');
export const SaveForLaterSaved = leafStory('saveForLater.saved', 'SGUK');
