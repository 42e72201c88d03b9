import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { deskClaimIn, deskComplaintIn } from '../../mocks/gateway/deskClaimData';
import { failure, setUp } from './deskClaimTesting';

describe('deskClaimMachine: opening the claim', () => {
  it('loads the claim and shows it', async () => {
    const { actor, idle, before } = setUp(['prepared']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await idle();
    expect(actor.getSnapshot().context.claim).toEqual(before);
  });

  it('says the claim is not found (another workspace’s reads the same) and offers no retry', async () => {
    const { actor } = setUp(['prepared'], { load: () => Promise.reject(failure('not-found', 'No claim')) });
    await waitFor(actor, (s) => s.matches('notFound'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().matches('notFound')).toBe(true);
  });

  it('says why it could not load, and Try again reads it again', async () => {
    let fail = true;
    const claim = deskClaimIn(['sent']).claim;
    const { actor, idle } = setUp(['sent'], {
      load: () =>
        fail ? Promise.reject(failure('unavailable', 'The gateway is down')) : Promise.resolve(claim),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toBe('The gateway is down');
    fail = false;
    actor.send({ type: 'user.retry' });
    await idle();
    expect(actor.getSnapshot().context.claim?.complaints[0]?.state).toBe('sent');
  });
});

describe('deskClaimMachine: the complaints in the inspector', () => {
  it('replays each complaint’s events through the lifecycle machine as a child the inspector sees', async () => {
    const { actor, idle, inspected } = setUp(['offered', 'prepared'], { after: ['offered', 'sent'] });
    await idle();
    const children = () =>
      Object.values(actor.getSnapshot().children)
        .map((child) => child?.getSnapshot() as { value?: unknown; status?: string } | undefined)
        .filter((s) => s?.status === 'active')
        .map((s) => s?.value);
    expect(children()).toEqual(['offered', 'prepared']);
    const offeredEvents = deskComplaintIn('offered').complaint.events.map((e) => e.type);
    const sentToComplaints = inspected
      .filter(
        (e) =>
          e.type === '@xstate.event' && (e.actorRef as { logic?: { id?: string } }).logic?.id === 'complaint',
      )
      .map((e) => (e as { event: { type: string } }).event.type)
      .filter((type) => !type.startsWith('xstate.'));
    expect(sentToComplaints).toEqual(offeredEvents);

    actor.send({ type: 'user.sendComplaint', complaintId: 'complaint-2' });
    await idle();
    // The first reading's actors are stopped; the new reading's replay the complaint as it now is.
    expect(children()).toEqual(['offered', 'sent']);
  });
});
