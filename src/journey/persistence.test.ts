import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage, WIZARD_SNAPSHOT_KEY, type StorageLike } from '../adapters/storage';
import { wizardMachine } from '../../machines/wizard/wizardMachine';
import { sampleAnswers as a } from '../../machines/wizard/fixtures';
import { restoreSnapshot, saveSnapshot, valuePath } from './persistence';

function memoryStore() {
  const items = new Map<string, string>();
  const like: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  return { items, store: createSafeStorage(() => like) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the wizard snapshot in session storage', () => {
  it('restores the step and answers a reload left', () => {
    const { store } = memoryStore();
    const actor = createActor(wizardMachine).start();
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.details });
    expect(saveSnapshot(actor.getSnapshot(), store)).toBe(true);
    const restored = restoreSnapshot(store);
    expect(restored.status).toBe('ok');
    const again = createActor(wizardMachine, {
      snapshot: restored.status === 'ok' ? restored.snapshot : undefined,
    }).start();
    expect(again.getSnapshot().context.current).toBe('start.dob');
    expect(again.getSnapshot().context.answers.lastName).toBe(a.details.lastName);
  });

  it('drops a tampered snapshot, logging only the reason as information', () => {
    const { store, items } = memoryStore();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    items.set(WIZARD_SNAPSHOT_KEY, JSON.stringify({ version: 1, value: { sign: 'review' }, context: {} }));
    expect(restoreSnapshot(store).status).toBe('dropped');
    expect(items.has(WIZARD_SNAPSHOT_KEY)).toBe(false);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Saved claim progress was not restored/));
  });

  it('has nothing to restore in a new tab', () => {
    expect(restoreSnapshot(memoryStore().store).status).toBe('none');
  });
});

describe('valuePath', () => {
  it('names the leaf state of a state value', () => {
    expect(valuePath({ start: { contact: 'editing' } })).toBe('start.contact.editing');
    expect(valuePath({ sign: 'review' })).toBe('sign.review');
    expect(valuePath({ a: 'x', b: 'y' })).toBeNull();
  });
});
