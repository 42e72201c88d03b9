// What the desk's pages share: the full-width layout, the heading, a table that scrolls in its own box
// at 320 px, and the row of page buttons.
import styled, { createGlobalStyle } from 'styled-components';

/**
 * The desk's pages use the whole width of the window (MOJ's wide layout): staff read tables of
 * claims all day. Rendered by the desk's layout, so the header, the page and the footer widen only
 * while a desk page is shown; the claimant's pages keep the narrow column. Doubled to outrank the
 * base token whichever style sheet comes first.
 */
export const DeskPageWidth = createGlobalStyle`
  :root:root {
    --page-width: none;
  }
`;

export const DeskHeading = styled.h1`
  margin: 0 0 var(--space-4);
  font-size: 2rem;
`;

/** Wide tables scroll inside their own box at 320 px, so the page itself never scrolls sideways. */
export const TableBox = styled.div`
  overflow-x: auto;
  margin-bottom: var(--space-4);
  &:focus-visible {
    outline: 3px solid var(--colour-focus);
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    font-size: 1.5rem;
    margin-bottom: var(--space-2);
  }
  th,
  td {
    padding: var(--space-2) var(--space-3) var(--space-2) 0;
    border-bottom: 1px solid var(--colour-border, #b1b4b6);
    text-align: left;
    vertical-align: top;
  }
  ul {
    margin: 0;
    padding-left: var(--space-4);
  }
`;

/** Headline figures as cards, each a term and its number; a `warning` card has a red top. */
export const FigureCards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: var(--space-3);
  margin: 0 0 var(--space-6);
  div {
    padding: var(--space-3);
    border-top: 5px solid var(--colour-link);
    background: var(--colour-surface, #f3f2f1);
  }
  div.warning {
    border-top-color: var(--colour-error);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: var(--space-1) 0 0;
    font-size: 2rem;
    font-weight: 700;
  }
`;

export const Pagination = styled.nav`
  display: flex;
  gap: var(--space-4);
  flex-wrap: wrap;
`;

/** A date and time as a UK reader writes it, in UK time: "3 November 2026, 10:05". */
export const ukDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(iso));

export const ukDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
