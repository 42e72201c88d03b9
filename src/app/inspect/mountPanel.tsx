import { createRoot } from 'react-dom/client';
import { InspectPanel } from './InspectPanel';

/**
 * Adds the machine panel to the end of a page React does not render (a content page in the dev
 * server). Loaded only from an `import.meta.env.DEV` branch, so content pages' production script
 * never holds React for it. Returns a function that removes it again.
 */
export function mountDevInspectPanel(doc: Document): () => void {
  const host = doc.createElement('div');
  doc.body.append(host);
  const root = createRoot(host);
  root.render(<InspectPanel />);
  return () => {
    root.unmount();
    host.remove();
  };
}
