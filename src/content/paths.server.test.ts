import { describe, expect, it } from 'vitest';
import { getLibrary } from './content.server';
import { FILE_PATHS, STATIC_PATHS, prerenderSplit, publicPaths } from './paths.server';

describe('the prerender split between React Router and the worker threads', () => {
  const { router, workers } = prerenderSplit();

  it('covers every public path exactly once', () => {
    expect([...router, ...workers].sort()).toEqual([...publicPaths()].sort());
    expect(new Set([...router, ...workers]).size).toBe(router.length + workers.length);
  });

  it('leaves React Router the static pages, the files and one page of each content route', () => {
    const { articles, tags, categories, lenders } = getLibrary();
    expect(router).toEqual([
      ...STATIC_PATHS,
      `/blog/${articles[0]!.slug}`,
      `/blog/tags/${tags[0]!.slug}`,
      `/blog/categories/${categories[0]!.slug}`,
      `/lenders/${lenders[0]!.slug}`,
      ...FILE_PATHS,
    ]);
    expect(workers).toContain(`/blog/${articles.at(-1)!.slug}`);
    expect(workers).toContain(`/lenders/${lenders.at(-1)!.slug}`);
  });
});
