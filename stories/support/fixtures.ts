import type { Article, ArticleSummary, Lender, LenderSummary, Term } from '../../src/content/types';

/** Story content: shaped like content/ after the build has rendered it, but fixed and short. */
export const categories: Term[] = [
  { slug: 'guides', name: 'Guides' },
  { slug: 'news', name: 'News' },
];

export const tags: Term[] = [
  { slug: 'commission', name: 'Commission' },
  { slug: 'complaints', name: 'Complaints' },
];

export const articles: ArticleSummary[] = [
  {
    slug: 'what-is-discretionary-commission',
    title: 'What is discretionary commission?',
    description:
      'How some dealers could set your interest rate to earn more commission, and why that may matter.',
    date: '2025-09-01',
    updated: null,
    category: categories[0]!,
    tags: [tags[0]!],
  },
  {
    slug: 'complain-for-free',
    title: 'You can complain for free',
    description:
      'You do not need a firm: you can complain to the lender and the Financial Ombudsman yourself.',
    date: '2025-08-20',
    updated: '2025-10-02',
    category: categories[1]!,
    tags: tags,
  },
];

export const article: Article = {
  ...articles[0]!,
  html: [
    '<p>Until January 2021 some lenders let car dealers choose the interest rate within a range.</p>',
    '<h2>Why it may matter</h2>',
    '<p>A higher rate could mean more commission for the dealer. You may be owed compensation.</p>',
  ].join(''),
};

export const lenders: LenderSummary[] = [
  {
    slug: 'sample-motor-finance',
    name: 'Sample Motor Finance',
    description: 'Agreements from 2007 to 2021 may be covered.',
  },
  {
    slug: 'example-car-credit',
    name: 'Example Car Credit',
    description: 'Hire purchase and PCP agreements.',
  },
];

export const lender: Lender = {
  ...lenders[0]!,
  title: 'Sample Motor Finance car finance claims',
  updated: '2025-10-01',
  html: '<p>If you had hire purchase or PCP with Sample Motor Finance before 2021, you may be able to claim.</p>',
};
