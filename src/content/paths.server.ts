import { getLibrary } from './content.server';

/** Pages that exist whatever the content: each is prerendered to HTML. */
export const STATIC_PATHS = ['/', '/vehicle', '/blog', '/privacy', '/cookies'] as const;

/** Generated files, also prerendered (resource routes). */
export const FILE_PATHS = ['/sitemap.xml', '/robots.txt'] as const;

/** Every public page: the static pages plus one per article, tag, category and lender. */
export function pagePaths(): string[] {
  const { articles, tags, categories, lenders } = getLibrary();
  return [
    ...STATIC_PATHS,
    ...articles.map((a) => `/blog/${a.slug}`),
    ...tags.map((t) => `/blog/tags/${t.slug}`),
    ...categories.map((c) => `/blog/categories/${c.slug}`),
    ...lenders.map((l) => `/lenders/${l.slug}`),
  ];
}

/** Every path prerendered at build time. */
export function publicPaths(): string[] {
  return [...pagePaths(), ...FILE_PATHS];
}
