import styled from 'styled-components';

// Every styled component on a prerendered page names its componentId: generated ids depend on
// module evaluation order, which differs between the prerender bundle and the browser's lazily
// loaded chunks, and differing class names make hydration fail (docs/decisions/045).

/** The main landmark of every public page; the skip link targets it. */
export const PageMain = styled.main
  .attrs({ id: 'main-content', tabIndex: -1 })
  .withConfig({ componentId: 'Page-PageMain' })`
  max-width: var(--page-width);
  margin: 0 auto;
  padding: var(--space-4) var(--space-3);
  h1,
  h2,
  h3 {
    font-family: var(--font-heading, var(--font-body));
    line-height: 1.2;
  }
  h1 {
    font-size: 2.25rem;
    margin: var(--space-3) 0 var(--space-4);
  }
  section {
    margin-top: var(--space-5);
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: var(--space-2);
    border-bottom: 1px solid var(--colour-border);
  }
  &:focus {
    outline: none;
  }
`;

export const Lede = styled.p.withConfig({ componentId: 'Page-Lede' })`
  font-size: 1.375rem;
`;

/** Regulatory notes and sample-value labels: visible, never fine print. */
export const Note = styled.p.withConfig({ componentId: 'Page-Note' })`
  border-left: 6px solid var(--colour-primary);
  padding: var(--space-2) var(--space-3);
  background: var(--colour-surface);
`;

export const CallToAction = styled.a.withConfig({ componentId: 'Page-CallToAction' })`
  display: inline-block;
  margin: var(--space-3) 0;
  padding: var(--space-2) var(--space-4);
  min-height: 44px;
  background: var(--colour-primary);
  color: var(--colour-on-primary);
  font-weight: 700;
  text-decoration: none;
  border-radius: 4px;
  &:visited,
  &:hover {
    color: var(--colour-on-primary);
  }
  &:hover {
    background: var(--colour-primary-hover);
  }
`;
