import { TITLES } from '../../contract/fields';
import type { UserProfile } from '../../contract/profile';
import { checkedAnswersIn } from '../../machines/wizard/checked';
import { blankAnswers, type Answers, type WizardContext } from '../../machines/wizard/context';
import { STEP_KEYS, type StepKey } from '../../machines/wizard/steps';
import type { OwnClaim } from '../adapters/claims';
import { addressFromFile, agreementFromFile } from '../../machines/wizard/creditFile';

/** The wizard's starting answers from the server copy of a profile (WCAG 3.3.7: nothing retyped). */
export function answersFromProfile(profile: UserProfile): Partial<WizardContext> {
  const address = {
    addressLine1: profile.addressLine1,
    addressLine2: profile.addressLine2,
    city: profile.city,
    postcode: profile.postcode,
  };
  return {
    answers: {
      ...blankAnswers(),
      firstName: profile.firstName,
      middleName: profile.middleName,
      lastName: profile.lastName,
      email: profile.email,
      phoneNumber: profile.phoneNumber,
      currentAddress: address.addressLine1 ? { address, movedIn: '' } : null,
    },
  };
}

/** The steps a resumed claim has been through, in journey order, up to and including `last`. */
function stepsUpTo(last: StepKey): StepKey[] {
  const upTo = STEP_KEYS.slice(0, STEP_KEYS.indexOf(last) + 1);
  // Recovery is only for someone whose details matched an account; a resumed claimant is signed in.
  return upTo.filter((step) => step !== 'start.recovery');
}

/**
 * Where an unfinished claim from the server picks up, on this device or another: the claimant's
 * answers as the check took them, and the step it reached. A draft (a passcode was sent) goes back
 * to the credit-check consent, which sends a new code for the same claim; a checked claim goes to
 * choosing the agreements the check found.
 */
export function resumeFromClaim({ id, claim }: OwnClaim): { input: Partial<WizardContext>; step: StepKey } {
  const { applicant } = claim;
  const [year = '', month = '', day = ''] = applicant.dateOfBirth.split('-');
  const answers = {
    ...blankAnswers(),
    title: (TITLES as readonly string[]).includes(applicant.title)
      ? (applicant.title as Answers['title'])
      : '',
    firstName: applicant.firstName,
    middleName: applicant.middleName,
    lastName: applicant.lastName,
    dob: { day: String(Number(day)), month: String(Number(month)), year },
    email: applicant.email,
    phoneNumber: applicant.phoneNumber,
    // Stored on the draft when the check started; unanswered for claims started before that.
    otherFirmActing:
      claim.otherFirmInstructed === undefined
        ? ('' as const)
        : claim.otherFirmInstructed
          ? ('yes' as const)
          : ('no' as const),
  };
  const checked = checkedAnswersIn(answers);
  if (claim.status === 'checked') {
    const step: StepKey = 'check.agreements';
    return {
      step,
      input: {
        answers: { ...answers, softSearchConsent: true },
        claimId: id,
        agreementsFound: claim.agreements.map(agreementFromFile),
        suggestedAddresses: claim.addresses.map(addressFromFile),
        otp: { resends: 0, attemptsLeft: null, codeSent: true },
        checkSentFor: checked,
        checkedFor: checked,
        checksStarted: 1,
        reached: stepsUpTo(step),
        current: step,
      },
    };
  }
  const step: StepKey = 'check.consent';
  return {
    step,
    input: { answers, claimId: id, checksStarted: 1, reached: stepsUpTo(step), current: step },
  };
}
