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

/** The credit-reference integration: a check is started, then its report read after the passcode. */
export interface CreditCheckProvider {
  start(identity: Identity): Promise<{ checkId: string }>;
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
