// How the desk finds a claim: each value a handler searches by is kept on the claim in one written
// form, and what the handler types is brought to that same form (decision 180). The gateway writes
// these fields when a claim is submitted, the seed writes them the same way, and the desk's
// search request reads through the same functions.
import { normalisePostcode } from './fields.js';
import type { Workspace } from './firms.js';

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

/**
 * A lender's document id: its search form (searchLender) as hexadecimal UTF-8, so any name a
 * claim can hold (a slash, a dot, any script) is a valid id, and each name has one. The desk's
 * lists by lender (decision 293) and the overview's counters by lender are kept under it.
 */
export function lenderKey(searchForm: string): string {
  const hex = Array.from(new TextEncoder().encode(searchForm), (byte) => byte.toString(16).padStart(2, '0'));
  return `lender-${hex.join('')}`;
}

/**
 * The desk's search index (decision 286): one document for each value a handler can search by,
 * `deskSearch/{key}`, listing the submitted claims that value finds, each with its workspace and
 * submission, so a search reads one document by id, and then the claims it names by id, rather
 * than querying every claim (the emulator, which has no indexes, scans them all). The claim is
 * still what decides: a claim named here is shown only if its own fields match the search.
 */
export const DESK_SEARCH = 'deskSearch';

/** A search as the desk's request holds it, each value in its search form (DeskSearchSchema). */
export type DeskSearchValue =
  | { by: 'reference'; reference: string }
  | { by: 'email'; email: string }
  | { by: 'surnamePostcode'; surname: string; postcode: string };

/** Firestore's longest document id, in UTF-8 bytes. */
export const DOCUMENT_ID_MAX_BYTES = 1_500;

/** A 53-bit hash of a string (cyrb53), in base 36: short, stable, and the same everywhere. */
function hash53(value: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What a search looks for, as one string: the surname and postcode joined by `|`. */
function searchedValue(search: DeskSearchValue): string {
  if (search.by === 'reference') return search.reference;
  if (search.by === 'email') return search.email;
  return `${search.surname}|${search.postcode}`;
}

/**
 * The id of a search's document: its kind and its value, percent-encoded (no `/`, never `.`, `..`
 * or `__…__`), e.g. `email:jane%40example.com` or `surnamePostcode:smith%7CSW1A%201AA`. A value too
 * long for an id keeps its start and a hash of the whole: two such values may share a document,
 * which costs a read, never a wrong answer (the claims are checked against the search).
 */
export function deskSearchKey(search: DeskSearchValue): string {
  const value = searchedValue(search);
  const key = `${search.by}:${encodeURIComponent(value)}`;
  // Percent-encoded, every character is one byte.
  if (key.length <= DOCUMENT_ID_MAX_BYTES) return key;
  return `${key.slice(0, DOCUMENT_ID_MAX_BYTES - 20).replace(/%[0-9A-F]?$/, '')}~${hash53(value)}`;
}

/** The path of a search's document. */
export const deskSearchPath = (search: DeskSearchValue) => `${DESK_SEARCH}/${deskSearchKey(search)}`;

/** What a search's document holds of each claim it finds: enough to narrow and order a page. */
export interface DeskSearchEntry {
  workspace: Workspace;
  submittedAt: number;
}

/** A claim as stored, as far as the search index reads it. */
export interface ClaimForSearch {
  workspace?: Workspace;
  submittedAt?: number;
  submission?: { reference?: string } | null;
  search?: { email?: string; surname?: string; postcodes?: readonly string[] } | null;
}

/**
 * Every search that finds the claim: its reference, and while it has its search fields (a deletion
 * removes them, decision 184), its email and its surname with each of its postcodes.
 */
export function searchesOfClaim(claim: ClaimForSearch): DeskSearchValue[] {
  const searches: DeskSearchValue[] = [];
  const reference = claim.submission?.reference;
  if (typeof reference === 'string') searches.push({ by: 'reference', reference });
  const { email, surname, postcodes } = claim.search ?? {};
  if (typeof email === 'string') searches.push({ by: 'email', email });
  if (typeof surname === 'string') {
    for (const postcode of new Set(postcodes ?? []))
      searches.push({ by: 'surnamePostcode', surname, postcode });
  }
  return searches;
}

/**
 * The claim's entries in the search index: one in each search's document once it is submitted,
 * none before (a claim signed but not submitted is found by no search). Every writer of a claim's
 * submission or search fields writes these beside it.
 */
export function deskSearchEntries(
  claimId: string,
  claim: ClaimForSearch,
): { path: string; claimId: string; entry: DeskSearchEntry }[] {
  if (claim.submittedAt === undefined) return [];
  // A claim without a workspace was made in the default one, as the desk reads it.
  const entry: DeskSearchEntry = { workspace: claim.workspace ?? 'Redress', submittedAt: claim.submittedAt };
  return searchesOfClaim(claim).map((search) => ({ path: deskSearchPath(search), claimId, entry }));
}

/**
 * What a writer merges into a search's document for one claim (`set(…, { merge: true })`): the
 * claim's entry beside the others, written without reading the document, so claims found by the
 * same search never contend.
 */
export const deskSearchMerge = (claimId: string, entry: DeskSearchEntry) => ({
  claims: { [claimId]: entry },
});

/** Whether a stored claim is found by a search: what the desk checks each claim its index names against. */
export function claimFoundBy(search: DeskSearchValue, claim: ClaimForSearch): boolean {
  return searchesOfClaim(claim).some(
    (found) => found.by === search.by && searchedValue(found) === searchedValue(search),
  );
}

/** A stored claim as the search index reads it. */
export function searchFieldsOf(data: Readonly<Record<string, unknown>> | undefined): ClaimForSearch {
  const submission = data?.submission as { reference?: unknown } | null | undefined;
  const search = data?.search as
    { email?: unknown; surname?: unknown; postcodes?: unknown } | null | undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    workspace: data?.workspace as Workspace | undefined,
    submittedAt: typeof data?.submittedAt === 'number' ? data.submittedAt : undefined,
    submission: { reference: text(submission?.reference) },
    search: {
      email: text(search?.email),
      surname: text(search?.surname),
      postcodes: Array.isArray(search?.postcodes)
        ? search.postcodes.filter((p): p is string => typeof p === 'string')
        : [],
    },
  };
}
