import type { Meta } from '@storybook/react-vite';

/** Every site page type in the SGUKINTERNAL workspace (the toolbar's choice does not apply here). */
const meta = { title: 'Site/SGUKINTERNAL', globals: { workspace: 'SGUKINTERNAL' } } satisfies Meta;
export default meta;

export { Home, Vehicle, BlogList, Article, Tag, Category, Lender, Privacy, Cookies } from './pages';
export { WhichScheme, NotFound, CookieBannerAsk, CookieBannerChoosing, CookieBannerAccepted } from './pages';
export { CookieBannerRejected, CookieBannerSaved, CookieBannerHidden } from './pages';
