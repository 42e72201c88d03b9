// An address as text (decision 269): the one rule for how its lines are written wherever the
// claimant or the firm reads it (the signed letter, the desk, the claimant's data, the export).
import { formatClaimDate } from './dates.js';

/** An address's lines as every form of it holds them (the claim, the profile, a postcode lookup). */
export interface AddressLines {
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
}

/** The lines that say something, in reading order: a blank second line is left out. */
export function addressLines(address: AddressLines): string[] {
  return [address.addressLine1, address.addressLine2, address.city, address.postcode].filter(
    (line) => line.trim() !== '',
  );
}

/** "1 The Mall, Westminster, London, SW1A 1AA"; '' when every line is blank. */
export const addressText = (address: AddressLines): string => addressLines(address).join(', ');

/** "1 The Mall, London, SW1A 1AA (moved in March 2010)": a claim's address with its month moved in. */
export const addressWithMovedIn = (address: AddressLines & { movedIn: string }): string =>
  `${addressText(address)} (moved in ${formatClaimDate(address.movedIn)})`;
