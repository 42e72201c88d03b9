import type { Meta } from '@storybook/react-vite';

/** Every site page type in the Complex365 workspace (the toolbar's choice does not apply here). */
const meta = { title: 'Site/Complex365', globals: { workspace: 'Complex365' } } satisfies Meta;
export default meta;

export { Home, Vehicle, BlogList, Article, Tag, Category, Lender, Privacy, Cookies } from './pages';
export { WhichScheme, NotFound, CookieBannerAsk, CookieBannerChoosing, CookieBannerAccepted } from './pages';
export { CookieBannerRejected, CookieBannerSaved, CookieBannerHidden } from './pages';
