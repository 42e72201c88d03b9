import type { Workspace } from '../config/env';
import { SAMPLE_FEES, type FeeSchedule } from '../../contract/fees';
import { FIRMS, type FirmDetails } from '../../contract/firms';

/** One brand: everything on the public site that differs between workspaces. */
export interface Brand {
  workspace: Workspace;
  /** Class on <html> that switches the design tokens; '' keeps the base theme. */
  themeClass: '' | 'theme-complex365' | 'theme-slater';
  favicon: 'favicon-complex' | 'favicon-slater';
  /** Third-party trust-rating script; null when the brand shows only the static rating. */
  widgetUrl: string | null;
  /** Internal workspaces must not be indexed by search engines. */
  noindex: boolean;
  displayName: string;
  title: string;
  description: string;
  /** Sample origin used for canonical URLs and the sitemap unless VITE_SITE_ORIGIN is set. */
  sampleOrigin: string;
  /** The fee schedule shown on the home page and in the claim form (sample values). */
  fees: FeeSchedule;
  /**
   * SAMPLE VALUES. The firm's details (contract/firms.ts, which the gateway's letters and emails
   * use too) and the rating are placeholders shown marked as samples until the firm supplies them.
   */
  sample: FirmDetails & {
    /** Static rating shown when the widget is absent or not consented to. */
    rating: { score: string; count: string };
  };
}

const TRUST_WIDGET = 'https://widget.trustrating.example/widget.js';

const complexSample = {
  ...FIRMS.Redress,
  rating: { score: '4.7 out of 5', count: '1,200 reviews (sample)' },
};

const slaterSample = {
  ...FIRMS.SGUK,
  rating: { score: '4.6 out of 5', count: '900 reviews (sample)' },
};

/** The brand table, one entry per workspace. */
export const BRANDS: Record<Workspace, Brand> = {
  Redress: {
    workspace: 'Redress',
    themeClass: '',
    favicon: 'favicon-complex',
    widgetUrl: TRUST_WIDGET,
    noindex: false,
    displayName: 'Redress',
    title: 'Redress – car finance commission claims',
    description:
      'Redress helps you check whether you may be owed compensation for hidden car finance commission.',
    sampleOrigin: 'https://www.redress.example',
    fees: SAMPLE_FEES,
    sample: complexSample,
  },
  Complex365: {
    workspace: 'Complex365',
    themeClass: 'theme-complex365',
    favicon: 'favicon-complex',
    widgetUrl: TRUST_WIDGET,
    noindex: false,
    displayName: 'Complex365',
    title: 'Complex365 – motor finance claims, start to finish',
    description:
      'Complex365 reviews your car finance agreements and may claim for unfair commission on your behalf.',
    sampleOrigin: 'https://www.complex365.example',
    fees: SAMPLE_FEES,
    sample: { ...complexSample, ...FIRMS.Complex365 },
  },
  SGUK: {
    workspace: 'SGUK',
    themeClass: 'theme-slater',
    favicon: 'favicon-slater',
    widgetUrl: null,
    noindex: false,
    displayName: 'SGUK',
    title: 'SGUK – car finance claims',
    description:
      'SGUK car finance claims: find out whether you may have paid hidden commission on a car loan.',
    sampleOrigin: 'https://carfinance.sguk.example',
    fees: SAMPLE_FEES,
    sample: slaterSample,
  },
  SGUKINTERNAL: {
    workspace: 'SGUKINTERNAL',
    themeClass: 'theme-slater',
    favicon: 'favicon-slater',
    widgetUrl: null,
    noindex: true,
    displayName: 'SGUK Internal',
    title: 'SGUK Internal – car finance claims',
    description: 'Internal SGUK car finance claim intake for referred clients.',
    sampleOrigin: 'https://internal.carfinance.sguk.example',
    fees: SAMPLE_FEES,
    sample: { ...slaterSample, ...FIRMS.SGUKINTERNAL },
  },
};
