import type { SnapshotFrom } from 'xstate';
import type { myDataMachine } from './myDataMachine';

type MyDataSnapshot = SnapshotFrom<typeof myDataMachine>;

/** Where the copy is: being made, could not be made, or shown. */
export function selectMyDataPhase(snapshot: MyDataSnapshot): 'loading' | 'failed' | 'ready' {
  if (snapshot.matches({ copy: 'ready' })) return 'ready';
  return snapshot.matches({ copy: 'failed' }) ? 'failed' : 'loading';
}

/**
 * Where the request to delete is: not asked, being confirmed, on its way, open, or being withdrawn
 * (decision 271); or not open to this account (decision 248).
 */
export function selectDeletionStep(
  snapshot: MyDataSnapshot,
): 'idle' | 'confirming' | 'sending' | 'requested' | 'withdrawing' | 'refused' {
  if (snapshot.hasTag('withdrawing')) return 'withdrawing';
  if (snapshot.context.deletion !== null) return 'requested';
  if (snapshot.hasTag('refused')) return 'refused';
  if (!snapshot.hasTag('confirming')) return 'idle';
  return snapshot.hasTag('busy') ? 'sending' : 'confirming';
}
