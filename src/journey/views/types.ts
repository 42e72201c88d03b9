import type { FieldErrors } from '../../ui/form/FormPage';

export type { FieldErrors };

/**
 * What every step view takes. Values are the answers so far (prefilled, or what was just
 * submitted); the view keeps edits locally and hands them back on Continue, where the wizard
 * validates them and answers with `errors` keyed by field. Routes key each view by step so a new
 * step starts from its own values.
 */
export interface StepProps<V> {
  values: V;
  errors?: FieldErrors;
  onContinue: (values: V) => void;
  onBack: () => void;
  backHref?: string;
  /** False on the very first page load, where focus should start at the top of the document. */
  focusHeading?: boolean;
  /** The answer is being sent; Continue will not send it twice. */
  busy?: boolean;
  /** Hears each edit before Continue, for a page whose typing is kept over a reload. */
  onDraft?: (values: V) => void;
}

/**
 * A step reopened from check your answers after the credit check: the page says which changes
 * mean a new check and a new code (decision 108).
 */
export interface AfterCheckProps {
  changeNeedsNewCheck?: boolean;
}

export interface Address {
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
}

export const emptyAddress: Address = { addressLine1: '', addressLine2: '', city: '', postcode: '' };

/** A month and year as typed, e.g. when someone moved in. */
export interface MonthYear {
  month: string;
  year: string;
}

export const emptyMonthYear: MonthYear = { month: '', year: '' };

/** An address with the month and year they moved in, as the wizard's address answers hold it. */
export interface AddressEntry {
  address: Address;
  movedIn: MonthYear;
}

export const emptyAddressEntry: AddressEntry = { address: emptyAddress, movedIn: emptyMonthYear };
