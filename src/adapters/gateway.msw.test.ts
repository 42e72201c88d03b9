import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gatewayHandler } from '../../mocks/handlers';
import { SAMPLE_AGREEMENTS, SAMPLE_RIGHT_CODE } from '../../mocks/gateway/fixtures';
import { server } from '../../mocks/node';
import { createGatewayClient } from './gateway';
import { gatewayCallable } from './gatewayCallable';

// The real Firebase callable against the MSW handlers: proves the mocks speak the callable protocol
// the way the gateway does, and that the client reads them.
let app: FirebaseApp;
const target = { kind: 'emulator', host: '127.0.0.1', port: 5999 } as const;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  app = initializeApp({ projectId: 'demo-redress', apiKey: 'demo-key' }, 'gateway-msw-test');
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await deleteApp(app);
});

function client(timeoutMs?: number) {
  return createGatewayClient({ callable: () => gatewayCallable(app, target, timeoutMs), log: vi.fn() });
}

const fields = {
  idempotencyKey: 'attempt-0000000000000001',
  title: 'Ms' as const,
  firstName: 'Jane',
  lastName: 'Example',
  dateOfBirth: '1985-04-12',
  email: 'jane@example.com',
  phoneNumber: '07700 900123',
  postcode: 'SW1A 1AA',
};

describe('the gateway client against the mocked callable', () => {
  it('runs a journey’s calls in the success scenarios', async () => {
    const gateway = client();
    const started = await gateway.checkboardInitiateCheck(fields);
    expect(started).toMatchObject({ status: 'draft', otpSent: true });
    const verified = await gateway.valifiVerifyOtp({ claimId: started.claimId, otp: '111111' }, 'uid-1');
    expect(verified.agreements).toEqual(SAMPLE_AGREEMENTS);
    await expect(
      gateway.confirmUserExists({ email: 'jane@example.com', phoneNumber: '07700 900123' }),
    ).resolves.toEqual({
      exists: false,
    });
    await expect(gateway.setUserContactDetails({ phoneNumber: '07700 900123' })).resolves.toEqual({
      phoneNumber: '+447700900123',
    });
    await expect(gateway.lookupAddress({ postcode: 'sw1a1aa' })).resolves.toMatchObject({
      postcode: 'SW1A 1AA',
    });
  });

  it('tells a wrong code from a right one in the wrongCode scenario', async () => {
    server.use(gatewayHandler({ check: 'wrongCode' }));
    const gateway = client();
    await expect(
      gateway.valifiVerifyOtp({ claimId: 'claim-1', otp: '000000' }, 'uid-1'),
    ).rejects.toMatchObject({
      kind: 'invalid-input',
      reason: 'wrong-code',
      message: 'The code is not right. Check the text message and try again (4 tries left).',
    });
    await expect(
      gateway.valifiVerifyOtp({ claimId: 'claim-1', otp: SAMPLE_RIGHT_CODE }, 'uid-1'),
    ).resolves.toMatchObject({
      status: 'checked',
    });
  });

  it('answers none found, server errors and the contact exception', async () => {
    server.use(gatewayHandler({ check: 'noneFound', address: 'serverError', contact: 'exception' }));
    const gateway = client();
    await expect(
      gateway.valifiVerifyOtp({ claimId: 'claim-1', otp: '111111' }, 'uid-1'),
    ).resolves.toMatchObject({
      agreements: [],
    });
    await expect(gateway.lookupAddress({ postcode: 'SW1A 1AA' })).rejects.toMatchObject({ kind: 'server' });
    await expect(gateway.setUserContactDetails({ phoneNumber: '07700 900123' })).rejects.toMatchObject({
      message: 'Your mobile number could not be saved. Try again.',
    });
  });

  it('reports a slow gateway as a timeout', async () => {
    server.use(gatewayHandler({ claim: 'slow' }));
    const error = await client(50)
      .submitClaim({
        claimId: 'claim-1',
        idempotencyKey: 'attempt-0000000000000001',
        applicant: {
          title: 'Ms',
          firstName: 'Jane',
          lastName: 'Example',
          dateOfBirth: '1985-04-12',
          email: 'jane@example.com',
          phoneNumber: '07700 900982',
        },
        answers: {
          agreementIds: ['agr-sample-001'],
          otherFirmInstructed: false,
          currentAddress: {
            addressLine1: '1 The Mall',
            addressLine2: '',
            city: 'London',
            postcode: 'SW1A 1AA',
            movedIn: '2010-03',
          },
          consents: { terms: true, letterOfAuthority: true, fees: true },
        },
        signature: { kind: 'typed', name: 'Jane Example' },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
  });
});
