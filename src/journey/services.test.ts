import { describe, expect, it, vi } from 'vitest';
import type { GatewayClient } from '../adapters/gateway';
import { GatewayError, serviceFailure } from '../adapters/gatewayError';
import { failureKind, nextStepFor } from '../../machines/errors';
import { retryingGateway } from './services';

const dropped = () => new GatewayError('network', 'We could not reach the service.', { functionName: 'x' });

/** A gateway whose every method fails with the given errors in turn, then answers `ok`. */
function flaky(...failures: GatewayError[]) {
  const queue = [...failures];
  const answer = vi.fn(() => {
    const next = queue.shift();
    return next ? Promise.reject(next) : Promise.resolve('ok');
  });
  const gateway = Object.fromEntries(
    [
      'checkboardInitiateCheck',
      'valifiVerifyOtp',
      'confirmUserExists',
      'setUserContactDetails',
      'lookupAddress',
      'submitClaim',
      'saveProgress',
      'resumeProgress',
    ].map((name) => [name, answer]),
  ) as unknown as GatewayClient;
  return { gateway, answer };
}

describe('the journey gateway with the spec’s retry helper', () => {
  it('retries a dropped connection after 2 s then 4 s and returns the answer', async () => {
    const { gateway, answer } = flaky(dropped(), dropped());
    const waits: number[] = [];
    const client = retryingGateway(gateway, (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });
    await expect(
      client.confirmUserExists({ email: 'a@example.com', phoneNumber: '07700900982' }),
    ).resolves.toBe('ok');
    expect(answer).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([2000, 4000]);
  });

  it('gives up after two retries with the spec’s message and the last failure’s kind (what to do next)', async () => {
    const last = dropped();
    const { gateway, answer } = flaky(dropped(), dropped(), last);
    const client = retryingGateway(gateway, () => Promise.resolve());
    const failure = await client.lookupAddress({ postcode: 'LS1 4AP' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({
      message: 'Max retries reached for function',
      kind: 'network',
      cause: last,
    });
    expect(nextStepFor(failureKind(failure))).toBe(
      'Check that you are connected to the internet, then select ‘Try again’.',
    );
    expect(answer).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a timeout', serviceFailure('timeout', 'submitClaim')],
    [
      'a refusal',
      new GatewayError('invalid-input', 'Enter a real postcode', { functionName: 'submitClaim' }),
    ],
    ['a server error', new GatewayError('server', 'Error sending OTP', { functionName: 'submitClaim' })],
  ])('does not repeat %s', async (_name, failure) => {
    const { gateway, answer } = flaky(failure);
    const client = retryingGateway(gateway, () => Promise.resolve());
    await expect(client.submitClaim({} as never)).rejects.toBe(failure);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('never repeats a passcode check, which would spend one of the claimant’s tries', async () => {
    const { gateway, answer } = flaky(dropped());
    const client = retryingGateway(gateway, () => Promise.resolve());
    await expect(client.valifiVerifyOtp({ claimId: 'c1', otp: '123456' }, 'uid-1')).rejects.toBeInstanceOf(
      GatewayError,
    );
    expect(answer).toHaveBeenCalledTimes(1);
  });
});

describe('the claim as submitted', () => {
  it('carries the identity shown on review and each address with the month moved in', async () => {
    const { submission } = await import('./services');
    const { blankAnswers } = await import('../../machines/wizard/context');
    const home = { addressLine1: '1 Test Street', addressLine2: '', city: 'Leeds', postcode: 'LS1 4AP' };
    const before = { ...home, addressLine1: '9 Mill Lane' };
    const answers = {
      ...blankAnswers(),
      title: 'Ms' as const,
      firstName: 'Sarah',
      lastName: 'Whitfield-Smith',
      dob: { day: '5', month: '7', year: '1985' },
      email: 'sarah@example.com',
      phoneNumber: '+447700900982',
      otherFirmActing: 'no' as const,
      currentAddress: { address: home, movedIn: '2021-03' },
      previousAddresses: [{ address: before, movedIn: '2012-10' }],
      signature: { kind: 'typed' as const, value: 'Sarah Whitfield-Smith' },
      termsAccepted: true,
    };
    const request = submission('claim-0001', answers, []);
    expect(request.applicant).toEqual({
      title: 'Ms',
      firstName: 'Sarah',
      middleName: '',
      lastName: 'Whitfield-Smith',
      dateOfBirth: '1985-07-05',
      email: 'sarah@example.com',
      phoneNumber: '+447700900982',
    });
    expect(request.answers.currentAddress).toEqual({ ...home, movedIn: '2021-03' });
    expect(request.answers.previousAddress).toEqual({ ...before, movedIn: '2012-10' });
    expect(request.answers).not.toHaveProperty('previousPreviousAddress');
  });
});
