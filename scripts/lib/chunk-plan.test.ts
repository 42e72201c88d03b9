import { describe, expect, it } from 'vitest';
import { planChunks } from './chunk-plan.mjs';

interface Node {
  isEntry?: boolean;
  imports?: string[];
  lazy?: string[];
}

/** A module graph in the bundler's terms, from a list of modules and what each imports. */
function graph(nodes: Record<string, Node>) {
  const ids = Object.keys(nodes);
  const dynamicImporters = (id: string) => ids.filter((other) => nodes[other]?.lazy?.includes(id));
  return planChunks(ids, (id: string) => {
    const node = nodes[id];
    if (!node) return null;
    return {
      isEntry: node.isEntry ?? false,
      importedIds: node.imports ?? [],
      dynamicallyImportedIds: node.lazy ?? [],
      dynamicImporters: dynamicImporters(id),
    };
  });
}

const app = {
  '/p/src/site/main.ts': {
    isEntry: true,
    imports: ['/p/src/consent/store.ts', '/p/src/site/banner.ts'],
    lazy: ['/p/src/journey/referralRuntime.ts'],
  },
  '/p/src/site/banner.ts': { imports: ['/p/src/consent/store.ts'] },
  '/p/src/journey/referralRuntime.ts': { imports: ['/p/machines/referral.ts', '/p/src/site/only-later.ts'] },
  '/p/src/site/only-later.ts': {},
  '/p/machines/referral.ts': { imports: ['/p/node_modules/xstate/index.js'] },
  '/p/node_modules/xstate/index.js': {},
  '/p/src/consent/store.ts': {},
  '/p/src/root.tsx?__react-router-build-client-route': { isEntry: true, imports: ['/p/src/root.tsx'] },
  '/p/src/root.tsx': {
    imports: [
      '/p/node_modules/react/index.js',
      '/p/src/ui/Header.tsx',
      '/p/src/consent/store.ts',
      '/p/machines/referral.ts',
    ],
    lazy: ['/p/src/journey/runtime.ts'],
  },
  '/p/node_modules/react/index.js': {},
  '/p/src/ui/Header.tsx': {},
  '/p/src/journey/runtime.ts': { imports: ['/p/node_modules/firebase/auth.js'] },
  '/p/node_modules/firebase/auth.js': {},
  '/p/src/journey/routes/form.tsx?__react-router-build-client-route': {
    isEntry: true,
    imports: ['/p/src/journey/routes/form.tsx'],
  },
  '/p/src/journey/routes/form.tsx': {
    imports: [
      '/p/src/journey/JourneyPage.tsx',
      '/p/src/ui/form/TextInput.tsx',
      '/p/node_modules/react/index.js',
    ],
    lazy: ['/p/src/journey/steps/sign.ts', '/p/src/journey/core.ts'],
  },
  '/p/src/journey/JourneyPage.tsx': { imports: ['/p/node_modules/libphonenumber-js/core.js'] },
  '/p/src/journey/core.ts': {
    imports: ['/p/src/journey/actor.ts', '/p/src/journey/WizardPage.tsx', '/p/src/ui/form/TextInput.tsx'],
  },
  '/p/src/journey/WizardPage.tsx': {
    imports: ['/p/node_modules/@xstate/react/index.js', '/p/node_modules/react-dom/index.js'],
  },
  '/p/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx': {
    isEntry: true,
    imports: ['/p/node_modules/react-dom/client.js', '/p/node_modules/react-dom/index.js'],
  },
  '/p/node_modules/react-dom/client.js': {},
  '/p/node_modules/react-dom/index.js': {},
  '/p/node_modules/@xstate/react/index.js': { imports: ['/p/node_modules/xstate/index.js'] },
  '/p/src/journey/actor.ts': { imports: ['/p/machines/wizard/wizardMachine.ts'] },
  '/p/machines/wizard/wizardMachine.ts': { imports: ['/p/node_modules/xstate/index.js'] },
  '/p/node_modules/libphonenumber-js/core.js': {},
  '/p/src/journey/steps/sign.ts': {
    imports: ['/p/node_modules/signature_pad/index.js', '/p/src/ui/form/TextInput.tsx'],
  },
  '/p/node_modules/signature_pad/index.js': {},
  '/p/src/ui/form/TextInput.tsx': {},
  '/p/src/account/routes/login.tsx?__react-router-build-client-route': {
    isEntry: true,
    imports: ['/p/src/account/routes/login.tsx'],
  },
  '/p/src/account/routes/login.tsx': { imports: ['/p/src/ui/form/TextInput.tsx', '/p/src/journey/actor.ts'] },
  '\0vite/preload-helper.js': {},
  '\0rolldown/runtime.js': {},
} satisfies Record<string, Node>;

