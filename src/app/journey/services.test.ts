import { describe, expect, it, vi } from 'vitest';
import type { GatewayClient } from '../../adapters/gateway';
import { GatewayError } from '../../adapters/gatewayError';
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

  it('gives up after two retries with the last failure’s own message', async () => {
    const last = dropped();
    const { gateway, answer } = flaky(dropped(), dropped(), last);
    const client = retryingGateway(gateway, () => Promise.resolve());
    await expect(client.lookupAddress({ postcode: 'LS1 4AP' })).rejects.toBe(last);
    expect(answer).toHaveBeenCalledTimes(3);
  });

  it.each([
    [
      'a timeout',
      new GatewayError('timeout', 'The gateway did not answer in time. Try again.', {
        functionName: 'submitClaim',
      }),
    ],
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
