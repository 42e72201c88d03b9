import type { StoryContext, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import content from 'virtual:redress-content';
import type { Brand } from '../../src/brands/table';
import type { Term } from '../../src/content/types';
import { CookieBanner, type CookieBannerState } from '../../src/ui/CookieBanner';
import { ErrorPage } from '../../src/ui/ErrorPage';
import { ArticleView } from '../../src/site/views/ArticleView';
import { BlogListView } from '../../src/site/views/BlogListView';
import { CookiesView } from '../../src/site/views/CookiesView';
import { HomeView } from '../../src/site/views/HomeView';
import { LenderView } from '../../src/site/views/LenderView';
import { PrivacyView } from '../../src/site/views/PrivacyView';
import { TermView } from '../../src/site/views/TermView';
import { startWhichScheme } from '../../src/site/whichScheme';
import { TrustRating } from '../../src/site/views/TrustRating';
import { VehicleView } from '../../src/site/views/VehicleView';
import { WhichSchemeView } from '../../src/site/views/WhichSchemeView';
import { SiteLayout } from '../support/SiteLayout';
import { brandForGlobals } from '../support/workspace';
import type { CONTENT_ROUTE_STORIES, CookieBannerStory } from './pageTypes';

type PageType = (typeof CONTENT_ROUTE_STORIES)[keyof typeof CONTENT_ROUTE_STORIES];
type BannerType = CookieBannerStory;

/** What a site story names: the page type, so the coverage test can find it in each brand. */
export interface SitePageParameters {
  sitePage: PageType | BannerType;
}

const first = <T,>(items: readonly T[], what: string): T => {
  const item = items[0];
  if (item === undefined) throw new Error(`content/ has no ${what} to show`);
  return item;
};

// The site's own content, as the prerender's loaders read it: the first of each kind.
const article = first(content.articles, 'article');
const lender = first(content.lenders, 'lender page');
const tag = first(content.tags, 'tag');
const category = first(content.categories, 'category');
const articlesWith = (pick: (a: (typeof content.articleSummaries)[number]) => Term[]) => (term: Term) =>
  content.articleSummaries.filter((a) => pick(a).some((t) => t.slug === term.slug));

/** One page of the site in the story's brand, inside the default layout. */
function page(sitePage: PageType, body: (brand: Brand) => ReactNode): StoryObj {
  const parameters: SitePageParameters = { sitePage };
  return {
    parameters,
    render: (_args, { globals }: StoryContext) => {
      const brand = brandForGlobals(globals);
      return <SiteLayout brand={brand}>{body(brand)}</SiteLayout>;
    },
  };
}

/** The vehicle page under the cookie banner in one state, as a first visit shows it. */
function banner(sitePage: BannerType, state: CookieBannerState): StoryObj {
  const parameters: SitePageParameters = { sitePage };
  return {
    parameters,
    render: (_args, { globals }: StoryContext) => {
      const brand = brandForGlobals(globals);
      const cookieBanner = (
        <CookieBanner
          state={state}
          brandName={brand.displayName}
          onAccept={fn()}
          onReject={fn()}
          onSave={fn()}
          onHide={fn()}
        />
      );
      return (
        <SiteLayout brand={brand} banner={cookieBanner}>
          <VehicleView />
        </SiteLayout>
      );
    },
  };
}

/**
 * Every site page type, rendered by the views the prerender renders, from the site's content.
 * Each brand's file (Site/<workspace>) exports all of them, named below, with its workspace fixed.
 */
export const sitePages = {
  Home: page('Home', (brand) => (
    <HomeView
      brandName={brand.displayName}
      rating={<TrustRating {...brand.sample.rating} />}
      fees={brand.fees}
      latest={content.articleSummaries.slice(0, 3)}
      lenders={content.lenderSummaries}
    />
  )),
  Vehicle: page('Vehicle', () => <VehicleView />),
  BlogList: page('BlogList', () => (
    <BlogListView
      articles={content.articleSummaries}
      categories={content.categories}
      tags={content.tags}
      lenders={content.lenderSummaries}
    />
  )),
  Article: page('Article', () => <ArticleView article={article} />),
  Tag: page('Tag', () => <TermView kind="tag" name={tag.name} articles={articlesWith((a) => a.tags)(tag)} />),
  Category: page('Category', () => (
    <TermView kind="category" name={category.name} articles={articlesWith((a) => [a.category])(category)} />
  )),
  Lender: page('Lender', () => <LenderView lender={lender} />),
  Privacy: page('Privacy', (brand) => (
    <PrivacyView
      brandName={brand.displayName}
      legalEntity={brand.sample.legalEntity}
      email={brand.sample.email}
    />
  )),
  // As a browser with JavaScript shows it: the content pages' script reveals and runs the form.
  WhichScheme: {
    ...page('WhichScheme', () => <WhichSchemeView />),
    play: ({ canvasElement }) => startWhichScheme(canvasElement.ownerDocument),
  },
  Cookies: page('Cookies', () => <CookiesView current={null} saved={false} onSave={fn()} />),
  // As the prerendered 404.html reads once its script has written the address in.
  NotFound: page('NotFound', (brand) => (
    <ErrorPage
      status={404}
      statusMessage="Page Not Found"
      message="Page not found: /lenders/unknown"
      brandName={brand.displayName}
    />
  )),
  CookieBannerAsk: banner('CookieBannerAsk', 'ask'),
  CookieBannerChoosing: {
    ...banner('CookieBannerChoosing', 'ask'),
    play: async ({ canvasElement }) => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Choose cookies' }));
    },
  },
  CookieBannerAccepted: banner('CookieBannerAccepted', 'accepted'),
  CookieBannerRejected: banner('CookieBannerRejected', 'rejected'),
  CookieBannerSaved: banner('CookieBannerSaved', 'saved'),
  CookieBannerHidden: banner('CookieBannerHidden', 'hidden'),
} satisfies Record<PageType | BannerType, StoryObj>;

// Named, in the order each brand's file lists them, for those files to export as they are.
export const { Home, Vehicle, BlogList, Article, Tag, Category, Lender, Privacy, Cookies } = sitePages;
export const { WhichScheme, NotFound, CookieBannerAsk, CookieBannerChoosing } = sitePages;
export const { CookieBannerAccepted, CookieBannerRejected, CookieBannerSaved, CookieBannerHidden } =
  sitePages;
