import { describe, expect, it, vi } from 'vitest';
import { createGatewayClient, isTransientGatewayError, type GatewayCallable } from './gateway';
import { GatewayError } from './gatewayError';
import { SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';
import {
  INTERNAL_MESSAGE,
  PASSWORD_CHECK_UNAVAILABLE_MESSAGE,
} from '../../functions/src/lib/gatewayMessages';

const fields = {
  idempotencyKey: 'attempt-0000000000000001',
  title: 'Ms' as const,
  firstName: 'Jane',
  middleName: '',
  lastName: 'Example',
  dateOfBirth: '1985-04-12',
  email: 'jane@example.com',
  phoneNumber: '07700 900123',
  postcode: 'SW1A 1AA',
};

const initiated = {
  claimId: 'claim-0001',
  status: 'draft',
  otpSent: true,
  phoneNumberEnding: '123',
  expiresAt: '2025-01-01T10:10:00.000Z',
};

function fake(answer: unknown) {
  const callable = vi.fn<GatewayCallable>(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ data: answer }),
  );
  const log = vi.fn();
  return { callable, log, client: createGatewayClient({ callable: () => callable, log }) };
}

/** What the Firebase SDK throws: code `functions/…`, message ending in the HTTP status. */
function functionsError(code: string, message: string, details?: unknown) {
  return Object.assign(new Error(message), { code: `functions/${code}`, details });
}

