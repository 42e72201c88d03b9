import type { Address } from '../../contract/fields';
import type { Agreement, CreditFileAddress } from '../../contract/responses';

// Invented sample data for stories and component tests, in the gateway's answer shapes.
export const SAMPLE_CLAIM_ID = 'claim-sample-0001';

export const SAMPLE_AGREEMENTS: Agreement[] = [
  {
    id: 'agr-sample-001',
    lender: 'Black Horse',
    startDate: '2019-03-14',
    endDate: '2022-03-14',
    agreementType: 'PCP',
    vehicle: { make: 'Ford', model: 'Fiesta', registration: 'AB19 CDE' },
    amountFinancedPence: 1_249_500,
  },
  {
    id: 'agr-sample-002',
    lender: 'MotoNovo Finance',
    startDate: '2014-09-02',
    endDate: '2018-09-02',
    agreementType: 'HP',
    vehicle: { make: 'Vauxhall', model: 'Corsa', registration: 'FG14 HJK' },
    amountFinancedPence: 689_900,
  },
];

export const SAMPLE_CREDIT_FILE_ADDRESSES: CreditFileAddress[] = [
  {
    addressLine1: '12 Piccadilly',
    addressLine2: '',
    city: 'Manchester',
    postcode: 'M1 1AE',
    movedIn: '2020-06',
  },
  {
    addressLine1: '21 Broad Street',
    addressLine2: '',
    city: 'Birmingham',
    postcode: 'B1 1BB',
    movedIn: '2015-01',
  },
];

export const SAMPLE_ADDRESSES: Address[] = [
  { addressLine1: '1 The Mall', addressLine2: 'Westminster', city: 'London', postcode: 'SW1A 1AA' },
  { addressLine1: '2 The Mall', addressLine2: 'Westminster', city: 'London', postcode: 'SW1A 1AA' },
  { addressLine1: '3 The Mall', addressLine2: 'Westminster', city: 'London', postcode: 'SW1A 1AA' },
];

/** The code the `wrongCode` scenario accepts, so a story can show both outcomes. */
export const SAMPLE_RIGHT_CODE = '123456';
