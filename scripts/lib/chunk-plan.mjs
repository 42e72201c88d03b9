// How the browser bundle is cut into chunks (decision 150). Left to itself, the bundler makes a
// chunk for every distinct set of entries that shares a module: with the content pages' script,
// every route module and every lazily loaded part as entries, `/form/start` loaded 36 chunks, and
// each boundary cost compression (the same code in one file was 8.5 KB gzip smaller). This plan
// puts every module that a page loads as it opens into one of six chunks, by who loads it:
//
//   site-shared  what the content pages' script shares with the app (consent store, valibot, …)
//   site-lazy    what the script loads later (referral capture, build-version check) that the
//                app uses too
//   framework    libraries every app route loads (React, React Router, styled-components)
//   shell        the app's own code every app route loads (the layout, brand, cookie banner)
//   forms        what the claim journey's first page shares with the other app routes (/login,
//                /auth, your claims): the form page, its buttons and links
//   journey      what only the claim journey's first page loads
//   wizard       what the journey's core (src/journey/core.ts) loads with it, once the first
//                page has rendered or before a later step's first render (decision 228), and
//                shares with the other app routes: the wizard machine, the claim's rules,
//                libphonenumber, @xstate/react
//   wizard-page  what only the journey's core loads: the wizard's page, the start section's
//                steps, the loaders of the later sections
//
// XState keeps its own chunk (decision 140), and route modules stay in their routes' chunks
// (decision 228). Entries and lazily loaded modules (the session and
// Firebase, the later sections, the content pages' lazy machines) are left to the bundler, so
// nothing loads earlier than before. The graph is read once the build has parsed every module.

/** A route module: each feature's routes live in its own `routes/` folder (src/<feature>/routes/). */
const ROUTE_MODULE = /[\\/]src[\\/][^\\/]+[\\/]routes[\\/]/;

/** Chunk group names, highest priority first. */
export const CHUNK_GROUPS = [
  'site-shared',
  'site-lazy',
  'framework',
  'shell',
  'forms',
  'journey',
  'wizard',
  'wizard-page',
];

/**
 * @typedef {{ isEntry: boolean, importedIds: readonly string[], dynamicallyImportedIds: readonly string[], dynamicImporters: readonly string[] }} ModuleNode
 * @param {string[]} ids every module id of the client build
 * @param {(id: string) => ModuleNode | null} info
 * @returns {Map<string, string>} module id → group name, for the modules the plan places
 */
export function planChunks(ids, info) {
  const closure = (starts) => {
    const seen = new Set();
    const stack = [...starts];
    while (stack.length > 0) {
      const id = stack.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };
  const isEntry = (id) => Boolean(info(id)?.isEntry);
  const routeEntry = (pattern) => ids.filter((id) => isEntry(id) && pattern.test(id));
  const journeyRoute = routeEntry(/[\\/]src[\\/]journey[\\/]routes[\\/]form\.tsx/);
  const rootRoute = routeEntry(/[\\/]src[\\/]root\.tsx/);
  // React Router's client entry: loaded by every app page with the root route, so what it imports
  // is planned with the root's. Left to the bundler, a module it shares with a lazily loaded part
  // (react-dom's portal, say, once the journey's core used it) went into that part's chunk, and
  // every app page loaded that chunk as it opened.
  const clientEntry = routeEntry(/[\\/]entry\.client\.[jt]sx?$/);
  // Not a React Router build (Storybook's, for one): leave the bundler's own chunks.
  if (journeyRoute.length === 0 || rootRoute.length === 0) return new Map();

  const lazy = (id) => isEntry(id) || (info(id)?.dynamicImporters.length ?? 0) > 0;
  const site = closure(ids.filter((id) => isEntry(id) && /[\\/]src[\\/]site[\\/]main\.ts$/.test(id)));
  // What the content pages' script loads later (the referral capture, the build-version check).
  const siteLazy = closure([...site].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
  const root = closure([...rootRoute, ...clientEntry]);
  const journey = closure(journeyRoute);
  // The journey's core: loaded lazily by the first page, its static imports in one chunk.
  const wizard = closure(ids.filter((id) => /[\\/]src[\\/]journey[\\/]core\.ts$/.test(id)));
  const otherRoutes = closure(
    ids.filter((id) => isEntry(id) && ROUTE_MODULE.test(id) && !journeyRoute.includes(id)),
  );
  const plan = new Map();
  for (const id of ids) {
    // Entries and lazily loaded modules keep their own chunks; XState has its own group; the
    // bundler's runtime is its own. Vite's preload helper, which lazy imports use on every page,
    // goes where the plan says like any other module.
    if (lazy(id) || /^\0rolldown/.test(id) || /node_modules[\\/]xstate[\\/]/.test(id)) continue;
    // A route module stays in its route's chunk: the journey's names the core's import(), which a
    // chunk the sign-in pages load (through the wizard's) must not carry (decision 228).
    if (ROUTE_MODULE.test(id)) continue;
    const library = /[\\/]node_modules[\\/]/.test(id);
    const app = root.has(id) || journey.has(id) || otherRoutes.has(id);
    let group = null;
    if (site.has(id)) group = app ? 'site-shared' : null;
    else if (siteLazy.has(id)) group = app ? 'site-lazy' : null;
    else if (root.has(id)) group = library ? 'framework' : 'shell';
    else if (journey.has(id)) group = otherRoutes.has(id) ? 'forms' : 'journey';
    else if (wizard.has(id)) group = otherRoutes.has(id) ? 'wizard' : 'wizard-page';
    if (group) plan.set(id, group);
  }
  return plan;
}

/**
 * Vite plugin and its groups for `build.rolldownOptions.output.codeSplitting.groups`: the plugin
 * reads the client build's module graph when parsing ends; the groups' tests read the plan.
 */
export function chunkPlan() {
  let plan = new Map();
  const plugin = {
    name: 'redress:chunk-plan',
    apply: 'build',
    buildEnd() {
      if (this.environment?.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      plan = planChunks(ids, (id) => {
        const module = this.getModuleInfo(id);
        return module
          ? {
              isEntry: module.isEntry,
              importedIds: module.importedIds,
              dynamicallyImportedIds: module.dynamicallyImportedIds,
              dynamicImporters: module.dynamicImporters,
            }
          : null;
      });
    },
  };
  const groups = CHUNK_GROUPS.map((name, index) => ({
    name,
    test: (id) => plan.get(id) === name,
    priority: CHUNK_GROUPS.length - index,
  }));
  return { plugin, groups };
}
