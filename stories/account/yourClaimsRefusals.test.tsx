import userEvent from '@testing-library/user-event';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { FIRMS } from '../../contract/firms';
import { claimNotFoundRefusal, eventNotAcceptedRefusal } from '../../contract/lifecycle/refusals';
import {
  CANCEL_REFUSED_MESSAGE,
  cancelWindowClosedRefusal,
  offerDecidedRefusal,
  type LifecycleScenario,
} from '../../mocks/gateway/lifecycle';
import { gatewayHandler } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { createGatewayClient } from '../../src/adapters/gateway';
import { offlineGatewayCallable } from '../../src/adapters/gatewayCallable';
import { show, type Module } from './showStory';
import * as yourClaims from './YourClaims.stories';

// Your claims over the real gateway client, MSW refusing as the gateway does (the codes, messages
// and details of contract/lifecycle/refusals.ts, decided by the complaint machine): the claimant
// reads their own sentence, never the gateway's words (decisions 256 and 276).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The gateway client logs each refused call (its function, kind, code and reason only).
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const GATEWAY_WORDS = /does not accept|claimant\.|state is|claimId|No claim with/;

/** The story under a lifecycle scenario; its one alert once the claimant has pressed and confirmed. */
async function refusedOn(story: string, scenario: LifecycleScenario, press: string, confirm: string) {
  server.use(gatewayHandler({ lifecycle: scenario }));
  const canvas = await show(yourClaims as Module, story);
  await userEvent.click(await canvas.findByRole('button', { name: press }));
  await userEvent.click(await canvas.findByRole('button', { name: confirm }));
  const text = (await canvas.findByRole('alert')).textContent ?? '';
  expect(text).not.toMatch(GATEWAY_WORDS);
  expect(logged.mock.calls.map((args) => String(args[0]))).toContain('gateway call failed');
  return text;
}

describe('the gateway’s mock refuses as the gateway does', () => {
  const client = () => createGatewayClient({ callable: () => offlineGatewayCallable() });
  const ask = { claimId: 'claim-1', idempotencyKey: 'key-1' };

  it('a cancellation after the 14 days: failed-precondition, event-not-accepted on a prepared complaint, with what it accepts', async () => {
    server.use(gatewayHandler({ lifecycle: 'cancelWindowClosed' }));
    const expected = cancelWindowClosedRefusal();
    await expect(client().cancelClaim(ask)).rejects.toMatchObject({
      code: `functions/${expected.code}`,
      reason: 'event-not-accepted',
      message: CANCEL_REFUSED_MESSAGE,
      details: expected.details,
    });
    expect(expected.details).toMatchObject({ state: 'prepared', event: 'claimant.cancel' });
    expect(expected.details.accepts).not.toContain('claimant.cancel');
  });

  it('a decision on an offer already accepted, and a claim that is not the caller’s', async () => {
    server.use(gatewayHandler({ lifecycle: 'offerDecided' }));
    const decline = { ...ask, complaintId: 'complaint-1', event: { type: 'claimant.declineOffer' as const } };
    await expect(client().recordComplaintEvent(decline)).rejects.toMatchObject({
      reason: 'event-not-accepted',
      details: offerDecidedRefusal('claimant.declineOffer').details,
    });
    server.use(gatewayHandler({ lifecycle: 'claimNotFound' }));
    await expect(client().cancelClaim(ask)).rejects.toMatchObject({
      code: 'functions/not-found',
      reason: 'claim',
      message: claimNotFoundRefusal().message,
    });
  });
});

describe('Your claims shows the claimant’s sentence for each refusal the mock gives', () => {
  it('cancelWindowClosed: not cancelled, the last day, how to withdraw and the firm', async () => {
    const text = await refusedOn(
      'CancelWithin14Days',
      'cancelWindowClosed',
      'Cancel this claim',
      'Yes, cancel my claim',
    );
    expect(text).toMatch(
      /Your claim has not been cancelled\. The last day to cancel without paying was \d+ \w+ \d{4}\./,
    );
    expect(text).toContain('You can still withdraw your claim');
    expect(text).not.toContain(CANCEL_REFUSED_MESSAGE);
  });

  it('claimEnded: the claim has already ended', async () => {
    const text = await refusedOn(
      'CancelWithin14Days',
      'claimEnded',
      'Cancel this claim',
      'Yes, cancel my claim',
    );
    expect(text).toContain('Your claim could not be cancelled because it has already ended.');
    expect(text).not.toContain(eventNotAcceptedRefusal('closed', 'claimant.cancel', []).message);
  });

  it('offerDecided: the lender named, the complaint has changed', async () => {
    const text = await refusedOn(
      'TimelineOffered',
      'offerDecided',
      'Accept the offer',
      'Yes, accept the offer',
    );
    expect(text).toContain('You can no longer accept Black Horse’s offer: your complaint has changed');
    expect(text).toContain(FIRMS.Redress.phone);
  });

  it('claimNotFound: sign in with the address the claim was made with', async () => {
    const text = await refusedOn(
      'TimelineOffered',
      'claimNotFound',
      'Decline the offer',
      'Yes, decline the offer',
    );
    expect(text).toContain('We could not find this claim in the account you are signed in with.');
  });
});
