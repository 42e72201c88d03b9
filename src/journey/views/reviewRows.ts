import { addressText } from './AddressBlock';
import type { StepRef } from './sections';
import type { Address } from './types';

/** The answers as check-your-answers shows them; dates already written out ("27 March 1985"). */
export interface ReviewAnswers {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** In words: "27 March 1985". */
  dob: string;
  email: string;
  phoneNumber: string;
  otherFirmActing: '' | 'yes' | 'no';
  /** Each chosen agreement: its lender and what it can be recognised by, one fact a line. */
  chosenAgreements: readonly { lender: string; details: readonly string[] }[];
  currentAddress: Address;
  previousAddresses: readonly Address[];
}

export interface ReviewRow {
  key: string;
  label: string;
  value: string;
  /** The step that asked the question: its Change link goes there. */
  step: StepRef;
}

export interface ReviewGroup {
  heading: string;
  /** Said before the rows, so the claimant knows what a change there means. */
  note?: string;
  rows: ReviewRow[];
}

/** What changing an answer the credit check depends on means (decision 108). */
export const NEW_CHECK_NOTE =
  'If you change your name, date of birth or mobile number, we will check your credit file again and text a new security code to your mobile. You will then choose the agreements to claim for again. You can change your title or email address without a new check.';

export function reviewGroups(answers: ReviewAnswers): ReviewGroup[] {
  const name = [answers.title, answers.firstName, answers.middleName, answers.lastName]
    .filter(Boolean)
    .join(' ');
  const history = answers.previousAddresses.filter((address) => addressText(address) !== '');
  return [
    {
      heading: 'About you',
      note: NEW_CHECK_NOTE,
      rows: [
        { key: 'name', label: 'Name', value: name, step: { section: 'start', step: 'details' } },
        {
          key: 'dob',
          label: 'Date of birth',
          value: answers.dob,
          step: { section: 'start', step: 'dob' },
        },
        {
          key: 'email',
          label: 'Email address',
          value: answers.email,
          step: { section: 'start', step: 'contact' },
        },
        {
          key: 'phoneNumber',
          label: 'Mobile number',
          value: answers.phoneNumber,
          step: { section: 'start', step: 'contact' },
        },
        {
          key: 'otherFirmActing',
          label: 'Another firm already dealing with your claim',
          value: answers.otherFirmActing === 'yes' ? 'Yes' : 'No',
          step: { section: 'start', step: 'contact' },
        },
      ],
    },
    {
      heading: 'Your agreements',
      rows: [
        {
          key: 'chosenAgreements',
          label: 'Agreements to claim for',
          // One agreement a paragraph: the lender, then its car, type, amount and start.
          value: answers.chosenAgreements
            .map((agreement) => [agreement.lender, ...agreement.details].join('\n'))
            .join('\n\n'),
          step: { section: 'check', step: 'agreements' },
        },
      ],
    },
    {
      heading: 'Your addresses',
      rows: [
        {
          key: 'currentAddress',
          label: 'Current address',
          value: addressText(answers.currentAddress),
          step: { section: 'address', step: 'current' },
        },
        {
          key: 'previousAddresses',
          label: 'Previous addresses',
          value: history.length > 0 ? history.map(addressText).join('\n') : 'None',
          step: { section: 'address', step: 'history' },
        },
      ],
    },
  ];
}
