// How the desk finds a claim: each value a handler searches by is kept on the claim in one written
// form, and what the handler types is brought to that same form (decision 180). The gateway writes
// these fields when a claim is submitted, the seed writes them the same way, and the desk's
// search request reads through the same functions.
import { normalisePostcode } from './fields.js';

/** The claim reference as the claimant reads it out: "rdr-abcd 2345" or "ABCD2345" → "RDR-ABCD2345". */
export function searchReference(value: string): string | null {
  const compact = value.replace(/[\s-]+/g, '').toUpperCase();
  const body = compact.startsWith('RDR') ? compact.slice(3) : compact;
  return /^[A-Z0-9]{8}$/.test(body) ? `RDR-${body}` : null;
}

/** An email address in lower case, without surrounding spaces. */
export function searchEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * A surname with accents, case, spaces, hyphens and apostrophes set aside, so "O’Brien-Smith",
 * "obrien smith" and "OBRIENSMITH" are the same search.
 */
export function searchSurname(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A postcode as "SW1A 1AA", or null when it is not a full UK postcode. */
export const searchPostcode = normalisePostcode;

/** A lender's name in lower case with single spaces: "Black  Horse " → "black horse". */
export function searchLender(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The search fields a submitted claim carries (`claims/{id}.search`). */
export interface ClaimSearchFields {
  email: string;
  surname: string;
  /** Every postcode on the claim: the current address and the previous ones. */
  postcodes: string[];
  /** Every lender the claim is against, as searchLender writes them. */
  lenders: string[];
}

/** The search fields of a claim, from its applicant, the addresses it names and its lenders. */
export function claimSearchFields(claim: {
  email: string;
  lastName: string;
  postcodes: readonly string[];
  lenders: readonly string[];
}): ClaimSearchFields {
  const postcodes = claim.postcodes
    .map((postcode) => searchPostcode(postcode))
    .filter((postcode): postcode is string => postcode !== null);
  return {
    email: searchEmail(claim.email),
    surname: searchSurname(claim.lastName),
    postcodes: [...new Set(postcodes)],
    lenders: [...new Set(claim.lenders.map(searchLender))],
  };
}