describe('gateway client requests (spec section 7)', () => {
  it('sends checkboardInitiateCheck with the caller’s fields plus the spec’s flags, and reads data.data', async () => {
    const { callable, client } = fake({ data: initiated });
    await expect(client.checkboardInitiateCheck(fields)).resolves.toEqual(initiated);
    const sent = callable.mock.calls[0]?.[0];
    expect(sent).toEqual({
      functionName: 'checkboardInitiateCheck',
      data: {
        ...fields,
        useValidateRunCheck: false,
        useValifiRunCheck: true,
        headless: true,
        allowCheckboardFallback: false,
        skipApproveCheck: true,
        extraClaimsPageId: undefined,
        forceNew: true,
        enforceQualificationPeriod: false,
      },
    });
    expect(Object.keys(sent?.data as object)).toContain('extraClaimsPageId');
  });

  it('sends valifiVerifyOtp with the caller’s fields including claimId plus userId, and reads data.data.data', async () => {
    const verified = { claimId: 'claim-0001', status: 'checked', agreements: [], addresses: [] };
    const { callable, client } = fake({ data: { verified: true, data: verified } });
    await expect(client.valifiVerifyOtp({ claimId: 'claim-0001', otp: '123456' }, 'uid-1')).resolves.toEqual(
      verified,
    );
    expect(callable).toHaveBeenCalledWith({
      functionName: 'valifiVerifyOtp',
      data: { claimId: 'claim-0001', otp: '123456', userId: 'uid-1' },
    });
  });

  it('sends confirmUserExists with exactly email and phoneNumber and returns data', async () => {
    const { callable, client } = fake({ exists: false });
    const request = { email: 'jane@example.com', phoneNumber: '07700 900123' };
    await expect(client.confirmUserExists(request)).resolves.toEqual({ exists: false });
    expect(callable).toHaveBeenCalledWith({ functionName: 'confirmUserExists', data: request });
  });

  it('sends setUserContactDetails with exactly phoneNumber', async () => {
    const { callable, client } = fake({ phoneNumber: '+447700900123' });
    await expect(client.setUserContactDetails({ phoneNumber: '07700 900123' })).resolves.toEqual({
      phoneNumber: '+447700900123',
    });
    expect(callable).toHaveBeenCalledWith({
      functionName: 'setUserContactDetails',
      data: { phoneNumber: '07700 900123' },
    });
  });

  it('sends recordComplaintEvent with the claim, complaint, key and event, and reads data.data', async () => {
    const recorded = {
      claimId: 'claim-0001',
      complaintId: 'complaint-1',
      event: {
        id: 'attempt-0000000000000002',
        seq: 1,
        type: 'handler.send',
        at: '2026-12-01T10:00:00.000Z',
        by: { role: 'handler' },
        stateBefore: 'prepared',
        stateAfter: 'sent',
      },
      complaint: {
        state: 'sent',
        signedAt: 1,
        sentOn: '2026-12-01',
        dueOn: '2027-01-26',
        offerPence: null,
        paidPence: null,
        feePence: null,
      },
      claimStatus: 'in-progress',
    };
    const { callable, client } = fake({ data: recorded });
    const request = {
      claimId: 'claim-0001',
      complaintId: 'complaint-1',
      idempotencyKey: 'attempt-0000000000000002',
      event: { type: 'handler.send' as const },
    };
    // An answer with no route (a gateway from before decision 259) reads as the general route.
    await expect(client.recordComplaintEvent(request)).resolves.toEqual({
      ...recorded,
      complaint: { ...recorded.complaint, route: 'general', determination: null },
    });
    expect(callable.mock.calls[0]?.[0]).toEqual({ functionName: 'recordComplaintEvent', data: request });
    const { client: wrong } = fake({ data: { ...recorded, claimStatus: 'submitted-ish' } });
    await expect(wrong.recordComplaintEvent(request)).rejects.toMatchObject({ kind: 'server' });
  });

  it('builds the callable only when the first call is made', async () => {
    const make = vi.fn(() => vi.fn<GatewayCallable>(() => Promise.resolve({ data: { exists: true } })));
    const client = createGatewayClient({ callable: make, log: vi.fn() });
    expect(make).not.toHaveBeenCalled();
    await client.confirmUserExists({ email: 'a@example.com', phoneNumber: '07700 900123' });
    await client.confirmUserExists({ email: 'a@example.com', phoneNumber: '07700 900123' });
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('gateway client errors (spec section 8)', () => {
  it("throws 'Error sending OTP' when the initiate-check response has no data.data", async () => {
    const { client, log } = fake({});
    await expect(client.checkboardInitiateCheck(fields)).rejects.toMatchObject({
      message: 'Error sending OTP',
      kind: 'server',
    });
    expect(log).toHaveBeenCalledWith(
      'gateway call failed',
      expect.objectContaining({ functionName: 'checkboardInitiateCheck' }),
    );
  });

  it("throws 'Error checking user exists' when confirmUserExists returns nothing", async () => {
    const { client } = fake(null);
    await expect(
      client.confirmUserExists({ email: 'a@example.com', phoneNumber: '07700 900123' }),
    ).rejects.toMatchObject({ message: 'Error checking user exists', kind: 'server' });
  });

  it('throws the exception text setUserContactDetails returns, rate limits as rate-limited', async () => {
    const saved = fake({ exception: 'Your mobile number could not be saved. Try again.', code: 'not-saved' });
    const error = await saved.client
      .setUserContactDetails({ phoneNumber: '07700 900123' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      message: 'Your mobile number could not be saved. Try again.',
      kind: 'server',
    });
    const limited = fake({
      exception: 'Too many changes to your contact details. Try again in an hour.',
      code: 'rate-limited',
    });
    await expect(limited.client.setUserContactDetails({ phoneNumber: '07700 900123' })).rejects.toMatchObject(
      {
        kind: 'rate-limited',
      },
    );
  });

  it('logs failures to the console and rethrows them', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const callable = vi.fn<GatewayCallable>(() =>
      Promise.reject(functionsError('unavailable', 'Down [503]')),
    );
    const client = createGatewayClient({ callable: () => callable });
    await expect(client.lookupAddress({ postcode: 'SW1A 1AA' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(error).toHaveBeenCalledWith('gateway call failed', {
      functionName: 'lookupAddress',
      kind: 'unavailable',
      code: 'functions/unavailable',
      reason: undefined,
    });
    error.mockRestore();
  });

  it.each([
    [functionsError('internal', 'internal [0]'), 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [functionsError('deadline-exceeded', 'deadline-exceeded'), 'timeout'],
    [functionsError('unavailable', 'The credit-check service is not answering. [503]'), 'unavailable'],
    [functionsError('invalid-argument', 'data.phoneNumber: Enter a UK mobile number [400]'), 'invalid-input'],
    [
      functionsError('failed-precondition', 'This code has expired. [400]', { reason: 'expired' }),
      'invalid-input',
    ],
    [functionsError('resource-exhausted', 'Too many passcode texts [429]'), 'rate-limited'],
    [functionsError('not-found', 'No claim with this claimId [404]', { reason: 'claim' }), 'not-found'],
    [functionsError('unauthenticated', 'Sign in [401]'), 'unauthenticated'],
    [functionsError('internal', 'The gateway could not complete this call. [500]'), 'server'],
  ])('maps %s to the kind %s', async (thrown, kind) => {
    const { client } = fake(thrown);
    const error = await client.lookupAddress({ postcode: 'SW1A 1AA' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind, functionName: 'lookupAddress' });
    expect(isTransientGatewayError(error)).toBe(['network', 'timeout', 'unavailable'].includes(kind));
  });

  it('keeps the gateway’s message without the status suffix, and its reason', async () => {
    const { client } = fake(
      functionsError('invalid-argument', 'The code is not right. (4 tries left). [400]', {
        reason: 'wrong-code',
        attemptsLeft: 4,
      }),
    );
    await expect(
      client.valifiVerifyOtp({ claimId: 'claim-0001', otp: '000000' }, 'uid-1'),
    ).rejects.toMatchObject({
      message: 'The code is not right. (4 tries left).',
      reason: 'wrong-code',
      details: { attemptsLeft: 4 },
    });
  });

  it('replaces a bare status word (an answer that was not the callable’s own) with a sentence', async () => {
    const { client } = fake(functionsError('internal', 'internal [500]'));
    await expect(client.lookupAddress({ postcode: 'SW1A 1AA' })).rejects.toMatchObject({
      kind: 'server',
      message: SERVICE_FAILURE_MESSAGES.server,
    });
  });

  it.each([
    [functionsError('internal', 'internal [0]'), 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [functionsError('deadline-exceeded', 'deadline-exceeded'), 'timeout'],
    [functionsError('unavailable', `${PASSWORD_CHECK_UNAVAILABLE_MESSAGE} [503]`), 'unavailable'],
    [functionsError('internal', `${INTERNAL_MESSAGE} [500]`), 'server'],
  ] as const)(
    'carries the service’s plain words for %s (a %s failure), never the gateway’s own',
    async (thrown, kind) => {
      const { client } = fake(thrown);
      const error = await client.lookupAddress({ postcode: 'SW1A 1AA' }).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind, message: SERVICE_FAILURE_MESSAGES[kind] });
      expect((error as Error).message).not.toMatch(/gateway/i);
    },
  );

  it('keeps the words of an unavailable answer that names its reason (a provider not answering)', async () => {
    const { client } = fake(
      functionsError(
        'unavailable',
        'The credit-check service is not answering. Try again in a few minutes. [503]',
        {
          reason: 'provider',
        },
      ),
    );
    await expect(client.lookupAddress({ postcode: 'SW1A 1AA' })).rejects.toMatchObject({
      kind: 'unavailable',
      reason: 'provider',
      message: 'The credit-check service is not answering. Try again in a few minutes.',
    });
  });

  it('refuses an answer in the wrong shape as a server error naming where', async () => {
    const { client } = fake({ data: { ...initiated, otpSent: 'yes' } });
    await expect(client.checkboardInitiateCheck(fields)).rejects.toMatchObject({
      kind: 'server',
      message: 'The service answered checkboardInitiateCheck in an unexpected shape (at otpSent).',
    });
  });
});
