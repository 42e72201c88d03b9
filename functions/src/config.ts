import { defineBoolean, defineSecret } from 'firebase-functions/params';

/**
 * The key of the keyed hash that turns phone numbers, emails and IP addresses into counter ids
 * (lib/hashing.ts pseudonym). A Secret Manager secret in a deployment
 * (`firebase functions:secrets:set RATE_LIMIT_HASH_KEY`); the emulators read functions/.secret.local,
 * which holds a key for local use only.
 */
export const rateLimitHashKey = defineSecret('RATE_LIMIT_HASH_KEY');

/**
 * Whether the callable refuses calls without a valid App Check token. On in a deployment unless
 * `APP_CHECK_ENFORCED=false` is set in functions/.env.<project>; off in the emulators, which
 * cannot verify tokens offline.
 */
export const appCheckEnforced =
  process.env.FUNCTIONS_EMULATOR === 'true' ? false : defineBoolean('APP_CHECK_ENFORCED', { default: true });
