import { workspace } from './env';

/** Placeholder brand table; the full one (four workspaces) lives in src/brands. */
const brands = {
  Redress: { displayName: 'Redress', themeClass: '', favicon: 'favicon-complex' },
  Complex365: { displayName: 'Complex365', themeClass: 'theme-complex365', favicon: 'favicon-complex' },
  SGUK: { displayName: 'SGUK', themeClass: 'theme-slater', favicon: 'favicon-slater' },
  SGUKINTERNAL: { displayName: 'SGUK Internal', themeClass: 'theme-slater', favicon: 'favicon-slater' },
} as const;

const b = brands[workspace];
export const brand = {
  ...b,
  title: `${b.displayName} – car finance commission claims`,
  description: `${b.displayName} helps you check whether you may be owed compensation for car finance commission.`,
};
