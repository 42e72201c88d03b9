import type { Snapshot, SnapshotFrom } from 'xstate';
import { restoreWizard, serializeWizard, type RestoreResult } from '../../machines/wizard/persistence';
import type { wizardMachine } from '../../machines/wizard/wizardMachine';
import { sessionStore, type SafeStorage, WIZARD_SNAPSHOT_KEY } from '../adapters/storage';
import { forgetDraft } from './drafts';

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

export type Restored =
  | { status: 'ok'; snapshot: Snapshot<unknown> }
  | { status: 'none' }
  | { status: 'dropped'; reason: Exclude<RestoreResult, { ok: true }>['reason'] };

/**
 * The wizard's snapshot from this tab's session storage, checked by the wizard's own restore: an
 * unreadable, stale or tampered snapshot is removed and the reason logged as information (a
 * dropped snapshot after a deploy is expected, not an error).
 */
export function restoreSnapshot(store: SafeStorage = sessionStore, now = Date.now()): Restored {
  const saved = store.get(WIZARD_SNAPSHOT_KEY);
  if (saved === null) return { status: 'none' };
  const restored = restoreWizard(saved, now);
  if (!restored.ok) {
    store.remove(WIZARD_SNAPSHOT_KEY);
    console.info(`Saved claim progress was not restored (${restored.reason})`);
    return { status: 'dropped', reason: restored.reason };
  }
  return { status: 'ok', snapshot: restored.snapshot };
}

/** Saves the wizard's snapshot (live, or as `getPersistedSnapshot()` gave it) in this tab. */
export function saveSnapshot(
  snapshot: SnapshotFrom<typeof wizardMachine> | Snapshot<unknown>,
  store: SafeStorage = sessionStore,
  now = Date.now(),
): boolean {
  return store.set(WIZARD_SNAPSHOT_KEY, serializeWizard(snapshot as SnapshotFrom<typeof wizardMachine>, now));
}

/** Forgets the journey in this tab, and anything typed on its page and not yet sent. */
export function forgetSnapshot(store: SafeStorage = sessionStore): void {
  store.remove(WIZARD_SNAPSHOT_KEY);
  forgetDraft(store);
}
