// Features (decision 267): the desk is one feature, the claim journey, the account pages and the
// public site are the claimant's. Between features the rule is @typescript-eslint's
// no-restricted-imports, so it adds to each layer's no-restricted-imports (layers.js) instead of
// replacing it. Shared code (src/app, src/ui, src/adapters, src/config, src/brands, src/consent,
// src/content, machines/*.ts) is held to the claimant's side of it.

/**
 * What only the desk loads (decision 267): its folders (src/desk, machines/desk, stories/desk, its
 * mocks) and the contract modules only it and the gateway read (staff, the desk's requests and
 * answers, its overview, the determination check's record).
 */
const deskOnly = [
  {
    group: ['**/desk/**', '**/mocks/gateway/desk*'],
    message: 'The claimant’s pages and the shared shell never load the desk (decision 267).',
  },
  {
    group: [
      '**/contract/desk*',
      '**/contract/staff',
      '**/contract/staff.*',
      '**/contract/overview*',
      '**/contract/scheme/checkRecord',
      '**/contract/scheme/checkRecord.*',
    ],
    message: 'Only the desk and the gateway read the desk’s contract modules (decision 267).',
  },
];

/** What only the claimant's features load: the desk never imports them (decision 267). */
const claimantOnly = [
  {
    group: ['**/journey/**', '**/account/**', '**/site/**'],
    message:
      'The desk never loads the claimant’s pages; what both use lives in src/ui, src/app or src/adapters (decision 267).',
  },
  {
    group: [
      '**/machines/wizard/**',
      '**/machines/claims/**',
      '**/machines/auth/**',
      '**/machines/referral/**',
      '../wizard/**',
      '../claims/**',
      '../auth/**',
      '../referral/**',
    ],
    message: 'The desk never loads the claimant’s machines (decision 267).',
  },
];

export const features = [
  {
    // The claimant's features and the shared shell never load the desk, nor what only it reads.
    files: [
      'src/**/*.{ts,tsx}',
      'machines/**/*.ts',
      'stories/account/**/*.{ts,tsx}',
      'stories/site/**/*.{ts,tsx}',
      'stories/form/**/*.{ts,tsx}',
      'stories/support/**/*.{ts,tsx}',
    ],
    // machines/registry.ts lists every machine for the generated diagrams; nothing in the app loads it.
    ignores: ['src/desk/**', 'machines/desk/**', 'machines/registry.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: deskOnly }] },
  },
  {
    // The desk never loads the claimant's pages or machines; what both use lives in the shared shell.
    files: [
      'src/desk/**/*.{ts,tsx}',
      'machines/desk/**/*.ts',
      'stories/desk/**/*.{ts,tsx}',
      'mocks/gateway/desk*.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: claimantOnly }] },
  },
];
