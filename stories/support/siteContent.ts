import { getLibrary, lenderSummary, summary } from '../../src/content/content.server';

/**
 * The site's real content for stories: content/ read and rendered by the same code the
 * prerender's loaders call, with the summaries they pass to the list pages. Runs in Node only
 * (Storybook's build, the coverage tests); the browser gets the result as JSON.
 */
export function siteContent() {
  const library = getLibrary();
  return {
    ...library,
    articleSummaries: library.articles.map(summary),
    lenderSummaries: library.lenders.map(lenderSummary),
  };
}

export default siteContent();
