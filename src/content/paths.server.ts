import { getLibrary } from './content.server';

/** Pages that exist whatever the content: each is prerendered to HTML. */
export const STATIC_PATHS = ['/', '/vehicle', '/blog', '/privacy', '/cookies', '/which-scheme'] as const;

/** Generated files, also prerendered (resource routes). */
export const FILE_PATHS = ['/sitemap.xml', '/robots.txt'] as const;

/** One page per article, tag, category and lender, a list for each of their routes. */
function contentPathsByRoute(): string[][] {
  const { articles, tags, categories, lenders } = getLibrary();
  return [
    articles.map((a) => `/blog/${a.slug}`),
    tags.map((t) => `/blog/tags/${t.slug}`),
    categories.map((c) => `/blog/categories/${c.slug}`),
    lenders.map((l) => `/lenders/${l.slug}`),
  ];
}

/** Every public page: the static pages plus one per article, tag, category and lender. */
export function pagePaths(): string[] {
  return [...STATIC_PATHS, ...contentPathsByRoute().flat()];
}

/** Every path prerendered at build time. */
export function publicPaths(): string[] {
  return [...pagePaths(), ...FILE_PATHS];
}

/**
 * The public paths split between React Router's own prerender and the worker threads that render
 * the bulk of the content pages (decision 223). React Router keeps the static pages, the files and
 * the first page of each content route: it refuses to build when a route with a loader has no
 * prerendered path. Together the two lists are `publicPaths()`.
 */
export function prerenderSplit(): { router: string[]; workers: string[] } {
  const byRoute = contentPathsByRoute();
  return {
    router: [...STATIC_PATHS, ...byRoute.flatMap((paths) => paths.slice(0, 1)), ...FILE_PATHS],
    workers: byRoute.flatMap((paths) => paths.slice(1)),
  };
}
