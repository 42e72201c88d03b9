// What the desk's claim page reads from its machine: the page asks these, never a state's name.
import type { SnapshotFrom } from 'xstate';
import type { deskClaimMachine } from './deskClaimMachine';

type Snapshot = SnapshotFrom<typeof deskClaimMachine>;

export type DeskClaimPhase = 'loading' | 'notFound' | 'failed' | 'loaded';

export function selectPhase(snapshot: Snapshot): DeskClaimPhase {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

/** An action, a reading or a download is on its way. */
export const selectBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');

/** The signed letter is being fetched. */
export const selectDownloading = (snapshot: Snapshot) => snapshot.matches({ loaded: 'downloading' });

/** The complaint whose lender's response is on its way to the gateway (decision 275), or null. */
export function selectUploading(snapshot: Snapshot): string | null {
  const action = snapshot.context.pending?.action;
  return snapshot.matches({ loaded: 'uploading' }) && action?.kind === 'upload' ? action.complaintId : null;
}
