import * as v from 'valibot';

/**
 * Which Firebase the app talks to, read from the build's environment (see .env.example).
 * Parsing is lazy so that pages which never touch Firebase never need this configuration.
 */

export const DEFAULT_GATEWAY_REGION = 'europe-west2';

const Required = (name: string) =>
  v.pipe(
    v.string(`${name} is missing`),
    v.trim(),
    v.nonEmpty(`${name} is missing`),
    v.check((value) => !/\s/.test(value), `${name} must not contain spaces`),
  );

const HostPort = (name: string) =>
  v.pipe(
    Required(name),
    v.regex(/^[\w.-]+:\d{1,5}$/, `${name} must look like host:port, for example 127.0.0.1:9099`),
    v.transform((value) => {
      const index = value.lastIndexOf(':');
      return { host: value.slice(0, index), port: Number(value.slice(index + 1)) };
    }),
  );

const Region = v.optional(
  v.pipe(v.string(), v.regex(/^[a-z]+-[a-z]+\d+$/, 'VITE_GATEWAY_REGION must be a Cloud Functions region')),
  DEFAULT_GATEWAY_REGION,
);

const GatewayHost = v.optional(
  v.pipe(
    v.string(),
    v.url('VITE_GATEWAY_HOST must be an origin such as https://gateway.example.com'),
    v.transform((value) => value.replace(/\/+$/, '')),
  ),
);

const EmulatorEnv = v.object({
  VITE_FIREBASE_TARGET: v.literal('emulator'),
  VITE_FIREBASE_PROJECT_ID: Required('VITE_FIREBASE_PROJECT_ID'),
  VITE_AUTH_EMULATOR_HOST: HostPort('VITE_AUTH_EMULATOR_HOST'),
  VITE_FIRESTORE_EMULATOR_HOST: HostPort('VITE_FIRESTORE_EMULATOR_HOST'),
  VITE_FUNCTIONS_EMULATOR_HOST: HostPort('VITE_FUNCTIONS_EMULATOR_HOST'),
  VITE_GATEWAY_REGION: Region,
});

const CloudEnv = v.object({
  VITE_FIREBASE_TARGET: v.picklist(['development', 'production']),
  VITE_FIREBASE_API_KEY: Required('VITE_FIREBASE_API_KEY'),
  VITE_FIREBASE_AUTH_DOMAIN: Required('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_FIREBASE_PROJECT_ID: Required('VITE_FIREBASE_PROJECT_ID'),
  VITE_FIREBASE_APP_ID: Required('VITE_FIREBASE_APP_ID'),
  VITE_GATEWAY_REGION: Region,
  VITE_GATEWAY_HOST: GatewayHost,
});

const EnvSchema = v.variant(
  'VITE_FIREBASE_TARGET',
  [EmulatorEnv, CloudEnv],
  'VITE_FIREBASE_TARGET must be one of emulator, development, production',
);

export type HostAndPort = { host: string; port: number };

/**
 * Firebase App Check: reCAPTCHA Enterprise in development and production (required in
 * production); the debug provider for a developer running against a project with a registered
 * debug token; off for the emulators, which do not check tokens.
 */
export type AppCheckConfig =
  | { provider: 'off' }
  | { provider: 'debug'; siteKey: string; debugToken?: string }
  | { provider: 'recaptcha-enterprise'; siteKey: string };

const AppCheckEnv = v.object({
  VITE_APP_CHECK: v.optional(
    v.picklist(
      ['off', 'debug', 'recaptcha-enterprise'],
      'VITE_APP_CHECK must be one of off, debug, recaptcha-enterprise',
    ),
  ),
  VITE_APP_CHECK_SITE_KEY: v.optional(v.pipe(v.string(), v.trim())),
  VITE_APP_CHECK_DEBUG_TOKEN: v.optional(v.pipe(v.string(), v.trim())),
});

function appCheckOf(env: Record<string, unknown>, target: FirebaseConfig['target']): AppCheckConfig {
  const result = v.safeParse(AppCheckEnv, env);
  if (!result.success) throw new FirebaseConfigError([...new Set(result.issues.map(describeIssue))]);
  const {
    VITE_APP_CHECK,
    VITE_APP_CHECK_SITE_KEY: siteKey,
    VITE_APP_CHECK_DEBUG_TOKEN: debugToken,
  } = result.output;
  const provider = VITE_APP_CHECK ?? (target === 'emulator' ? 'off' : 'recaptcha-enterprise');
  if (target === 'production' && provider !== 'recaptcha-enterprise') {
    throw new FirebaseConfigError(['VITE_APP_CHECK must be recaptcha-enterprise in production']);
  }
  if (provider === 'off') return { provider };
  if (!siteKey) throw new FirebaseConfigError(['VITE_APP_CHECK_SITE_KEY is missing']);
  if (provider === 'debug') return { provider, siteKey, ...(debugToken ? { debugToken } : {}) };
  return { provider, siteKey };
}

/** The options `initializeApp` receives, plus where each service lives. */
export type FirebaseConfig = {
  target: 'emulator' | 'development' | 'production';
  options: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  gateway: { region: string; host?: string };
  /** Present only for the emulator target; each service connects to its emulator once. */
  emulators?: { auth: HostAndPort; firestore: HostAndPort; functions: HostAndPort };
  appCheck: AppCheckConfig;
};

/** A configuration problem the developer can fix; the message names every bad variable. */
export class FirebaseConfigError extends Error {
  override name = 'FirebaseConfigError';
  constructor(readonly problems: string[]) {
    super(`The Firebase configuration is incomplete: ${problems.join('; ')}. See .env.example.`);
  }
}

export function parseFirebaseConfig(env: Record<string, unknown>): FirebaseConfig {
  // An empty line in a .env file means "not set", not "set to nothing".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, given);
  if (!result.success) {
    throw new FirebaseConfigError([...new Set(result.issues.map(describeIssue))]);
  }
  const parsed = result.output;
  if (parsed.VITE_FIREBASE_TARGET === 'emulator') {
    const projectId = parsed.VITE_FIREBASE_PROJECT_ID;
    return {
      target: 'emulator',
      // The emulators accept any API key; the SDK only insists that one is present.
      options: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
      gateway: { region: parsed.VITE_GATEWAY_REGION },
      emulators: {
        auth: parsed.VITE_AUTH_EMULATOR_HOST,
        firestore: parsed.VITE_FIRESTORE_EMULATOR_HOST,
        functions: parsed.VITE_FUNCTIONS_EMULATOR_HOST,
      },
      appCheck: appCheckOf(given, 'emulator'),
    };
  }
  return {
    target: parsed.VITE_FIREBASE_TARGET,
    options: {
      apiKey: parsed.VITE_FIREBASE_API_KEY,
      authDomain: parsed.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: parsed.VITE_FIREBASE_PROJECT_ID,
      appId: parsed.VITE_FIREBASE_APP_ID,
    },
    gateway: { region: parsed.VITE_GATEWAY_REGION, host: parsed.VITE_GATEWAY_HOST },
    appCheck: appCheckOf(given, parsed.VITE_FIREBASE_TARGET),
  };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.[0]?.key;
  // valibot reports an absent key as "Invalid key"; say which variable is missing instead.
  if (typeof key === 'string' && issue.message.startsWith('Invalid key')) return `${key} is missing`;
  return issue.message;
}

let cached: FirebaseConfig | undefined;

/** The configuration this build was made with; throws FirebaseConfigError when it is incomplete. */
export function firebaseConfig(): FirebaseConfig {
  cached ??= parseFirebaseConfig(import.meta.env);
  return cached;
}
