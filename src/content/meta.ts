import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, brand } from '../brands/brand';

export interface PageMetaInput {
  /** Page title without the brand; omit on the home page, which uses the brand's own title. */
  title?: string;
  description?: string;
  /** Path of the page, used for the canonical URL. */
  path: string;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
}

/** Title, description, canonical URL, Open Graph and structured data for one public page. */
export function pageMeta({
  title,
  description,
  path,
  type = 'website',
  jsonLd,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${brand.displayName}` : brand.title;
  const text = description ?? brand.description;
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: brand.displayName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'en_GB' },
  ];
  if (jsonLd) tags.push({ 'script:ld+json': jsonLd });
  return tags;
}
