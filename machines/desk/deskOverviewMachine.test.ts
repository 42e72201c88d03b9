import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lenderCounterKey } from '../../contract/overviewCounters';
import { deskOverviewData, type DeskOverviewData } from '../../contract/overviewFigures';
import { deskOverviewMachine, hasNoComplaints, shownFigures } from './deskOverviewMachine';

const horse = lenderCounterKey('Black Horse');
const overview = (complaints: number): DeskOverviewData =>
  deskOverviewData(
    [
      {
        workspace: 'Redress',
        counters: complaints
          ? { complaints, 'route.scheme2': complaints, [`lender.${horse}`]: complaints }
          : {},
        lenderNames: { [horse]: 'Black Horse' },
      },
      { workspace: 'SGUK', counters: { complaints: 1, 'route.general': 1 }, lenderNames: {} },
    ],
    '2026-11-29',
  );

function start(answers: (() => Promise<DeskOverviewData>)[]) {
  let calls = 0;
  const machine = deskOverviewMachine.provide({
    actors: {
      readOverview: fromPromise(() => {
        const answer = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        return answer();
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls: () => calls };
}
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('the desk’s overview (decision 274)', () => {
  it('reads the figures once and shows the sum of the staff member’s workspaces', async () => {
    const { actor, calls } = start([() => Promise.resolve(overview(3))]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(calls()).toBe(1);
    expect(shownFigures(actor.getSnapshot().context)?.complaints).toBe(4);
  });

  it('shows one workspace’s figures when chosen, and only one of the staff member’s', async () => {
    const { actor } = start([() => Promise.resolve(overview(3))]);
    await settled(actor);
    actor.send({ type: 'user.chooseScope', scope: 'SGUK' });
    expect(shownFigures(actor.getSnapshot().context)?.complaints).toBe(1);
    actor.send({ type: 'user.chooseScope', scope: 'Complex365' });
    expect(actor.getSnapshot().context.scope).toBe('SGUK');
    actor.send({ type: 'user.chooseScope', scope: 'all' });
    expect(shownFigures(actor.getSnapshot().context)?.complaints).toBe(4);
  });

  it('says when the figures shown count no complaint', async () => {
    const { actor } = start([() => Promise.resolve(overview(0))]);
    await settled(actor);
    expect(hasNoComplaints(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'user.chooseScope', scope: 'Redress' });
    expect(hasNoComplaints(actor.getSnapshot().context)).toBe(true);
  });

  it('shows the gateway’s message when the figures could not be read, and reads them again on Try again', async () => {
    const { actor, calls } = start([
      () => Promise.reject(new Error('The desk is for the firm’s staff. Sign in with a staff account.')),
      () => Promise.resolve(overview(2)),
    ]);
    await settled(actor);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(
      'The desk is for the firm’s staff. Sign in with a staff account.',
    );
    actor.send({ type: 'user.retry' });
    await settled(actor);
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('keeps the figures shown while they are read again', async () => {
    let release: (data: DeskOverviewData) => void = () => undefined;
    const { actor } = start([
      () => Promise.resolve(overview(3)),
      () => new Promise<DeskOverviewData>((resolve) => (release = resolve)),
    ]);
    await settled(actor);
    actor.send({ type: 'user.refresh' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(shownFigures(actor.getSnapshot().context)?.complaints).toBe(4);
    release(overview(5));
    await settled(actor);
    expect(shownFigures(actor.getSnapshot().context)?.complaints).toBe(6);
  });

  it('says plainly when the gateway gave no message', async () => {
    const { actor } = start([() => Promise.reject(new Error(''))]);
    await settled(actor);
    expect(actor.getSnapshot().context.problem).toBe('The figures could not be read. Try again.');
  });
});
