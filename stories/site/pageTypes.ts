import { COOKIE_BANNER_STATES, type CookieBannerState } from '../../src/ui/CookieBanner';

/**
 * Every content route (a route module with `handle = contentPage`, prerendered as static HTML)
 * and the name its stories have in each brand. stories/site/coverage.test.tsx fails when a content
 * route is missing here or a brand lacks one of these stories.
 */
export const CONTENT_ROUTE_STORIES = {
  'site/routes/home.tsx': 'Home',
  'site/routes/vehicle.tsx': 'Vehicle',
  'site/routes/blog.tsx': 'BlogList',
  'site/routes/blog-article.tsx': 'Article',
  'site/routes/blog-tag.tsx': 'Tag',
  'site/routes/blog-category.tsx': 'Category',
  'site/routes/lender.tsx': 'Lender',
  'site/routes/privacy.tsx': 'Privacy',
  'site/routes/cookies.tsx': 'Cookies',
  'site/routes/which-scheme.tsx': 'WhichScheme',
  'site/routes/not-found.tsx': 'NotFound',
} as const;

export type CookieBannerStory = `CookieBanner${Capitalize<CookieBannerState>}` | 'CookieBannerChoosing';

const storyFor = (state: CookieBannerState) =>
  `CookieBanner${state[0]!.toUpperCase()}${state.slice(1)}` as CookieBannerStory;

/** The cookie banner in each state it can show, plus the choices opened ("Choose cookies"). */
export const COOKIE_BANNER_STORIES: readonly CookieBannerStory[] = [
  ...COOKIE_BANNER_STATES.map(storyFor),
  'CookieBannerChoosing',
];

/** Every site page type, as each brand's stories name them. */
export const SITE_PAGE_TYPES: readonly string[] = [
  ...Object.values(CONTENT_ROUTE_STORIES),
  ...COOKIE_BANNER_STORIES,
];
