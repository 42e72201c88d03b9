/** Content as the pages receive it: plain data, the Markdown already rendered at build time. */
export interface Term {
  slug: string;
  name: string;
}

export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  updated: string | null;
  category: Term;
  tags: Term[];
}

export interface Article extends ArticleSummary {
  /** HTML rendered from trusted Markdown in content/ at build time. */
  html: string;
}

export interface LenderSummary {
  slug: string;
  name: string;
  description: string;
}

export interface Lender extends LenderSummary {
  title: string;
  updated: string;
  html: string;
}