describe('the chunk plan (decision 150)', () => {
  const plan = graph(app);
  const group = (id: string) => plan.get(id) ?? null;

  it('puts what the content pages’ script shares with the app in one chunk, and leaves its own code to it', () => {
    expect(group('/p/src/consent/store.ts')).toBe('site-shared');
    expect(group('/p/src/site/banner.ts')).toBeNull();
  });

  it('keeps what the script loads later apart from what the app loads as it opens', () => {
    expect(group('/p/machines/referral.ts')).toBe('site-lazy');
    expect(group('/p/src/site/only-later.ts')).toBeNull();
  });

  it('splits what every app route loads into libraries and the app’s own shell', () => {
    expect(group('/p/node_modules/react/index.js')).toBe('framework');
    expect(group('/p/src/ui/Header.tsx')).toBe('shell');
  });

  it('plans what React Router’s client entry loads with what every app route loads, so no lazily loaded part’s chunk comes with every page', () => {
    // The journey's core imports react-dom too: left to the bundler, it went into the core's chunk,
    // which the client entry then imported.
    expect(group('/p/node_modules/react-dom/index.js')).toBe('framework');
    expect(group('/p/node_modules/react-dom/client.js')).toBe('framework');
    expect(group('/p/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx')).toBeNull();
  });

  it('puts what the journey shares with other routes in one chunk, and what only it loads in another', () => {
    expect(group('/p/src/ui/form/TextInput.tsx')).toBe('forms');
    expect(group('/p/src/journey/JourneyPage.tsx')).toBe('journey');
    expect(group('/p/node_modules/libphonenumber-js/core.js')).toBe('journey');
  });

  it('puts what the journey’s core loads with it in chunks of its own: what other routes share, and what only it loads (decision 228)', () => {
    expect(group('/p/src/journey/WizardPage.tsx')).toBe('wizard-page');
    expect(group('/p/node_modules/@xstate/react/index.js')).toBe('wizard-page');
    expect(group('/p/src/journey/actor.ts')).toBe('wizard');
    expect(group('/p/machines/wizard/wizardMachine.ts')).toBe('wizard');
    // What the first page loads already stays where it is.
    expect(group('/p/src/ui/form/TextInput.tsx')).toBe('forms');
    expect(group('/p/src/journey/core.ts')).toBeNull();
    // The route module that names the core's import() stays in its route's chunk.
    expect(group('/p/src/journey/routes/form.tsx')).toBeNull();
  });

  it('leaves entries, lazily loaded modules and what only they load to the bundler, so nothing loads sooner', () => {
    for (const id of [
      '/p/src/journey/routes/form.tsx?__react-router-build-client-route',
      '/p/src/journey/runtime.ts',
      '/p/node_modules/firebase/auth.js',
      '/p/src/journey/steps/sign.ts',
      '/p/node_modules/signature_pad/index.js',
      '/p/src/journey/referralRuntime.ts',
    ])
      expect(group(id)).toBeNull();
  });

  it('leaves XState to its own group and the bundler’s runtime alone', () => {
    expect(group('/p/node_modules/xstate/index.js')).toBeNull();
    expect(group('\0rolldown/runtime.js')).toBeNull();
  });

  it('plans nothing for a build that is not the app’s (Storybook’s has no route modules)', () => {
    const { '/p/src/journey/routes/form.tsx?__react-router-build-client-route': _, ...withoutJourney } = app;
    expect(graph(withoutJourney).size).toBe(0);
  });
});
