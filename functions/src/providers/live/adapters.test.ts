// Contract tests of the production adapters against the providers' documented answers (recorded/),
// served by MSW in Node: what each adapter sends, what it makes of each answer, its deadline and
// its retries. No network is used.
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../types.js';
import { callProvider, retryReads, type HttpDeps } from './http.js';
import { fromPaf, idealPostcodesAddresses } from './idealPostcodes.js';
import { twilioSms } from './twilioSms.js';
import twilioCreated from './recorded/twilio-message-created.json' with { type: 'json' };
import twilioInvalidTo from './recorded/twilio-invalid-to.json' with { type: 'json' };
import twilioTooMany from './recorded/twilio-too-many-requests.json' with { type: 'json' };
import twilioAuthFailed from './recorded/twilio-auth-failed.json' with { type: 'json' };
import idealFound from './recorded/ideal-postcode-found.json' with { type: 'json' };
import idealNotFound from './recorded/ideal-postcode-not-found.json' with { type: 'json' };
import idealInvalidKey from './recorded/ideal-invalid-key.json' with { type: 'json' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Real fetch (intercepted by MSW); waits between retries are recorded, not slept. */
function testDeps(): HttpDeps & { waits: number[] } {
  const waits: number[] = [];
  return {
    fetch: (...args) => globalThis.fetch(...args),
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    waits,
  };
}

const TWILIO_URL =
  'https://api.twilio.com/2010-04-01/Accounts/AC00000000000000000000000000000000/Messages.json';
const twilioConfig = {
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'test-token',
  messagingServiceSid: 'MG00000000000000000000000000000000',
};
const text = { to: '+447700900123', body: 'Your passcode is 123456', uid: 'u1', claimId: 'c1' };

describe('Twilio text messages', () => {
  it('posts To, MessagingServiceSid and Body with basic auth, and accepts a 201 with a message sid', async () => {
    const seen: { auth: string | null; form: URLSearchParams }[] = [];
    server.use(
      http.post(TWILIO_URL, async ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          form: new URLSearchParams(await request.text()),
        });
        return HttpResponse.json(twilioCreated, { status: 201 });
      }),
    );
    await twilioSms(twilioConfig, testDeps()).send(text);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.auth).toBe(
      `Basic ${Buffer.from('AC00000000000000000000000000000000:test-token').toString('base64')}`,
    );
    expect(Object.fromEntries(seen[0]!.form)).toEqual({
      To: '+447700900123',
      MessagingServiceSid: 'MG00000000000000000000000000000000',
      Body: 'Your passcode is 123456',
    });
  });

  it('refuses an invalid number as a provider error naming the code, not the number', async () => {
    server.use(http.post(TWILIO_URL, () => HttpResponse.json(twilioInvalidTo, { status: 400 })));
    const failure = await twilioSms(twilioConfig, testDeps())
      .send(text)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).provider).toBe('sms');
    expect((failure as ProviderError).message).toBe('HTTP 400 (code 21211)');
    expect((failure as ProviderError).message).not.toContain('7700');
  });

  it('retries a 429 with backoff, then sends once', async () => {
    let calls = 0;
    server.use(
      http.post(TWILIO_URL, () =>
        ++calls === 1
          ? HttpResponse.json(twilioTooMany, { status: 429 })
          : HttpResponse.json(twilioCreated, { status: 201 }),
      ),
    );
    const deps = testDeps();
    await twilioSms(twilioConfig, deps).send(text);
    expect(calls).toBe(2);
    expect(deps.waits).toEqual([500]);
  });

  it('does not retry a 500 or a failed login (a text must not go twice)', async () => {
    let calls = 0;
    server.use(http.post(TWILIO_URL, () => (calls++, HttpResponse.json(twilioAuthFailed, { status: 500 }))));
    await expect(twilioSms(twilioConfig, testDeps()).send(text)).rejects.toThrow('HTTP 500 (code 20003)');
    expect(calls).toBe(1);
    server.use(http.post(TWILIO_URL, () => HttpResponse.json(twilioAuthFailed, { status: 401 })));
    await expect(twilioSms(twilioConfig, testDeps()).send(text)).rejects.toThrow('HTTP 401');
  });

  it('treats a 2xx without a message sid as a failure', async () => {
    server.use(http.post(TWILIO_URL, () => HttpResponse.json({ status: 'queued' }, { status: 201 })));
    await expect(twilioSms(twilioConfig, testDeps()).send(text)).rejects.toBeInstanceOf(ProviderError);
  });
});

const IDEAL_URL = 'https://api.ideal-postcodes.co.uk/v1/postcodes/:postcode';

