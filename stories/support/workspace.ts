import { BRANDS, type Brand } from '../../src/brands/table';
import { WorkspaceSchema, type Workspace } from '../../src/config/env';
import * as v from 'valibot';

/** The four workspaces, in the order the toolbar lists them. */
export const WORKSPACES: readonly Workspace[] = WorkspaceSchema.options;

/** The brand a story shows: the toolbar's workspace, or Redress when the global is missing or unknown. */
export function brandForGlobals(globals: Record<string, unknown>): Brand {
  const parsed = v.safeParse(WorkspaceSchema, globals.workspace);
  return BRANDS[parsed.success ? parsed.output : 'Redress'];
}

/**
 * Applies a brand to the preview document the way the app's root layout does: the html theme
 * class and the favicon.
 */
export function applyBrandToDocument(brand: Brand, doc: Document): void {
  const html = doc.documentElement;
  html.classList.remove('theme-complex365', 'theme-slater');
  if (brand.themeClass) html.classList.add(brand.themeClass);
  html.lang = 'en-GB';
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    icon.type = 'image/svg+xml';
    doc.head.append(icon);
  }
  icon.href = `/${brand.favicon}.svg`;
  doc.title = brand.title;
}
