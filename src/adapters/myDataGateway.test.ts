import { describe, expect, it, vi } from 'vitest';
import { sampleMyData } from '../../mocks/gateway/data';
import { createGatewayClient, type GatewayCallable } from './gateway';
import { myDataGateway } from './myDataGateway';

function fake(answer: unknown) {
  const callable = vi.fn<GatewayCallable>(() => Promise.resolve({ data: answer }));
  return { callable, client: myDataGateway(createGatewayClient({ callable: () => callable, log: vi.fn() })) };
}

describe('gateway client: their data (decisions 183 and 184)', () => {
  it('asks exportMyData with nothing and reads the copy at data.data, checked against the contract', async () => {
    const copy = sampleMyData();
    const { callable, client } = fake({ data: copy });
    await expect(client.exportMyData()).resolves.toEqual(copy);
    expect(callable.mock.calls[0]?.[0]).toEqual({ functionName: 'exportMyData', data: {} });
    const { client: wrong } = fake({ data: { ...copy, format: 'something-else' } });
    await expect(wrong.exportMyData()).rejects.toMatchObject({ kind: 'server' });
  });

  it('sends requestDataDeletion with nothing (the gateway routes it by the claims) and reads the request at data.data', async () => {
    const request = {
      requestId: 'deletion-uid-1',
      kind: 'deletion',
      status: 'requested',
      requestedAt: '2026-01-10T09:30:00.000Z',
    };
    const { callable, client } = fake({ data: { request } });
    await expect(client.requestDataDeletion()).resolves.toEqual({ request });
    expect(callable.mock.calls[0]?.[0]).toEqual({ functionName: 'requestDataDeletion', data: {} });
    const { client: wrong } = fake({ data: { request: { ...request, status: 'maybe' } } });
    await expect(wrong.requestDataDeletion()).rejects.toMatchObject({ kind: 'server' });
  });
});
