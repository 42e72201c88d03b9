import { describe, expect, it } from 'vitest';
import { FirebaseConfigError, parseFirebaseConfig } from './firebase';

const emulatorEnv = {
  VITE_FIREBASE_TARGET: 'emulator',
  VITE_FIREBASE_PROJECT_ID: 'demo-redress',
  VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  VITE_FUNCTIONS_EMULATOR_HOST: 'localhost:5001',
};

const cloudEnv = {
  VITE_FIREBASE_TARGET: 'production',
  VITE_FIREBASE_API_KEY: 'AIzaExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'redress-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'redress-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_APP_CHECK_SITE_KEY: '6LcExampleSiteKey',
};

function problemsOf(env: Record<string, unknown>): string[] {
  try {
    parseFirebaseConfig(env);
  } catch (error) {
    if (error instanceof FirebaseConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a FirebaseConfigError');
}

describe('Firebase configuration', () => {
  it('points every service at its emulator for the emulator target', () => {
    const config = parseFirebaseConfig({ ...emulatorEnv, VITE_WORKSPACE: 'SGUK' });
    expect(config).toEqual({
      target: 'emulator',
      options: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-redress.firebaseapp.com',
        projectId: 'demo-redress',
      },
      gateway: { region: 'europe-west2' },
      emulators: {
        auth: { host: '127.0.0.1', port: 9099 },
        firestore: { host: '127.0.0.1', port: 8080 },
        functions: { host: 'localhost', port: 5001 },
      },
      appCheck: { provider: 'off' },
    });
  });

  it('uses the project keys for development and production, with the gateway in europe-west2 by default', () => {
    const config = parseFirebaseConfig(cloudEnv);
    expect(config.target).toBe('production');
    expect(config.options).toEqual({
      apiKey: 'AIzaExample',
      authDomain: 'redress-prod.firebaseapp.com',
      projectId: 'redress-prod',
      appId: '1:123:web:abc',
    });
    expect(config.gateway).toEqual({ region: 'europe-west2', host: undefined });
    expect(config.emulators).toBeUndefined();
  });

  it('takes another gateway region and host when given, without a trailing slash', () => {
    const config = parseFirebaseConfig({
      ...cloudEnv,
      VITE_FIREBASE_TARGET: 'development',
      VITE_GATEWAY_REGION: 'europe-west1',
      VITE_GATEWAY_HOST: 'https://gateway.example.com/',
    });
    expect(config.gateway).toEqual({ region: 'europe-west1', host: 'https://gateway.example.com' });
  });

  it('turns App Check on with reCAPTCHA Enterprise outside the emulators, and insists on it in production', () => {
    expect(parseFirebaseConfig(cloudEnv).appCheck).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: '6LcExampleSiteKey',
    });
    expect(problemsOf({ ...cloudEnv, VITE_APP_CHECK_SITE_KEY: '' })).toEqual([
      'VITE_APP_CHECK_SITE_KEY is missing',
    ]);
    expect(problemsOf({ ...cloudEnv, VITE_APP_CHECK: 'off' })).toEqual([
      'VITE_APP_CHECK must be recaptcha-enterprise in production',
    ]);
    expect(
      parseFirebaseConfig({ ...cloudEnv, VITE_FIREBASE_TARGET: 'development', VITE_APP_CHECK: 'debug' })
        .appCheck,
    ).toEqual({ provider: 'debug', siteKey: '6LcExampleSiteKey' });
    expect(
      parseFirebaseConfig({
        ...emulatorEnv,
        VITE_APP_CHECK: 'debug',
        VITE_APP_CHECK_SITE_KEY: 'k',
        VITE_APP_CHECK_DEBUG_TOKEN: 'tok',
      }).appCheck,
    ).toEqual({ provider: 'debug', siteKey: 'k', debugToken: 'tok' });
  });

  it('names an unknown or missing target', () => {
    expect(problemsOf({})).toEqual(['VITE_FIREBASE_TARGET must be one of emulator, development, production']);
    expect(problemsOf({ ...cloudEnv, VITE_FIREBASE_TARGET: 'staging' })).toEqual([
      'VITE_FIREBASE_TARGET must be one of emulator, development, production',
    ]);
  });

  it('names every missing production key, treating an empty value as missing', () => {
    const problems = problemsOf({ VITE_FIREBASE_TARGET: 'production', VITE_FIREBASE_API_KEY: '' });
    expect(problems).toEqual([
      'VITE_FIREBASE_API_KEY is missing',
      'VITE_FIREBASE_AUTH_DOMAIN is missing',
      'VITE_FIREBASE_PROJECT_ID is missing',
      'VITE_FIREBASE_APP_ID is missing',
    ]);
  });

  it('rejects an emulator host without a port, with a message that shows the expected form', () => {
    const error = (() => {
      try {
        return parseFirebaseConfig({ ...emulatorEnv, VITE_AUTH_EMULATOR_HOST: '127.0.0.1' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(FirebaseConfigError);
    expect((error as Error).message).toBe(
      'The Firebase configuration is incomplete: VITE_AUTH_EMULATOR_HOST must look like host:port, for example 127.0.0.1:9099. See .env.example.',
    );
  });

  it('rejects a gateway host that is not a URL and a region that is not a region', () => {
    expect(
      problemsOf({ ...cloudEnv, VITE_GATEWAY_HOST: 'not a url', VITE_GATEWAY_REGION: 'London' }),
    ).toEqual([
      'VITE_GATEWAY_REGION must be a Cloud Functions region',
      'VITE_GATEWAY_HOST must be an origin such as https://gateway.example.com',
    ]);
  });
});
