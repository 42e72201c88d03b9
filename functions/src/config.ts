import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

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

/** Twilio's auth token and Ideal Postcodes' key (providers/live): secrets, set per project. */
export const twilioAuthToken = defineSecret('TWILIO_AUTH_TOKEN');
export const idealPostcodesApiKey = defineSecret('IDEAL_POSTCODES_API_KEY');

/** Every secret the gateway reads; Cloud Functions exposes each as an environment variable. */
export const GATEWAY_SECRETS = [rateLimitHashKey, twilioAuthToken, idealPostcodesApiKey];

/**
 * Warm instances kept for the gateway: 0 unless `GATEWAY_MIN_INSTANCES` is set in
 * functions/.env.<project> (production sets 1, so a claimant after a quiet night meets no cold start).
 */
export const gatewayMinInstances = defineInt('GATEWAY_MIN_INSTANCES', { default: 0 });

/**
 * The service account every function runs as (decision 219): a dedicated one with only the roles
 * the functions need, never the project's default compute account (which is an Editor).
 * `GATEWAY_SERVICE_ACCOUNT` in functions/.env.<project>; `name@` means name@<project>.iam.gserviceaccount.com.
 * `npm run service-account:configure` (and the deploy) creates it and grants its roles.
 */
export const gatewayServiceAccount = defineString('GATEWAY_SERVICE_ACCOUNT', { default: 'redress-gateway@' });

/** What every function shares: its region and the service account it runs as. */
export const FUNCTION_OPTIONS = { region: 'europe-west2', serviceAccount: gatewayServiceAccount } as const;

/**
 * The gateway's runtime (decision 130): one vCPU serving up to 20 calls at once (they wait on
 * Firestore and providers; the signed letter's PDF is the one CPU-bound step), 512 MiB for the PDF
 * and its font, 60 s (the app gives up on a call after 30 s), at most 50 instances (1,000 calls at
 * once, under the providers' own rate limits).
 */
export const GATEWAY_OPTIONS = {
  ...FUNCTION_OPTIONS,
  cpu: 1,
  memory: '512MiB',
  concurrency: 20,
  timeoutSeconds: 60,
  minInstances: gatewayMinInstances,
  maxInstances: 50,
  secrets: GATEWAY_SECRETS,
  enforceAppCheck: appCheckEnforced,
} as const;
