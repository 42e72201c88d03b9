// The layer rules (docs/architecture.md's table): what each folder may import, folder by folder.
// eslint.config.js adds them after the recommended rules; the rules between features follow them.

export const browserGlobalsForbidden = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'fetch',
].map((name) => ({
  name,
  message: 'Machines are pure: receive this through an actor or action supplied with .provide().',
}));

/** The Firebase SDK itself (not the project's own adapters/firebase.ts). */
export const firebase = { regex: '^@?firebase(/|$)' };

/** Markdown and front matter are read when the site is built, never in the browser. */
export const buildTimeOnly = [
  {
    group: ['marked', 'gray-matter'],
    message: 'Content is parsed at build time, in src/content/*.server.ts only.',
  },
];

export const layers = [
  {
    // Import direction: machines are pure (no src, Firebase, router, React, browser globals).
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '../src', '../src/*'], message: 'machines/ must not import src/.' },
            { ...firebase, message: 'Machines are pure: no Firebase.' },
            {
              group: ['react-router', 'react-router/*', '@react-router/*'],
              message: 'Machines are pure: no router.',
            },
            {
              group: ['react', 'react-dom', 'react-dom/*', 'styled-components'],
              message: 'Machines are pure: no UI.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...browserGlobalsForbidden],
    },
  },
  {
    // The claim contract is the base every workspace imports: valibot and libphonenumber-js only,
    // and nothing that needs Node or a browser. Its tests may use the test tools and Node.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot$|libphonenumber-js/core$|\\./)',
              message: 'contract/ imports only valibot, libphonenumber-js/core and its own files.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...browserGlobalsForbidden.map(({ name }) => ({
          name,
          message: 'contract/ runs in the browser and in the gateway: no browser globals.',
        })),
        ...['process', 'Buffer', 'require', '__dirname', '__filename'].map((name) => ({
          name,
          message: 'contract/ runs in the browser and in the gateway: no Node globals.',
        })),
      ],
    },
  },
  {
    // The redress scheme's rules (decision 253) may read the contract's files one folder up (the
    // lifecycle's calendar), as the lifecycle may; nothing else.
    files: ['contract/scheme/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot$|\\./|\\.\\./(?!\\.\\./))',
              message: 'contract/scheme/ imports only valibot and the contract’s own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared sample data (decision 269): plain data in the contract's shapes, for the gateway's
    // sandbox and tests, the mocks, the stories and the seed; it reads the contract one folder up.
    files: ['contract/fixtures/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./(?!\\.\\./))',
              message: 'contract/fixtures/ imports only the contract’s own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // The complaint lifecycle is the one part of the contract that is a machine (decision 173): it
    // may also import xstate, and the contract's files one folder up.
    files: ['contract/lifecycle/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot$|xstate$|\\./|\\.\\./(?!\\.\\./))',
              message: 'contract/lifecycle/ imports only valibot, xstate and the contract’s own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // The gateway function reaches the web app only through the contract.
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/machines/**', '**/src/**', '**/mocks/**', '**/stories/**'],
              message: 'functions/ shares code with the web app only through contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Views take props: no Firebase, no adapters, no running machines (their types are fine).
    files: ['src/*/views/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...firebase, message: 'Views do not import Firebase.' },
            { group: ['**/adapters/**'], message: 'Views take props; adapters are wired in routes.' },
            {
              group: ['**/machines/**', 'xstate', '@xstate/*'],
              allowTypeImports: true,
              message:
                'Views take props: the route or container reads the machine and passes its state down.',
            },
            ...buildTimeOnly,
          ],
        },
      ],
    },
  },
  {
    // Adapters carry side effects to the machines; they never render.
    files: ['src/adapters/**/*.{ts,tsx}', 'src/*/adapters/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/views/**',
                '**/ui/**',
                '**/app/**',
                '**/journey/**',
                '**/containers/**',
                '**/routes/**',
                'react',
                'react-dom',
                'react-dom/*',
              ],
              message: 'Adapters never import views, containers or routes.',
            },
            ...buildTimeOnly,
          ],
        },
      ],
    },
  },
  {
    // The content pages' script stays small: no React, router, styled-components, Firebase or
    // XState in its first load; the referral machine and the build watcher come in with import().
    files: ['src/site/*.ts'],
    ignores: ['src/site/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router',
                'styled-components',
                'xstate',
                '@xstate/*',
                '**/machines/**',
                '**/views/**',
                '**/ui/**',
                '**/app/**',
                '**/journey/**',
                '**/adapters/**',
              ],
              allowTypeImports: true,
              message:
                'Content pages load only src/site and what it needs at once; load the rest with import().',
            },
            { ...firebase, message: 'Content pages never load Firebase.' },
            ...buildTimeOnly,
          ],
        },
      ],
    },
  },
  {
    // Containers reach Firebase only through the adapters that routes supply.
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/journey/**/*.{ts,tsx}',
      'src/account/**/*.{ts,tsx}',
      'src/desk/containers/**/*.{ts,tsx}',
    ],
    ignores: [
      'src/*/views/**',
      'src/*/routes/**',
      'src/journey/steps/**',
      'src/journey/stories/**',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...firebase, message: 'Containers reach Firebase through src/adapters/, never directly.' },
            ...buildTimeOnly,
          ],
        },
      ],
    },
  },
  {
    // View models map a wizard snapshot to a view's props and its callbacks to events: pure
    // functions of what they are given, so stories and the page share them.
    files: ['src/journey/steps/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...firebase, message: 'View models do not import Firebase.' },
            {
              group: ['**/adapters/**', '@xstate/react', '**/brands/brand'],
              message: 'View models read the snapshot and brand they are given; containers hold the actor.',
            },
            ...buildTimeOnly,
          ],
        },
      ],
    },
  },
  {
    // Content is parsed at build time: Markdown and front matter only in src/content/*.server.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/*/views/**',
      'src/ui/**',
      'src/adapters/**',
      'src/*/adapters/**',
      'src/app/**',
      'src/journey/**',
      'src/account/**',
      'src/desk/containers/**',
      'src/site/*.ts',
      'src/content/*.server.ts',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: buildTimeOnly }] },
  },
  {
    // Stories and mocks show the app without a backend: MSW answers the gateway, never Firebase.
    files: [
      'stories/**/*.{ts,tsx}',
      'src/journey/stories/**/*.{ts,tsx}',
      'mocks/**/*.ts',
      '.storybook/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...firebase, message: 'Stories and mocks never import Firebase.' }] },
      ],
    },
  },
];
