import { useState, useSyncExternalStore } from 'react';
import { inspectionStore } from './devInspector';
import { InspectPanelView } from './InspectPanelView';

/** What the dev inspector has collected, kept current as the machines run. */
export function useInspection() {
  return useSyncExternalStore(
    inspectionStore.subscribe,
    inspectionStore.getSnapshot,
    inspectionStore.getSnapshot,
  );
}

/** The panel wired to the page's inspection store; personal data stays masked until revealed. */
export default function InspectPanel() {
  const { machines, events } = useInspection();
  const [open, setOpen] = useState(false);
  const [reveal, setReveal] = useState(false);
  return (
    <InspectPanelView
      machines={machines}
      events={events}
      open={open}
      onOpenChange={setOpen}
      reveal={reveal}
      onRevealChange={setReveal}
    />
  );
}
