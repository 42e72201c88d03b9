import type { Address } from '../../../contract/fields.js';
import type { Agreement, CreditFileAddress } from '../../../contract/responses.js';
import type { MailSender } from '../mail/types.js';

/** Who the credit check is about, as validated from the caller's fields. */
export interface Identity {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phoneNumber: string;
}

export interface CreditReport {
  agreements: Agreement[];
  addresses: CreditFileAddress[];
}

/** What the bureau searches by: the name, the date of birth and the current postcode. */
export interface CreditSearch extends Identity {
  /** The claimant's current postcode, normalised (`SW1A 1AA`). */
  postcode: string;
}

/**
 * The bureau's answer to a search. A file found carries the mobile numbers it holds, which the
 * gateway only compares with the caller's number: they never leave the server.
 */
export type CreditSearchResult =
  { found: false } | { found: true; checkId: string; mobileNumbers: readonly string[] };

/**
 * The credit-reference integration: a search finds the subject's file (a paid call), and its
 * report is read only after the passcode texted to a mobile on that file is confirmed.
 */
export interface CreditCheckProvider {
  start(search: CreditSearch): Promise<CreditSearchResult>;
  report(checkId: string, identity: Identity): Promise<CreditReport>;
}

export interface TextMessage {
  to: string;
  body: string;
  uid: string;
  claimId: string;
}

export interface SmsSender {
  send(message: TextMessage): Promise<void>;
}

export interface AddressProvider {
  lookup(postcode: string): Promise<Address[]>;
}

export interface Providers {
  creditCheck: CreditCheckProvider;
  sms: SmsSender;
  addresses: AddressProvider;
  /** Email: the same sender everywhere (the Trigger Email extension's `mail` documents). */
  mail: MailSender;
  /** Where a submitted claim's confirmation email is queued, to be made after the call (decision 226). */
  confirmations: ConfirmationQueue;
}

/** Makes a submitted claim's confirmation email (with its signed PDF) later, retried until it is sent. */
export interface ConfirmationQueue {
  queue(claimId: string): Promise<void>;
}

export type ProviderName = 'credit-check' | 'sms' | 'addresses';

/** A provider could not answer; the gateway reports it as `unavailable` without its details. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
