import type { Meta } from '@storybook/react-vite';

/** Every site page type in the SGUK workspace (the toolbar's choice does not apply here). */
const meta = { title: 'Site/SGUK', globals: { workspace: 'SGUK' } } satisfies Meta;
export default meta;

export { Home, Vehicle, BlogList, Article, Tag, Category, Lender, Privacy, Cookies } from './pages';
export { WhichScheme, NotFound, CookieBannerAsk, CookieBannerChoosing, CookieBannerAccepted } from './pages';
export { CookieBannerRejected, CookieBannerSaved, CookieBannerHidden } from './pages';
