import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { sandboxAddresses } from './sandbox/addresses.js';
import { sandboxCreditCheck } from './sandbox/creditCheck.js';
import { sandboxSms } from './sandbox/sms.js';
import type { Providers } from './types.js';

/**
 * The sandbox providers run in the emulator (REDRESS_SANDBOX=1). A deployment must plug in the
 * firm's real providers here; until it does, calls needing them are refused, never faked.
 */
export function selectProviders(db: Firestore, env: NodeJS.ProcessEnv = process.env): Providers {
  if (env.REDRESS_SANDBOX === '1' || env.FUNCTIONS_EMULATOR === 'true') {
    return { creditCheck: sandboxCreditCheck(db), sms: sandboxSms(db), addresses: sandboxAddresses };
  }
  const missing = (): never => {
    throw new HttpsError('unavailable', 'No provider is configured for this deployment.');
  };
  return {
    creditCheck: { start: missing, report: missing },
    sms: { send: missing },
    addresses: { lookup: missing },
  };
}
