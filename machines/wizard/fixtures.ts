import type { Agreement } from './context';

/** Sample answers for every step, for tests and stories. Numbers and names are fictional. */
const address = { addressLine1: '1 High Street', addressLine2: '', city: 'Leeds', postcode: 'ls1 4dy' };

export const sampleAnswers = {
  details: { title: 'Ms', firstName: 'Sam', middleName: '', lastName: 'Taylor' },
  dob: { dob: { day: '4', month: '7', year: '1985' } },
  contact: { email: 'sam@example.com', phoneNumber: '07911 123456', otherFirmActing: 'no' },
  recovery: { password: 'the existing password' },
  consent: { postcode: 'LS1 4DY', softSearchConsent: true },
  otp: { code: '123 456' },
  /** The first sample agreement ticked. */
  agreements: { chosenAgreementIds: ['cf-1'] },
  /** Moved in after the earliest sample agreement started, so history is needed. */
  recentAddress: { currentAddress: { address, movedIn: { month: '1', year: '2022' } } },
  /** Lived there since before every sample agreement. */
  longAddress: { currentAddress: { address, movedIn: { month: '3', year: '2010' } } },
  history: {
    previousAddresses: [
      {
        address: { ...address, addressLine1: '9 Mill Lane', postcode: 'LS6 2AB' },
        movedIn: { month: '2', year: '2014' },
      },
    ],
  },
  shortHistory: {
    previousAddresses: [
      {
        address: { ...address, addressLine1: '9 Mill Lane', postcode: 'LS6 2AB' },
        movedIn: { month: '2', year: '2020' },
      },
    ],
  },
  signature: { signature: { kind: 'typed', value: 'Sam Taylor' }, termsAccepted: true },
  account: { password: 'a long enough pass phrase' },
  manualAgreement: { lender: 'Westway Finance', started: { month: '6', year: '2018' } },
} as const;

export const sampleAgreements: Agreement[] = [
  {
    id: 'cf-1',
    lender: 'North Finance',
    startDate: '2016-05',
    source: 'creditFile',
    agreementType: 'HP',
    vehicle: { make: 'Ford', model: 'Focus', registration: 'AB16 CDE' },
    amountFinancedPence: 1_150_000,
  },
  {
    id: 'cf-2',
    lender: 'Eastern Motor Credit',
    startDate: '2019-02',
    source: 'creditFile',
    agreementType: 'PCP',
    vehicle: { make: 'Vauxhall', model: 'Corsa', registration: 'XY19 ZZZ' },
    amountFinancedPence: 899_900,
  },
];
