import type { Meta } from '@storybook/react-vite';
import { leafStory } from './wizardStory';

/**
 * Every state of the claim wizard in the SGUKINTERNAL workspace (its theme, favicon and texts).
 * coverage.test.tsx fails when a wizard state has no story here.
 */
const meta = { title: 'Wizard/SGUKINTERNAL' } satisfies Meta;
export default meta;

export const StartIntro = leafStory('start.intro', 'SGUKINTERNAL');
export const StartDetails = leafStory('start.details', 'SGUKINTERNAL');
export const StartDob = leafStory('start.dob', 'SGUKINTERNAL');
export const StartContactEditing = leafStory('start.contact.editing', 'SGUKINTERNAL');
export const StartContactConfirming = leafStory('start.contact.confirming', 'SGUKINTERNAL');
export const StartContactSaving = leafStory('start.contact.saving', 'SGUKINTERNAL');
export const StartContactFailed = leafStory('start.contact.failed', 'SGUKINTERNAL');
export const StartRecoverySignIn = leafStory('start.recovery.signIn', 'SGUKINTERNAL');
export const StartRecoverySigningIn = leafStory('start.recovery.signingIn', 'SGUKINTERNAL');
export const StartRecoverySendingReset = leafStory('start.recovery.sendingReset', 'SGUKINTERNAL');
export const StartRecoveryFailed = leafStory('start.recovery.failed', 'SGUKINTERNAL');
export const CheckConsentEditing = leafStory('check.consent.editing', 'SGUKINTERNAL');
export const CheckConsentInitiating = leafStory('check.consent.initiating', 'SGUKINTERNAL');
export const CheckConsentFailed = leafStory('check.consent.failed', 'SGUKINTERNAL');
export const CheckOtpEntering = leafStory('check.otp.entering', 'SGUKINTERNAL');
export const CheckOtpVerifying = leafStory('check.otp.verifying', 'SGUKINTERNAL');
export const CheckOtpResending = leafStory('check.otp.resending', 'SGUKINTERNAL');
export const CheckOtpFailed = leafStory('check.otp.failed', 'SGUKINTERNAL');
export const CheckAgreementsChoosing = leafStory('check.agreements.choosing', 'SGUKINTERNAL');
export const CheckAgreementsNoneFound = leafStory('check.agreements.noneFound', 'SGUKINTERNAL');
export const AddressCurrentEditing = leafStory('address.current.editing', 'SGUKINTERNAL');
export const AddressCurrentLookingUp = leafStory('address.current.lookingUp', 'SGUKINTERNAL');
export const AddressCurrentFailed = leafStory('address.current.failed', 'SGUKINTERNAL');
export const AddressHistoryEditing = leafStory('address.history.editing', 'SGUKINTERNAL');
export const AddressHistoryLookingUp = leafStory('address.history.lookingUp', 'SGUKINTERNAL');
export const AddressHistoryFailed = leafStory('address.history.failed', 'SGUKINTERNAL');
export const SignReview = leafStory('sign.review', 'SGUKINTERNAL');
export const SignSignatureEditing = leafStory('sign.signature.editing', 'SGUKINTERNAL');
export const SignSignatureSubmitting = leafStory('sign.signature.submitting', 'SGUKINTERNAL');
export const SignSignatureFailed = leafStory('sign.signature.failed', 'SGUKINTERNAL');
export const ThankyouDone = leafStory('thankyou.done', 'SGUKINTERNAL');
export const ThankyouAccountEditing = leafStory('thankyou.account.editing', 'SGUKINTERNAL');
export const ThankyouAccountUpgrading = leafStory('thankyou.account.upgrading', 'SGUKINTERNAL');
export const ThankyouAccountFailed = leafStory('thankyou.account.failed', 'SGUKINTERNAL');
export const ThankyouAccountCreated = leafStory('thankyou.account.created', 'SGUKINTERNAL');
export const SaveForLaterChoosing = leafStory('saveForLater.choosing', 'SGUKINTERNAL');
export const SaveForLaterNeedsContact = leafStory('saveForLater.needsContact', 'SGUKINTERNAL');
export const SaveForLaterUpgrading = leafStory('saveForLater.upgrading', 'SGUKINTERNAL');
export const SaveForLaterSaving = leafStory('saveForLater.saving', 'SGUKINTERNAL');
export const SaveForLaterFailed = leafStory('saveForLater.failed', 'SGUKINTERNAL');
export const SaveForLaterSavingFailed = leafStory('saveForLater.savingFailed', 'SGUKINTERNAL');
export const SaveForLaterSaved = leafStory('saveForLater.saved', 'SGUKINTERNAL');
