import { createContext } from 'react';

/**
 * True while the prerender renders a content page into static HTML that never hydrates (decision
 * 123). Set by src/entry.server.tsx, which alone knows whether it renders a page or the app's SPA
 * shell; in the browser it is always false, and the layout reads it only in the server build
 * (`import.meta.env.SSR`) so the browser bundle leaves out what only static pages show
 * (decision 150).
 */
export const StaticPageContext = createContext(false);
