import type { Agreement as FileAgreement, CreditFileAddress } from '../../contract/responses';
import type { Agreement, AddressEntry } from './context';

/** An agreement from the credit file as the wizard keeps it: the month it started, and what identifies it. */
export function agreementFromFile(agreement: FileAgreement): Agreement {
  return {
    id: agreement.id,
    lender: agreement.lender,
    startDate: agreement.startDate.slice(0, 7),
    source: 'creditFile',
    agreementType: agreement.agreementType,
    vehicle: {
      make: agreement.vehicle.make,
      model: agreement.vehicle.model,
      registration: agreement.vehicle.registration,
    },
    amountFinancedPence: agreement.amountFinancedPence ?? null,
  };
}

/** An address from the credit file's history, with the month moved in, offered to the address steps. */
export function addressFromFile(address: CreditFileAddress): AddressEntry {
  const { addressLine1, addressLine2, city, postcode, movedIn } = address;
  return { address: { addressLine1, addressLine2, city, postcode }, movedIn };
}
