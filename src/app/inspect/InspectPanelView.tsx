import styled from 'styled-components';
import { summarise } from './mask';
import { stateText } from './stateText';
import type { EventEntry, MachineEntry } from './store';

// In the page's flow, at its end (decision 129): never fixed or floating, so it cannot sit over the
// page's content at any width; opening it makes the page longer.
const Aside = styled.aside`
  position: static;
  box-sizing: border-box;
  width: 100%;
  margin: 0;
  padding: 0.25rem;
  overflow-wrap: anywhere;
  font:
    0.875rem/1.4 ui-monospace,
    monospace;
  color: #0b0c0c;
  background: #ffffff;
  border: 2px solid #0b0c0c;
  h2,
  h3 {
    margin: 0.5rem 0 0.25rem;
    font-size: 0.875rem;
  }
  pre {
    margin: 0;
    white-space: pre-wrap;
    word-break: break-word;
  }
  ol {
    margin: 0;
    padding-left: 1.5rem;
  }
  button,
  label,
  summary {
    min-height: 24px;
  }
  summary {
    cursor: pointer;
  }
`;

const Body = styled.div`
  max-height: 70vh;
  overflow: auto;
  padding: 0 0.5rem 0.5rem;
`;

export interface InspectPanelViewProps {
  machines: readonly MachineEntry[];
  events: readonly EventEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reveal: boolean;
  onRevealChange: (reveal: boolean) => void;
}

function json(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent) ?? 'undefined';
}

/** The development-only machine panel: running machines, their context, and recent events. */
export function InspectPanelView({
  machines,
  events,
  open,
  onOpenChange,
  reveal,
  onRevealChange,
}: InspectPanelViewProps) {
  return (
    <Aside aria-label="Machine inspector" data-dev-inspect-panel="">
      <button type="button" aria-expanded={open} onClick={() => onOpenChange(!open)}>
        Machines ({machines.length})
      </button>
      {open && (
        <Body>
          <label>
            <input
              type="checkbox"
              checked={reveal}
              onChange={(event) => onRevealChange(event.target.checked)}
            />{' '}
            Show personal data
          </label>
          <h2>Running machines</h2>
          {machines.length === 0 && <p>No machine is running with the dev inspector.</p>}
          {machines.map((machine) => (
            <section key={machine.sessionId} aria-label={`Machine ${machine.name}`}>
              <h3>
                {machine.name}: <code>{stateText(machine.value)}</code>
              </h3>
              <details>
                <summary>Context</summary>
                <pre>{json(summarise(machine.context, { reveal }), 2)}</pre>
              </details>
            </section>
          ))}
          <h2>Last {events.length} events (newest first)</h2>
          <ol reversed>
            {[...events].reverse().map((entry) => (
              <li key={entry.seq}>
                <time dateTime={new Date(entry.at).toISOString()}>
                  {new Date(entry.at).toLocaleTimeString('en-GB')}
                </time>{' '}
                {entry.target} ← <strong>{entry.type}</strong>{' '}
                <code>{json(summarise(entry.event, { reveal, maxDepth: 3 }))}</code>
              </li>
            ))}
          </ol>
        </Body>
      )}
    </Aside>
  );
}
