import type { UserProfile } from '../../contract/profile';
import { blankAnswers, type WizardContext } from '../../machines/wizard/context';

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
