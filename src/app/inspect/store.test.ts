import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, setup } from 'xstate';
import { EVENT_LIMIT, createInspectionStore } from './store';

const counter = createMachine({
  id: 'counter',
  initial: 'idle',
  context: { count: 0, email: 'jane@example.com' },
  states: {
    idle: { on: { 'user.next': 'busy' } },
    busy: { on: { 'user.next': 'idle', 'user.finish': 'done' } },
    done: { type: 'final' },
  },
});

describe('inspection store', () => {
  it('lists a running machine with its current state and context', () => {
    const store = createInspectionStore();
    const actor = createActor(counter, { inspect: store.record }).start();
    actor.send({ type: 'user.next' });
    const [machine] = store.getSnapshot().machines;
    expect(machine).toMatchObject({ name: 'counter', value: 'busy', status: 'active' });
    expect(machine?.context).toEqual({ count: 0, email: 'jane@example.com' });
  });

  it('drops a machine from the list once it stops running', () => {
    const store = createInspectionStore();
    const actor = createActor(counter, { inspect: store.record }).start();
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.finish' });
    expect(store.getSnapshot().machines).toEqual([]);
  });

  it('keeps the last 50 events sent to machines, oldest first', () => {
    let clock = 0;
    const store = createInspectionStore(() => ++clock);
    const actor = createActor(counter, { inspect: store.record }).start();
    for (let i = 0; i < 80; i += 1) actor.send({ type: 'user.next' });
    const { events } = store.getSnapshot();
    expect(EVENT_LIMIT).toBe(50);
    expect(events).toHaveLength(50);
    // 81 events in all (xstate.init then 80 sends): the first 31 have dropped off.
    expect(events[0]?.seq).toBe(32);
    expect(events.at(-1)?.seq).toBe(81);
    expect(events.every((e) => e.type === 'user.next' && e.target === 'counter')).toBe(true);
  });

  it('lists machines but not promise actors', async () => {
    const withChild = setup({ actors: { lookup: fromPromise(() => Promise.resolve('ok')) } }).createMachine({
      id: 'parent',
      initial: 'loading',
      states: { loading: { invoke: { src: 'lookup', onDone: 'ready' } }, ready: {} },
    });
    const store = createInspectionStore();
    const actor = createActor(withChild, { inspect: store.record }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(store.getSnapshot().machines.map((m) => m.name)).toEqual(['parent']);
  });

  it('tells subscribers about each change until they unsubscribe', () => {
    const store = createInspectionStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    const actor = createActor(counter, { inspect: store.record }).start();
    const afterStart = calls;
    expect(afterStart).toBeGreaterThan(0);
    unsubscribe();
    actor.send({ type: 'user.next' });
    expect(calls).toBe(afterStart);
  });
});
