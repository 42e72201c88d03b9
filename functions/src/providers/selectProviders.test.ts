import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectProviders } from './index.js';
import idealFound from './live/recorded/ideal-postcode-found.json' with { type: 'json' };

const db = {} as Firestore;
const server = setupServer(
  http.get('https://api.ideal-postcodes.co.uk/v1/postcodes/:postcode', () => HttpResponse.json(idealFound)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('choosing providers by configuration', () => {
  it('refuses every call when nothing is configured outside the emulator', async () => {
    const providers = selectProviders(db, {});
    await expect(providers.addresses.lookup('ID1 1QD')).rejects.toBeInstanceOf(HttpsError);
    await expect(
      providers.sms.send({ to: '+447700900123', body: 'x', uid: 'u', claimId: 'c' }),
    ).rejects.toThrow('No provider is configured for this deployment.');
    await expect(providers.creditCheck.start({} as never)).rejects.toBeInstanceOf(HttpsError);
  });

  it('uses the address provider its key configures, and still refuses unconfigured texts', async () => {
    const providers = selectProviders(db, { IDEAL_POSTCODES_API_KEY: 'ak_live', TWILIO_ACCOUNT_SID: 'AC1' });
    await expect(providers.addresses.lookup('ID1 1QD')).resolves.toHaveLength(3);
    await expect(
      providers.sms.send({ to: '+447700900123', body: 'x', uid: 'u', claimId: 'c' }),
    ).rejects.toBeInstanceOf(HttpsError);
  });
});