describe('Ideal Postcodes address lookup', () => {
  it('asks for the normalised postcode with the key header and maps PAF lines to addresses', async () => {
    const seen: { postcode: unknown; auth: string | null }[] = [];
    server.use(
      http.get(IDEAL_URL, ({ request, params }) => {
        seen.push({ postcode: params.postcode, auth: request.headers.get('authorization') });
        return HttpResponse.json(idealFound);
      }),
    );
    const addresses = await idealPostcodesAddresses({ apiKey: 'ak_test' }, testDeps()).lookup('id11qd');
    expect(seen).toEqual([{ postcode: 'ID1 1QD', auth: 'api_key="ak_test"' }]);
    expect(addresses).toEqual([
      { addressLine1: '2 Barons Court Road', addressLine2: '', city: 'London', postcode: 'ID1 1QD' },
      {
        addressLine1: 'Test Organisation',
        addressLine2: '4 Barons Court Road',
        city: 'London',
        postcode: 'ID1 1QD',
      },
      { addressLine1: 'Flat A', addressLine2: '6 Barons Court Road', city: 'London', postcode: 'ID1 1QD' },
    ]);
  });

  it('answers a postcode with no addresses (404, code 4040) with none, for manual entry', async () => {
    server.use(http.get(IDEAL_URL, () => HttpResponse.json(idealNotFound, { status: 404 })));
    await expect(idealPostcodesAddresses({ apiKey: 'k' }, testDeps()).lookup('ZZ9 9ZZ')).resolves.toEqual([]);
  });

  it('does not call the provider for something that is not a postcode', async () => {
    await expect(
      idealPostcodesAddresses({ apiKey: 'k' }, testDeps()).lookup('not a postcode'),
    ).resolves.toEqual([]);
  });

  it('reports a bad key as a provider error, without retrying', async () => {
    let calls = 0;
    server.use(http.get(IDEAL_URL, () => (calls++, HttpResponse.json(idealInvalidKey, { status: 401 }))));
    await expect(idealPostcodesAddresses({ apiKey: 'bad' }, testDeps()).lookup('ID1 1QD')).rejects.toThrow(
      new ProviderError('addresses', 'HTTP 401 (code 4010)'),
    );
    expect(calls).toBe(1);
  });

  it('retries server errors twice with doubling waits, then reports how many attempts failed', async () => {
    let calls = 0;
    server.use(http.get(IDEAL_URL, () => (calls++, new HttpResponse(null, { status: 503 }))));
    const deps = testDeps();
    await expect(idealPostcodesAddresses({ apiKey: 'k' }, deps).lookup('ID1 1QD')).rejects.toThrow(
      'HTTP 503 after 3 attempts',
    );
    expect(calls).toBe(3);
    expect(deps.waits).toEqual([300, 600]);
  });

  it('refuses an answer in an unexpected shape', async () => {
    server.use(http.get(IDEAL_URL, () => HttpResponse.json({ code: 2000, result: 'nope' })));
    await expect(idealPostcodesAddresses({ apiKey: 'k' }, testDeps()).lookup('ID1 1QD')).rejects.toThrow(
      'unexpected shape',
    );
  });

  it('drops a PAF address the journey could not hold rather than failing the lookup', () => {
    const long = { line_1: 'x'.repeat(101), line_2: '', line_3: '', post_town: 'LEEDS', postcode: 'LS1 4AP' };
    expect(fromPaf(long)).toBeNull();
    expect(fromPaf({ ...long, line_1: '1 Park Row', post_town: 'NEWCASTLE UPON TYNE' })?.city).toBe(
      'Newcastle Upon Tyne',
    );
  });
});

describe('the deadline', () => {
  it('gives up on an attempt that does not answer in time, and retries reads', async () => {
    let calls = 0;
    server.use(
      http.get('https://provider.test/slow', async () => {
        calls += 1;
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const failure = await callProvider(
      'addresses',
      () => ({ url: 'https://provider.test/slow', init: {} }),
      { timeoutMs: 50, retries: 1, backoffMs: 1, retry: retryReads },
      testDeps(),
    ).catch((error: unknown) => error);
    expect(failure).toEqual(new ProviderError('addresses', 'no answer within 50 ms after 2 attempts'));
    expect(calls).toBe(2);
  });

  it('does not follow a redirect to another host: it is a provider failure, and the other host is never called', async () => {
    let elsewhere = 0;
    server.use(
      http.get('https://provider.test/moved', () =>
        HttpResponse.text('', { status: 302, headers: { location: 'https://elsewhere.test/steal' } }),
      ),
      http.get('https://elsewhere.test/steal', () => {
        elsewhere += 1;
        return HttpResponse.json({ result: [] });
      }),
    );
    const failure = await callProvider(
      'addresses',
      () => ({ url: 'https://provider.test/moved', init: { headers: { authorization: 'Bearer key' } } }),
      { timeoutMs: 1_000, retries: 1, backoffMs: 1, retry: retryReads },
      testDeps(),
    ).catch((error: unknown) => error);
    expect(failure).toEqual(new ProviderError('addresses', 'HTTP 302'));
    expect(elsewhere).toBe(0);
  });
});
