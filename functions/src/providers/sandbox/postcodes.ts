import type { Address } from '../../../../contract/fields.js';

// Sample data for local use and tests only: real postcode districts with made-up house numbers.
const SAMPLE: Record<string, { city: string; street: string; numbers: string[]; line2?: string }> = {
  'SW1A 1AA': { city: 'London', street: 'The Mall', numbers: ['1', '2', '3'], line2: 'Westminster' },
  'M1 1AE': { city: 'Manchester', street: 'Piccadilly', numbers: ['10', '12', '14', '16'] },
  'LS1 4AP': { city: 'Leeds', street: 'Park Row', numbers: ['Flat 1, 8', 'Flat 2, 8', 'Flat 3, 8'] },
  'B1 1BB': { city: 'Birmingham', street: 'Broad Street', numbers: ['21', '23', '25', '27', '29'] },
  'CF10 1EP': { city: 'Cardiff', street: 'Queen Street', numbers: ['5', '7', '9'] },
  'EH1 1YZ': { city: 'Edinburgh', street: 'Princes Street', numbers: ['40', '42'] },
  'BS1 4DJ': { city: 'Bristol', street: 'Corn Street', numbers: ['3', '5', '11', '13'] },
  'NE1 7RU': { city: 'Newcastle upon Tyne', street: 'Grey Street', numbers: ['18', '20', '22'] },
  'G2 1DY': { city: 'Glasgow', street: 'Buchanan Street', numbers: ['100', '102', '104'] },
  'L1 8JQ': { city: 'Liverpool', street: 'Bold Street', numbers: ['30', '32', '34'] },
};

/** Postcodes the sandbox knows, for fixtures and docs. */
export const SAMPLE_POSTCODES = Object.keys(SAMPLE);

export function sampleAddresses(postcode: string): Address[] {
  const entry = SAMPLE[postcode];
  if (!entry) return [];
  return entry.numbers.map((number) => ({
    addressLine1: `${number} ${entry.street}`,
    addressLine2: entry.line2 ?? '',
    city: entry.city,
    postcode,
  }));
}
