// How a finance agreement is written out wherever a claimant reads it (the agreements page, check
// your answers, the signed letter, the confirmation email), so that each agreement can be
// recognised by its car, finance type and amount as well as its lender and start.
import * as v from 'valibot';
import { formatYearMonth, parseYearMonth } from './dates.js';
import { formatPounds } from './money.js';

export const VEHICLE_TEXT_MAX_LENGTH = 60;
export const REGISTRATION_MAX_LENGTH = 12;
/** The largest amount financed taken as real: £1,000,000 in pence. */
export const AMOUNT_PENCE_MAX = 100_000_000;

/** An amount of money in whole pence. */
export const AmountPenceSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(AMOUNT_PENCE_MAX));

export type FinanceType = 'PCP' | 'HP';

export const FINANCE_TYPE_NAMES: Record<FinanceType, string> = {
  PCP: 'Personal contract purchase (PCP)',
  HP: 'Hire purchase (HP)',
};

// Current (AB12 CDE), prefix (A123 BCD) and suffix (ABC 123D) registrations, written without spaces.
const CURRENT = /^([A-Z]{2}\d{2})([A-Z]{3})$/;
const PREFIX = /^([A-Z]\d{1,3})([A-Z]{3})$/;
const SUFFIX = /^([A-Z]{3})(\d{1,3}[A-Z])$/;

/**
 * A registration as GOV.UK writes it: capitals, with the space where the plate has it
 * ("ab12cde" → "AB12 CDE", "a123bcd" → "A123 BCD"). Anything else (a dateless or private plate)
 * is shown in capitals with its own spacing.
 */
export function formatRegistration(registration: string): string {
  const compact = registration.replace(/\s+/g, '').toUpperCase();
  for (const pattern of [CURRENT, PREFIX, SUFFIX]) {
    const match = pattern.exec(compact);
    if (match) return `${match[1]} ${match[2]}`;
  }
  return registration.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The car in words: "Ford Fiesta, AB19 CDE"; '' when the file holds nothing about it. */
export function carText(vehicle: { make: string; model: string; registration: string }): string {
  const name = [vehicle.make.trim(), vehicle.model.trim()].filter(Boolean).join(' ');
  const registration = vehicle.registration.trim() === '' ? '' : formatRegistration(vehicle.registration);
  return [name, registration].filter(Boolean).join(', ');
}

/** 'YYYY-MM' or 'YYYY-MM-DD' as its month in words ("March 2019"); anything else as it is. */
export function startMonth(startDate: string): string {
  const parsed = parseYearMonth(startDate.slice(0, 7));
  return parsed ? formatYearMonth(parsed) : startDate;
}

/** What the claimant may know an agreement by, beside its lender. */
export interface AgreementFacts {
  /** 'YYYY-MM-DD' from the credit file, 'YYYY-MM' when added by hand. */
  startDate: string;
  agreementType?: FinanceType | null;
  /** From the credit file as its parts; added by hand as the claimant typed it. */
  vehicle?: { make: string; model: string; registration: string } | string | null;
  amountFinancedPence?: number | null;
}

/**
 * The facts of an agreement in reading order, leaving out what is not known:
 * ["Ford Fiesta, AB19 CDE", "Personal contract purchase (PCP)", "£12,500 financed", "Started March 2019"].
 */
export function agreementFacts(agreement: AgreementFacts): string[] {
  const { vehicle, agreementType, amountFinancedPence } = agreement;
  const car = typeof vehicle === 'string' ? vehicle.trim() : vehicle ? carText(vehicle) : '';
  return [
    car,
    agreementType ? FINANCE_TYPE_NAMES[agreementType] : '',
    typeof amountFinancedPence === 'number' ? `${formatPounds(amountFinancedPence)} financed` : '',
    `Started ${startMonth(agreement.startDate)}`,
  ].filter((fact) => fact !== '');
}
