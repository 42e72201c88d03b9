import { formatUkMobile } from '../../../contract/fields';
import type { Brand } from '../../brands/table';
import { selectBusy, selectChangeNeedsNewCheck } from '../../../machines/wizard/selectors';
import { Contact, type ContactValues } from '../views/Contact';
import { DateOfBirth, type DateOfBirthValues } from '../views/DateOfBirth';
import { Details, type DetailsValues } from '../views/Details';
import { Intro } from '../views/Intro';
import { answerAndBack, defineStep, type Intents, type WizardSnapshot } from './viewModel';

export const introStep = defineStep(
  Intro,
  (_: WizardSnapshot, brand: Brand) => ({ brandName: brand.displayName, fees: brand.fees, backHref: '/' }),
  ({ send, leave }: Intents) => ({ onContinue: () => send({ type: 'user.continue' }), onBack: leave }),
);

export const detailsStep = defineStep(
  Details,
  (snapshot: WizardSnapshot) => {
    const { title, firstName, middleName, lastName } = snapshot.context.answers;
    return {
      values: { title, firstName, middleName, lastName },
      errors: snapshot.context.fieldErrors,
      changeNeedsNewCheck: selectChangeNeedsNewCheck(snapshot),
    };
  },
  answerAndBack<DetailsValues>(),
);

export const dobStep = defineStep(
  DateOfBirth,
  (snapshot: WizardSnapshot) => ({
    values: { dob: snapshot.context.answers.dob },
    errors: snapshot.context.fieldErrors,
    changeNeedsNewCheck: selectChangeNeedsNewCheck(snapshot),
  }),
  answerAndBack<DateOfBirthValues>(),
);

export const contactStep = defineStep(
  Contact,
  (snapshot: WizardSnapshot) => {
    const { email, phoneNumber, otherFirmActing } = snapshot.context.answers;
    return {
      // Shown as people write it; the wizard keeps the E.164 form the gateway takes.
      values: { email, phoneNumber: formatUkMobile(phoneNumber), otherFirmActing },
      errors: snapshot.context.fieldErrors,
      busy: selectBusy(snapshot),
      changeNeedsNewCheck: selectChangeNeedsNewCheck(snapshot),
    };
  },
  answerAndBack<ContactValues>(),
);
