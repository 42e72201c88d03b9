import type { Meta } from '@storybook/react-vite';
import { sitePages } from './pages';

/** Every site page type in the Complex365 workspace (the toolbar's choice does not apply here). */
const meta = { title: 'Site/Complex365', globals: { workspace: 'Complex365' } } satisfies Meta;
export default meta;

export const Home = sitePages.Home;
export const Vehicle = sitePages.Vehicle;
export const BlogList = sitePages.BlogList;
export const Article = sitePages.Article;
export const Tag = sitePages.Tag;
export const Category = sitePages.Category;
export const Lender = sitePages.Lender;
export const Privacy = sitePages.Privacy;
export const Cookies = sitePages.Cookies;
export const WhichScheme = sitePages.WhichScheme;
export const NotFound = sitePages.NotFound;
export const CookieBannerAsk = sitePages.CookieBannerAsk;
export const CookieBannerChoosing = sitePages.CookieBannerChoosing;
export const CookieBannerAccepted = sitePages.CookieBannerAccepted;
export const CookieBannerRejected = sitePages.CookieBannerRejected;
export const CookieBannerSaved = sitePages.CookieBannerSaved;
export const CookieBannerHidden = sitePages.CookieBannerHidden;
