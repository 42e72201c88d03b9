import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
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
export function InspectPanel() {
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

/**
 * The panel at the very end of the page, after the footer, in the page's flow: it never sits over
 * the page's content at any width (decision 129).
 */
export default function InspectPanelAtPageEnd() {
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.body.append(host);
    return () => host.remove();
  }, [host]);
  return createPortal(<InspectPanel />, host);
}
