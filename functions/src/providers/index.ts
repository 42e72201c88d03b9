import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { triggerEmailSender } from '../mail/triggerEmail.js';
import { claimConfirmationQueue } from '../claims/confirmationQueue.js';
import { idealPostcodesAddresses } from './live/idealPostcodes.js';
import { twilioSms } from './live/twilioSms.js';
import { sandboxAddresses } from './sandbox/addresses.js';
import { sandboxCreditCheck } from './sandbox/creditCheck.js';
import { sandboxSms } from './sandbox/sms.js';
import type { AddressProvider, CreditCheckProvider, Providers, SmsSender } from './types.js';

/** The settings that choose the production adapters; secrets reach the function as these variables. */
export const PROVIDER_SETTINGS = {
  sms: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_MESSAGING_SERVICE_SID'],
  addresses: ['IDEAL_POSTCODES_API_KEY'],
} as const;

const missing = (): Promise<never> =>
  Promise.reject(new HttpsError('unavailable', 'No provider is configured for this deployment.'));

const configured = (env: NodeJS.ProcessEnv, names: readonly string[]) =>
  names.every((name) => (env[name] ?? '').trim() !== '');

/**
 * The sandbox providers run in the emulator (REDRESS_SANDBOX=1). Elsewhere each provider is the
 * production adapter its settings configure (Twilio for texts, Ideal Postcodes for addresses, mail
 * documents for the Trigger Email extension); one
 * left unconfigured refuses its calls, never fakes them. The credit check is the firm's own bureau
 * integration (docs/gateway.md states its contract); until it is plugged in here, checks are refused.
 */
export function selectProviders(db: Firestore, env: NodeJS.ProcessEnv = process.env): Providers {
  if (env.REDRESS_SANDBOX === '1' || env.FUNCTIONS_EMULATOR === 'true') {
    return {
      creditCheck: sandboxCreditCheck(db),
      sms: sandboxSms(db),
      addresses: sandboxAddresses,
      mail: triggerEmailSender(db),
      confirmations: claimConfirmationQueue(),
    };
  }
  const creditCheck: CreditCheckProvider = { start: missing, report: missing };
  const sms: SmsSender = configured(env, PROVIDER_SETTINGS.sms)
    ? twilioSms({
        accountSid: env.TWILIO_ACCOUNT_SID!.trim(),
        authToken: env.TWILIO_AUTH_TOKEN!.trim(),
        messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID!.trim(),
      })
    : { send: missing };
  const addresses: AddressProvider = configured(env, PROVIDER_SETTINGS.addresses)
    ? idealPostcodesAddresses({ apiKey: env.IDEAL_POSTCODES_API_KEY!.trim() })
    : { lookup: missing };
  // Production installs the Trigger Email extension, which delivers what this queues.
  return {
    creditCheck,
    sms,
    addresses,
    mail: triggerEmailSender(db),
    confirmations: claimConfirmationQueue(),
  };
}
