import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGatewayClient } from '../../src/adapters/gateway';
import { gatewayCallable } from '../../src/adapters/gatewayCallable';
import { clientApp, emulatorHost, signInAnonymously } from '../support/emulators';
import { freshMobile } from './support';

// A server that accepts the request and never answers, to stand for a stuck gateway.
let silent: Server;
beforeAll(async () => {
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

async function signedInClient(target: { host: string; port: number }, timeoutMs?: number) {
  const { app, auth, dispose } = clientApp();
  await signInAnonymously(auth);
  const log = vi.fn();
  const client = createGatewayClient({
    callable: () => gatewayCallable(app, { kind: 'emulator', ...target }, timeoutMs),
    log,
  });
  return { client, log, dispose };
}

describe('the gateway client against the emulator', () => {
  it('saves contact details through the real gateway', async () => {
    const { host, port } = emulatorHost('FUNCTIONS_EMULATOR_HOST');
    const { client, dispose } = await signedInClient({ host, port });
    const mobile = freshMobile();
    await expect(client.setUserContactDetails({ phoneNumber: mobile.typed })).resolves.toEqual({
      phoneNumber: mobile.e164,
    });
    await expect(client.lookupAddress({ postcode: 'not a postcode' })).rejects.toMatchObject({
      kind: 'invalid-input',
      message: 'data.postcode: Enter a full UK postcode, like SW1A 2AA',
    });
    await dispose();
  });

  it('reports an unreachable gateway as a network error and logs it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { client, log, dispose } = await signedInClient({ host: '127.0.0.1', port });
    await expect(
      client.confirmUserExists({ email: 'a@example.com', phoneNumber: '07700 900123' }),
    ).rejects.toMatchObject({
      kind: 'network',
    });
    expect(log).toHaveBeenCalledWith('gateway call failed', expect.objectContaining({ kind: 'network' }));
    await dispose();
  });

  it('reports a gateway that does not answer in time as a timeout', async () => {
    const { port } = silent.address() as AddressInfo;
    const { client, dispose } = await signedInClient({ host: '127.0.0.1', port }, 300);
    await expect(client.lookupAddress({ postcode: 'SW1A 1AA' })).rejects.toMatchObject({ kind: 'timeout' });
    await dispose();
  });
});
