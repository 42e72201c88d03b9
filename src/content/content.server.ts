import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArticle, parseLender } from './parse.server';
import type { Article, ArticleSummary, Lender, LenderSummary, Term } from './types';

// Read from the project's content/ folder; loaders only run at build time (and in `npm run dev`).
// REDRESS_CONTENT_DIR points the build at generated content (the benchmark's content-scale runs).
const CONTENT_DIR = process.env.REDRESS_CONTENT_DIR ?? path.join(process.cwd(), 'content');

function readFolder(folder: 'blog' | 'lenders'): Record<string, string> {
  const dir = path.join(CONTENT_DIR, folder);
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.md'))) {
    files[`content/${folder}/${name}`] = readFileSync(path.join(dir, name), 'utf8');
  }
  return files;
}

export interface Library {
  articles: Article[];
  lenders: Lender[];
  tags: Term[];
  categories: Term[];
}

function uniqueTerms(terms: Term[]): Term[] {
  const bySlug = new Map<string, Term>();
  for (const term of terms) if (!bySlug.has(term.slug)) bySlug.set(term.slug, term);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/** Builds the whole site's content from file name → raw Markdown maps. */
export function buildLibrary(articles: Record<string, string>, lenders: Record<string, string>): Library {
  const parsedArticles = Object.entries(articles)
    .map(([file, raw]) => parseArticle(file, raw))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const parsedLenders = Object.entries(lenders)
    .map(([file, raw]) => parseLender(file, raw))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return {
    articles: parsedArticles,
    lenders: parsedLenders,
    tags: uniqueTerms(parsedArticles.flatMap((a) => a.tags)),
    categories: uniqueTerms(parsedArticles.map((a) => a.category)),
  };
}

/**
 * Where the library is kept for every copy of this module in the process: the build loads it as
 * part of vite.config.ts, of react-router.config.ts and of the server build it prerenders from,
 * and each prerender thread gets the build's copy with its first batch (decisions 223 and 237).
 * Whichever asks first reads and parses the content; the others use that parse.
 */
export const SHARED_LIBRARY = Symbol.for('redress.contentLibrary');

let library: Library | undefined;
export function getLibrary(): Library {
  const shared = globalThis as { [SHARED_LIBRARY]?: Library };
  library ??= shared[SHARED_LIBRARY] ??= buildLibrary(readFolder('blog'), readFolder('lenders'));
  return library;
}

let articlesBySlug: Map<string, Article> | undefined;
/**
 * The article with this slug (the first, as the library is sorted, if two share one). Indexed once:
 * looking each page's article up in the list made the prerender's time per article grow with the
 * number of articles (decision 223).
 */
export function findArticle(slug: string): Article | undefined {
  if (!articlesBySlug) {
    articlesBySlug = new Map();
    for (const article of getLibrary().articles) {
      if (!articlesBySlug.has(article.slug)) articlesBySlug.set(article.slug, article);
    }
  }
  return articlesBySlug.get(slug);
}

export function summary({ html: _html, ...rest }: Article): ArticleSummary {
  return rest;
}

export function lenderSummary(lender: Lender): LenderSummary {
  return { slug: lender.slug, name: lender.name, description: lender.description };
}
