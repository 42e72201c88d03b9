import type { AgreementsValues, FoundAgreement } from '../../src/views/form/Agreements';
import type { ContactValues } from '../../src/views/form/Contact';
import type { DetailsValues } from '../../src/views/form/Details';
import type { ReviewAnswers } from '../../src/views/form/reviewRows';
import { emptyAddress, type Address } from '../../src/views/form/types';

/** A sample claimant; every value is invented. */
export const details: DetailsValues = { title: 'Ms', firstName: 'Jane', middleName: '', lastName: 'Sample' };
export const contact: ContactValues = {
  email: 'jane@example.com',
  phoneNumber: '07700 900123',
  otherFirm: 'no',
};
export const dateOfBirth = { day: '27', month: '3', year: '1985' };

export const currentAddress: Address = {
  addressLine1: '1 Sample Street',
  addressLine2: '',
  city: 'Leeds',
  postcode: 'LS1 1AA',
};

export const previousAddress: Address = {
  addressLine1: '2 Example Road',
  addressLine2: 'Flat 3',
  city: 'York',
  postcode: 'YO1 7HH',
};

/** When they moved in, as the month and year boxes hold it. */
export const movedIn = { month: '6', year: '2012' };
export const noMonth = { month: '', year: '' };

export const foundAddresses: readonly Address[] = [
  currentAddress,
  { ...currentAddress, addressLine1: '3 Sample Street' },
  { ...currentAddress, addressLine1: '5 Sample Street' },
];

export const agreements: readonly FoundAgreement[] = [
  { id: 'agr-1', lender: 'Sample Motor Finance', description: 'Hire purchase, started March 2017' },
  { id: 'agr-2', lender: 'Example Car Credit', description: 'Personal contract purchase, started June 2019' },
];

export const noAgreementsChosen: AgreementsValues = { selected: [], draft: null };

export const reviewAnswers: ReviewAnswers = {
  ...details,
  dateOfBirth: '27 March 1985',
  email: contact.email,
  phoneNumber: contact.phoneNumber,
  otherFirm: 'no',
  agreements: ['Sample Motor Finance (Hire purchase, started March 2017)'],
  address: currentAddress,
  previousAddresses: [previousAddress],
};

export { emptyAddress };
