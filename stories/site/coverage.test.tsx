import type { Meta, StoryObj } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import routes from '../../src/routes';
import { isContentPage } from '../../src/site/page';
import { WORKSPACES } from '../support/workspace';
import type { SitePageParameters } from './pages';
import { CONTENT_ROUTE_STORIES, SITE_PAGE_TYPES } from './pageTypes';
import * as Complex365 from './Complex365.stories';
import * as Redress from './Redress.stories';
import * as SGUK from './SGUK.stories';
import * as SGUKINTERNAL from './SGUKINTERNAL.stories';

type StoryModule = { default: Meta } & Record<string, unknown>;
const byWorkspace: Record<string, StoryModule> = { Redress, Complex365, SGUK, SGUKINTERNAL };

const routeModules = import.meta.glob<{ handle?: unknown }>('../../src/*/routes/*.{ts,tsx}');

/** The route files whose pages are prerendered as static HTML: the site's page types. */
async function contentRouteFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const route of routes) {
    const load = routeModules[`../../src/${route.file}`];
    if (!load) throw new Error(`No module for route ${route.file}`);
    if (isContentPage((await load()).handle)) files.push(route.file);
  }
  return files;
}

/** The site page types a workspace's stories show, read from the stories themselves. */
function pageTypesShown(module: StoryModule): string[] {
  return Object.entries(module)
    .filter(([name]) => name !== 'default' && name !== '__namedExportsOrder')
    .map(([name, story]) => {
      const { sitePage } = (story as StoryObj).parameters as SitePageParameters;
      expect(sitePage, `the story ${name} names the page type it shows`).toBe(name);
      return sitePage;
    });
}

describe('site page stories', () => {
  it('name every content route', async () => {
    const named = Object.keys(CONTENT_ROUTE_STORIES);
    expect(await contentRouteFiles(), 'add each to CONTENT_ROUTE_STORIES in pageTypes.ts').toEqual(
      expect.arrayContaining(named),
    );
    expect(named, 'add each to CONTENT_ROUTE_STORIES in pageTypes.ts').toEqual(
      expect.arrayContaining(await contentRouteFiles()),
    );
  });

  it('have a file for every workspace, showing that workspace', () => {
    expect(Object.keys(byWorkspace).sort()).toEqual([...WORKSPACES].sort());
    for (const [workspace, module] of Object.entries(byWorkspace)) {
      expect(module.default.title).toBe(`Site/${workspace}`);
      expect(module.default.globals).toEqual({ workspace });
    }
  });

  it.each(WORKSPACES)('show every site page type in %s', (workspace) => {
    const shown = pageTypesShown(byWorkspace[workspace]!);
    const missing = SITE_PAGE_TYPES.filter((type) => !shown.includes(type));
    expect(missing, `add these exports to stories/site/${workspace}.stories.tsx`).toEqual([]);
    expect(shown.length, 'one story per page type').toBe(SITE_PAGE_TYPES.length);
  });
});
