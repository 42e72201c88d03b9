import type { Meta } from '@storybook/react-vite';

/** Every site page type in the Redress workspace (the toolbar's choice does not apply here). */
const meta = { title: 'Site/Redress', globals: { workspace: 'Redress' } } satisfies Meta;
export default meta;

export { Home, Vehicle, BlogList, Article, Tag, Category, Lender, Privacy, Cookies } from './pages';
export { WhichScheme, NotFound, CookieBannerAsk, CookieBannerChoosing, CookieBannerAccepted } from './pages';
export { CookieBannerRejected, CookieBannerSaved, CookieBannerHidden } from './pages';
