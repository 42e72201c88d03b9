import type { DevInspect } from '../app/inspect/createDevInspector';

/**
 * In a development build, the dev inspector for a machine a content page runs; `undefined` in
 * production, where the branch and its import() are dropped from the bundle.
 */
export async function loadDevInspector(): Promise<DevInspect | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const { createDevInspector } = await import('../app/inspect/createDevInspector');
  return createDevInspector();
}

/**
 * The dev server's React modules expect the React Refresh preamble that React Router puts into the
 * app's HTML; a content page has none, so the same module is loaded here before React.
 */
async function installRefreshPreamble(win: Window & { __vite_plugin_react_preamble_installed__?: boolean }) {
  if (win.__vite_plugin_react_preamble_installed__) return;
  // React Router's dev-server module (its Vite plugin serves it; the app's HTML imports it).
  const preamble = '/@id/__x00__virtual:react-router/inject-hmr-runtime';
  await import(/* @vite-ignore */ preamble);
}

/**
 * In the dev server, adds the machine panel to the end of the content page (it brings React with
 * it, in development only). Does nothing in any build.
 */
export function showDevInspectPanel(doc: Document): void {
  // Only from the dev server (import.meta.hot): a development-mode build served as files (the
  // brand builds of the browser tests) has no React Refresh preamble to load.
  if (!import.meta.env.DEV || !import.meta.hot) return;
  installRefreshPreamble(window)
    .then(() => import('../app/inspect/mountPanel'))
    .then(({ mountDevInspectPanel }) => mountDevInspectPanel(doc))
    .catch((error: unknown) => console.error('[inspect] Could not load the machine panel', String(error)));
}
