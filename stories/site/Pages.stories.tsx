import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleView } from '../../src/views/site/ArticleView';
import { BlogListView } from '../../src/views/site/BlogListView';
import { HomeView } from '../../src/views/site/HomeView';
import { LenderView } from '../../src/views/site/LenderView';
import { TermView } from '../../src/views/site/TermView';
import { TrustRating } from '../../src/views/site/TrustRating';
import { VehicleView } from '../../src/views/site/VehicleView';
import { article, articles, categories, lender, lenders, tags } from '../support/fixtures';
import { withSiteFrame } from '../support/SiteFrame';
import { brandForGlobals } from '../support/workspace';

/** Every public page type, rendered from props inside the default layout. */
const meta = {
  title: 'Site/Pages',
  decorators: [withSiteFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  render: (_args, { globals }) => {
    const brand = brandForGlobals(globals);
    return (
      <HomeView
        brandName={brand.displayName}
        rating={<TrustRating {...brand.sample.rating} />}
        fees={brand.fees}
        latest={articles}
        lenders={lenders}
      />
    );
  },
};

export const Vehicle: Story = { render: () => <VehicleView /> };

export const BlogList: Story = {
  render: () => <BlogListView articles={articles} categories={categories} tags={tags} lenders={lenders} />,
};

export const Article: Story = { render: () => <ArticleView article={article} /> };

export const Tag: Story = { render: () => <TermView kind="tag" name="Commission" articles={articles} /> };

export const Category: Story = {
  render: () => <TermView kind="category" name="Guides" articles={articles.slice(0, 1)} />,
};

export const Lender: Story = { render: () => <LenderView lender={lender} /> };
