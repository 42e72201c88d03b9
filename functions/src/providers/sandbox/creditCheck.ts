import { sha256 } from '../../lib/hashing.js';
import type { Agreement, CreditFileAddress } from '../../../../contract/responses.js';
import { ProviderError, type CreditCheckProvider, type Identity } from '../types.js';
import { FIRST_YEAR, LAST_YEAR, LENDERS, SANDBOX_SURNAMES, VEHICLES } from './fixtures.js';
import { SAMPLE_POSTCODES, sampleAddresses } from './postcodes.js';

/** A deterministic stream of numbers from the identity, so one person always gets one file. */
function seeded(identity: Identity) {
  const hex = sha256(`${identity.lastName.toLowerCase()}|${identity.dateOfBirth}`);
  let position = 0;
  return (modulo: number) => {
    const chunk = hex.slice(position % 56, (position % 56) + 8);
    position += 8;
    return Number.parseInt(chunk, 16) % modulo;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXYZ';

function registration(next: (modulo: number) => number, year: number): string {
  const age = year % 100;
  const letter = () => LETTERS[next(LETTERS.length)] ?? 'A';
  return `${letter()}${letter()}${pad(age)} ${letter()}${letter()}${letter()}`;
}

function is(identity: Identity, surname: string): boolean {
  return identity.lastName.toLowerCase() === surname.toLowerCase();
}

export function sandboxReport(identity: Identity): {
  agreements: Agreement[];
  addresses: CreditFileAddress[];
} {
  const next = seeded(identity);
  const count = is(identity, SANDBOX_SURNAMES.noAgreements) ? 0 : 1 + next(4);
  const agreements: Agreement[] = [];
  for (let index = 0; index < count; index += 1) {
    const year = FIRST_YEAR + next(LAST_YEAR - FIRST_YEAR + 1);
    const startDate = `${year}-${pad(1 + next(12))}-${pad(1 + next(28))}`;
    const term = [2, 3, 4][next(3)] ?? 3;
    const endYear = year + term;
    const vehicle = VEHICLES[next(VEHICLES.length)] ?? VEHICLES[0];
    agreements.push({
      id: `agr-${sha256(`${identity.lastName}|${identity.dateOfBirth}|${index}`).slice(0, 12)}`,
      lender: LENDERS[next(LENDERS.length)] ?? LENDERS[0],
      startDate,
      // An agreement still running today has no end date on the file yet.
      endDate: endYear > 2025 ? null : `${endYear}${startDate.slice(4)}`,
      agreementType: next(2) === 0 ? 'PCP' : 'HP',
      vehicle: { ...vehicle, registration: registration(next, year) },
    });
  }
  agreements.sort((a, b) => (a.startDate < b.startDate ? 1 : -1));
  const addressCount = 1 + next(3);
  const addresses: CreditFileAddress[] = [];
  for (let index = 0; index < addressCount; index += 1) {
    const postcode = SAMPLE_POSTCODES[next(SAMPLE_POSTCODES.length)] ?? 'SW1A 1AA';
    const options = sampleAddresses(postcode);
    const address = options[next(options.length)] ?? options[0];
    if (!address) continue;
    const movedIn = `${2024 - index * 5 - next(4)}-${pad(1 + next(12))}`;
    addresses.push({ ...address, movedIn });
  }
  return { agreements, addresses };
}

/** The sandbox credit check: every identity gets the same invented file every time. */
export const sandboxCreditCheck: CreditCheckProvider = {
  start(identity) {
    if (is(identity, SANDBOX_SURNAMES.failsOnStart)) {
      return Promise.reject(
        new ProviderError('credit-check', 'sandbox: start refused for the outage identity'),
      );
    }
    return Promise.resolve({
      checkId: `sandbox-${sha256(`${identity.lastName}|${identity.dateOfBirth}`).slice(0, 16)}`,
    });
  },
  report(_checkId, identity) {
    if (is(identity, SANDBOX_SURNAMES.failsOnReport)) {
      return Promise.reject(
        new ProviderError('credit-check', 'sandbox: report unavailable for the outage identity'),
      );
    }
    return Promise.resolve(sandboxReport(identity));
  },
};
