import { createContext, useContext } from 'react';

/**
 * True while the prerender renders a content page into static HTML that never hydrates (decision
 * 123). Set by src/entry.server.tsx, which alone knows whether it renders a page or the app's SPA
 * shell; in the browser it is always false.
 */
export const StaticPageContext = createContext(false);

export const useStaticPage = () => useContext(StaticPageContext);
