import * as v from 'valibot';
import { workspace } from '../config/env';
import { BRANDS, type Brand } from './table';

const OriginSchema = v.optional(
  v.pipe(
    v.string(),
    v.url('VITE_SITE_ORIGIN must be an absolute URL'),
    v.transform((s) => s.replace(/\/+$/, '')),
  ),
);

/** The brand this build was made for (WORKSPACE at build time). */
export const brand: Brand = BRANDS[workspace];

/** Origin for canonical URLs, Open Graph and the sitemap. */
export const siteOrigin: string =
  v.parse(OriginSchema, import.meta.env.VITE_SITE_ORIGIN || undefined) ?? brand.sampleOrigin;

export function absoluteUrl(path: string): string {
  return `${siteOrigin}${path}`;
}
