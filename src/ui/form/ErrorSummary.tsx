import { type MouseEvent, type Ref } from 'react';
import styled from 'styled-components';

/** The red-bordered box that takes focus: the error summary, and a failed call's message. */
export const ErrorBox = styled.div`
  margin-bottom: var(--space-5);
  padding: var(--space-3);
  border: 5px solid var(--colour-error);
  &:focus {
    outline: 3px solid var(--colour-focus);
  }
  h2 {
    margin-top: 0;
    font-size: 1.5rem;
  }
`;

const Box = styled(ErrorBox)`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    font-weight: 700;
    color: var(--colour-error);
  }
`;

export interface SummaryItem {
  /** The id of the field the message is about. */
  target: string;
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly SummaryItem[];
  summaryRef?: Ref<HTMLDivElement>;
}

/** Moves focus to the field and brings its question into view, as GOV.UK's error summary does. */
function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const field = document.getElementById(target);
  if (!field) return;
  event.preventDefault();
  const question =
    field.closest('fieldset')?.querySelector('legend') ?? document.querySelector(`label[for="${target}"]`);
  (question ?? field).scrollIntoView?.();
  field.focus({ preventScroll: true });
}

export function ErrorSummary({ items, summaryRef }: ErrorSummaryProps) {
  return (
    <Box ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">There is a problem</h2>
      <ul>
        {items.map((item) => (
          <li key={item.target}>
            <a href={`#${item.target}`} onClick={(event) => focusField(event, item.target)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}
