import matter from 'gray-matter';
import { marked } from 'marked';
import * as v from 'valibot';
import { slugify } from './slug';
import type { Article, Lender } from './types';

// YAML turns an unquoted 2025-08-01 into a Date; accept both spellings, keep the ISO day.
const IsoDay = v.pipe(
  v.union([v.date(), v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD'))]),
  v.transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
);
const Text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max));

const ArticleMatter = v.strictObject({
  title: Text(120),
  description: Text(200),
  date: IsoDay,
  updated: v.optional(IsoDay),
  category: Text(40),
  tags: v.pipe(v.array(Text(40)), v.minLength(1, 'needs at least one tag')),
});

const LenderMatter = v.strictObject({
  name: Text(80),
  title: Text(120),
  description: Text(200),
  updated: IsoDay,
});

/** A content file whose front matter is wrong: the build stops with this message. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function slugOf(file: string): string {
  const slug = file.replace(/^.*\//, '').replace(/\.md$/, '');
  if (!SLUG.test(slug)) {
    throw new ContentError(`${file}: file name must be lower-case words joined by hyphens`);
  }
  return slug;
}

function frontMatter<S extends v.GenericSchema>(file: string, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const where = v.getDotPath(issue) ?? '(front matter)';
    return `${where}: ${issue.message}`;
  });
  throw new ContentError(`${file}: invalid front matter\n  ${problems.join('\n  ')}`);
}

function render(file: string, body: string): string {
  if (body.trim() === '') throw new ContentError(`${file}: the page has no text`);
  return marked.parse(body, { async: false, gfm: true });
}

export function parseArticle(file: string, raw: string): Article {
  const { data, content } = matter(raw);
  const fm = frontMatter(file, ArticleMatter, data);
  return {
    slug: slugOf(file),
    title: fm.title,
    description: fm.description,
    date: fm.date,
    updated: fm.updated ?? null,
    category: { slug: slugify(fm.category), name: fm.category },
    tags: fm.tags.map((name) => ({ slug: slugify(name), name })),
    html: render(file, content),
  };
}

export function parseLender(file: string, raw: string): Lender {
  const { data, content } = matter(raw);
  const fm = frontMatter(file, LenderMatter, data);
  return {
    slug: slugOf(file),
    name: fm.name,
    title: fm.title,
    description: fm.description,
    updated: fm.updated,
    html: render(file, content),
  };
}
