import { createGlobalStyle } from 'styled-components';

/**
 * Base styles and the design tokens every component uses. Brands override the tokens through
 * the html theme class (`theme-complex365`, `theme-slater`); components never hard-code colours.
 */
export const GlobalStyle = createGlobalStyle`
  /* A component's own display rule must never show what the hidden attribute hides. */
  [hidden] {
    display: none !important;
  }
  :root {
    --colour-text: #0b0c0c;
    --colour-secondary-text: #484949;
    --colour-background: #ffffff;
    --colour-surface: #f3f2f1;
    --colour-border: #b1b4b6;
    --colour-input-border: #0b0c0c;
    --colour-primary: #1d3557;
    --colour-primary-hover: #14253d;
    --colour-on-primary: #ffffff;
    --colour-link: #1d4ed8;
    --colour-link-visited: #4c2c92;
    --colour-focus: #ffdd00;
    --colour-focus-text: #0b0c0c;
    --colour-error: #d4351c;
    --colour-success: #00703c;
    --font-body: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
    --space-1: 0.25rem;
    --space-2: 0.5rem;
    --space-3: 1rem;
    --space-4: 1.5rem;
    --space-5: 2rem;
    --space-6: 3rem;
    --page-width: 60rem;
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: var(--font-body);
    font-size: 1.1875rem;
    line-height: 1.5;
    color: var(--colour-text);
    background: var(--colour-background);
    /* A long email, name or address line breaks rather than pushing the page sideways on a phone. */
    overflow-wrap: anywhere;
  }
  a { color: var(--colour-link); }
  a:visited { color: var(--colour-link-visited); }
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible {
    outline: 3px solid var(--colour-focus);
    outline-offset: 0;
    box-shadow: 0 0 0 6px var(--colour-focus-text);
  }
`;
