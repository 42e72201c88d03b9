import type { Firestore } from 'firebase-admin/firestore';
import { sha256 } from '../../lib/hashing.js';
import { expiresAfter, RETENTION } from '../../lib/retention.js';
import type { Agreement, CreditFileAddress } from '../../../../contract/responses.js';
import { ProviderError, type CreditCheckProvider, type CreditReport } from '../types.js';
import {
  FIRST_YEAR,
  LAST_YEAR,
  LENDERS,
  SANDBOX_SURNAMES,
  VEHICLES,
} from '../../../../contract/fixtures/sandbox.js';
import { SAMPLE_POSTCODES, sampleAddresses } from './postcodes.js';

/** Whom a sandbox file is about: one file per surname and date of birth, whatever the first name. */
interface Subject {
  lastName: string;
  dateOfBirth: string;
}

/** A deterministic stream of numbers from the identity, so one person always gets one file. */
function seeded(identity: Subject) {
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

function is(identity: Subject, surname: string): boolean {
  return identity.lastName.toLowerCase() === surname.toLowerCase();
}

/**
 * The mobile number a sandbox file holds: a UK mobile (077…) derived from the surname and date of
 * birth, so a test or a developer can work out which number gets the passcode (docs/gateway.md).
 */
export function sandboxMobile(identity: Subject): string {
  const digits = String(
    Number.parseInt(
      sha256(`mobile|${identity.lastName.toLowerCase()}|${identity.dateOfBirth}`).slice(0, 12),
      16,
    ) % 100_000_000,
  );
  return `+4477${digits.padStart(8, '0')}`;
}

/** What a sandbox file holds about its subject that a search is matched against. */
export function sandboxSubject(identity: Subject): { mobileNumbers: string[]; postcode: string } {
  const current = sandboxReport(identity).addresses[0];
  return { mobileNumbers: [sandboxMobile(identity)], postcode: current?.postcode ?? 'SW1A 1AA' };
}

/**
 * The amount an agreement financed: £4,000–£35,000 in steps of £50, with pence on some. Drawn from
 * its own hash so the rest of a file (its postcodes, which docs/gateway.md lists) stays as it was.
 */
function sandboxAmount(identity: Subject, index: number): number {
  const hash = sha256(`amount|${identity.lastName.toLowerCase()}|${identity.dateOfBirth}|${index}`);
  const pounds = 4_000 + (Number.parseInt(hash.slice(0, 8), 16) % 621) * 50;
  const pence = Number.parseInt(hash.slice(8, 10), 16) % 4 === 0 ? 99 : 0;
  return pounds * 100 + pence;
}

export function sandboxReport(identity: Subject): CreditReport {
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
      amountFinancedPence: sandboxAmount(identity, index),
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

/** Where the sandbox logs each search it is asked for (a paid call at a real bureau). */
export const SEARCH_LEDGER = 'sandboxCreditSearches';

/**
 * Test files: a document here (id `searchLedgerKey`) adds mobile numbers to a subject's file and
 * may move its current postcode, as a real file gains a new number. Tests write it with
 * firebase-admin; nothing in the app can.
 */
export const SANDBOX_FILES = 'sandboxCreditFiles';

/** Key of a subject in the search ledger: no name or date of birth stored. */
export const searchLedgerKey = (identity: Subject) =>
  sha256(`ledger|${identity.lastName.toLowerCase()}|${identity.dateOfBirth}`).slice(0, 32);

/**
 * The sandbox credit check: every surname and date of birth has the same invented file every
 * time, found only with its current postcode. Each search is written to a ledger (when given a
 * database) so tests can count the paid calls the gateway makes.
 */
export function sandboxCreditCheck(db?: Firestore): CreditCheckProvider {
  return {
    async start(search) {
      const key = searchLedgerKey(search);
      const at = Date.now();
      const [added] = db
        ? await Promise.all([
            db
              .collection(SANDBOX_FILES)
              .doc(key)
              .get()
              .then((snap) => snap.data()),
            db.collection(SEARCH_LEDGER).add({ key, at, expireAt: expiresAfter(at, RETENTION.sandboxMs) }),
          ])
        : [undefined];
      if (is(search, SANDBOX_SURNAMES.failsOnStart)) {
        throw new ProviderError('credit-check', 'sandbox: start refused for the outage identity');
      }
      const file = sandboxSubject(search);
      const postcode = typeof added?.postcode === 'string' ? added.postcode : file.postcode;
      const extra = Array.isArray(added?.mobileNumbers) ? (added.mobileNumbers as string[]) : [];
      if (postcode !== search.postcode) return { found: false };
      return {
        found: true,
        checkId: `sandbox-${sha256(`${search.lastName}|${search.dateOfBirth}`).slice(0, 16)}`,
        mobileNumbers: [...file.mobileNumbers, ...extra],
      };
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
}
