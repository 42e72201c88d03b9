import { describe, expect, it } from 'vitest';
import { workedExample } from '../../contract/fees';
import { BRANDS } from './table';
import { THEME_TOKENS } from './themes';

describe('the brand table', () => {
  it('gives each workspace its theme class, icon, widget and indexing exactly as the design says', () => {
    const rows = Object.values(BRANDS).map((b) => [
      b.workspace,
      b.themeClass,
      b.favicon,
      b.widgetUrl !== null,
      b.noindex,
    ]);
    expect(rows).toEqual([
      ['Redress', '', 'favicon-complex', true, false],
      ['Complex365', 'theme-complex365', 'favicon-complex', true, false],
      ['SGUK', 'theme-slater', 'favicon-slater', false, false],
      ['SGUKINTERNAL', 'theme-slater', 'favicon-slater', false, true],
    ]);
  });

  it('marks every firm detail as a sample value', () => {
    for (const brand of Object.values(BRANDS)) {
      const { legalEntity, regulator, address, phone, rating } = brand.sample;
      for (const text of [legalEntity, regulator, address, phone, rating.count]) {
        expect(text, `${brand.workspace}: ${text}`).toMatch(/\(sample\)/);
      }
      expect(brand.sample.email).toMatch(/\.example$/);
    }
  });

  it('gives each workspace its own title and description, promising no amount', () => {
    const titles = new Set(Object.values(BRANDS).map((b) => b.title));
    expect(titles.size).toBe(4);
    for (const brand of Object.values(BRANDS)) {
      expect(brand.title).toContain(brand.displayName);
      expect(brand.description).not.toMatch(/£|\bwill\b|guarantee/i);
    }
  });

  it('caps the sample fee in every band and keeps the claimant the larger share', () => {
    for (const brand of Object.values(BRANDS)) {
      for (const award of [1, 1_499, 1_500, 9_999, 24_999, 49_999, 50_000, 250_000]) {
        const example = workedExample(award, brand.fees);
        const band = brand.fees.bands.find((b) => award >= b.from && (b.to === null || award <= b.to));
        expect(example.fee).toBeLessThanOrEqual(band!.maxFee);
        expect(example.youReceive).toBeGreaterThan(award / 2);
      }
    }
  });
});

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('brand themes', () => {
  it.each(Object.entries(THEME_TOKENS))('%s keeps AA contrast for text, links and buttons', (_, tokens) => {
    const surface = tokens['--colour-surface'];
    for (const fg of [tokens['--colour-link'], tokens['--colour-link-visited'], tokens['--colour-primary']]) {
      expect(contrast(fg, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(fg, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast('#ffffff', tokens['--colour-primary-hover'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#0b0c0c', surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes the two brand families visibly different', () => {
    expect(THEME_TOKENS['theme-complex365']['--colour-primary']).not.toBe(
      THEME_TOKENS['theme-slater']['--colour-primary'],
    );
  });
});
