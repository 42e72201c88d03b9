import { formatUkMobile } from '../../../contract/fields';
import type { Brand } from '../../brands/table';
import { MONTHS } from '../../../contract/dates';
import { chosenAgreements } from '../../../machines/wizard/history';
import { selectBusy } from '../../../machines/wizard/selectors';
import { emptyAddress } from '../views/types';
import { Review } from '../views/Review';
import { Signature, type SignatureValues } from '../views/Signature';
import { agreementDetails } from './format';
import { answerAndBack, defineStep, stepPath, type Intents, type WizardSnapshot } from './viewModel';

const dobInWords = ({ day, month, year }: { day: string; month: string; year: string }) =>
  `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;

export const reviewStep = defineStep(
  Review,
  (snapshot: WizardSnapshot) => {
    const { answers } = snapshot.context;
    return {
      answers: {
        title: answers.title,
        firstName: answers.firstName,
        middleName: answers.middleName,
        lastName: answers.lastName,
        dob: dobInWords(answers.dob),
        email: answers.email,
        phoneNumber: formatUkMobile(answers.phoneNumber),
        otherFirmActing: answers.otherFirmActing,
        chosenAgreements: chosenAgreements(snapshot.context).map((agreement) => ({
          lender: agreement.lender,
          details: agreementDetails(agreement),
        })),
        currentAddress: answers.currentAddress?.address ?? emptyAddress,
        previousAddresses: answers.previousAddresses.map((entry) => entry.address),
      },
      stepHref: ({ section, step }: { section: string; step: string }) => stepPath(`${section}.${step}`),
    };
  },
  ({ send }: Intents) => ({
    onChangeAnswer: ({ section, step }: { section: string; step: string }) =>
      send({ type: 'user.change', section, step }),
    onContinue: () => send({ type: 'user.continue' }),
    onBack: () => send({ type: 'user.back' }),
  }),
);

export const signatureStep = defineStep(
  Signature,
  (snapshot: WizardSnapshot, brand: Brand) => {
    const { answers } = snapshot.context;
    return {
      values: { signature: answers.signature, termsAccepted: answers.termsAccepted },
      errors: snapshot.context.fieldErrors,
      busy: selectBusy(snapshot),
      firmName: brand.sample.legalEntity,
      claimantName: [answers.firstName, answers.middleName, answers.lastName].filter(Boolean).join(' '),
      fees: brand.fees,
    };
  },
  answerAndBack<SignatureValues>(),
);
