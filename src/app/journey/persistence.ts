import * as v from 'valibot';
import type { AnyStateMachine, Snapshot } from 'xstate';
import { AnswersSchema } from '../../../machines/wizard/context';
import { STEP_KEYS } from '../../../machines/wizard/steps';
import {
  readJson,
  sessionStore,
  writeJson,
  type SafeStorage,
  WIZARD_SNAPSHOT_KEY,
} from '../../adapters/storage';

/**
 * Bumped whenever the wizard's states or context change shape: an older snapshot is then dropped
 * rather than restored into states that no longer exist.
 */
export const SNAPSHOT_VERSION = 1;

const StepKeySchema = v.picklist(STEP_KEYS);

const PersistedSchema = v.object({
  version: v.literal(SNAPSHOT_VERSION),
  snapshot: v.looseObject({
    status: v.literal('active'),
    value: v.record(v.string(), v.unknown()),
    context: v.looseObject({
      answers: AnswersSchema,
      current: StepKeySchema,
      reached: v.pipe(v.array(StepKeySchema), v.maxLength(STEP_KEYS.length)),
    }),
  }),
});

/** The leaf states of a machine as dotted paths, e.g. 'start.contact.editing'. */
export function leafPaths(machine: AnyStateMachine): Set<string> {
  const leaves = new Set<string>();
  const visit = (node: AnyStateMachine['root'], path: string[]) => {
    const children = Object.entries(node.states);
    if (children.length === 0 && path.length > 0) leaves.add(path.join('.'));
    for (const [key, child] of children) visit(child, [...path, key]);
  };
  visit(machine.root, []);
  return leaves;
}

/** A state value as a dotted path ('start.contact.editing'), or null for anything else. */
export function valuePath(value: unknown): string | null {
  const parts: string[] = [];
  let node = value;
  while (typeof node === 'object' && node !== null) {
    const entries = Object.entries(node);
    if (entries.length !== 1) return null;
    const [key, child] = entries[0] as [string, unknown];
    parts.push(key);
    node = child;
  }
  if (typeof node !== 'string') return null;
  return [...parts, node].join('.');
}

export type Restored = { status: 'ok'; snapshot: Snapshot<unknown> } | { status: 'none' | 'dropped' };

/**
 * The wizard's snapshot from this tab's session storage, validated: an unreadable, stale or
 * tampered snapshot is removed and the reason (paths only, never values) logged as information.
 */
export function restoreSnapshot(machine: AnyStateMachine, store: SafeStorage = sessionStore): Restored {
  const read = readJson(store, WIZARD_SNAPSHOT_KEY, PersistedSchema);
  if (read.status === 'missing') return { status: 'none' };
  if (read.status === 'invalid') {
    console.info(`Saved claim progress was not restored: ${read.reason}`);
    return { status: 'dropped' };
  }
  const path = valuePath(read.value.snapshot.value);
  if (path === null || !leafPaths(machine).has(path)) {
    store.remove(WIZARD_SNAPSHOT_KEY);
    console.info('Saved claim progress was not restored: it names a step this version does not have');
    return { status: 'dropped' };
  }
  return { status: 'ok', snapshot: read.value.snapshot as unknown as Snapshot<unknown> };
}

export function saveSnapshot(snapshot: unknown, store: SafeStorage = sessionStore): boolean {
  return writeJson(store, WIZARD_SNAPSHOT_KEY, { version: SNAPSHOT_VERSION, snapshot });
}

export function forgetSnapshot(store: SafeStorage = sessionStore): void {
  store.remove(WIZARD_SNAPSHOT_KEY);
}
