import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Note } from '../../ui/Page';

const Quotes = styled.ul.withConfig({ componentId: 'Reviews-Quotes' })`
  list-style: none;
  padding: 0;
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  li {
    margin: 0;
    padding: var(--space-3);
    background: var(--colour-surface);
    border-radius: 4px;
  }
  blockquote {
    margin: 0 0 var(--space-2);
  }
`;

export interface Review {
  quote: string;
  name: string;
}

/** Sample reviews, never presented as real clients. */
export const ILLUSTRATIVE_REVIEWS: readonly Review[] = [
  {
    quote: 'Clear about the fee from the start, and they told me I could complain for free myself.',
    name: 'A. (illustrative)',
  },
  {
    quote: 'The form found my old agreement from a soft search, so I did not need the paperwork.',
    name: 'R. (illustrative)',
  },
  { quote: 'Kept me updated by text and email at every stage.', name: 'S. (illustrative)' },
];

export function Reviews({ rating, reviews }: { rating: ReactNode; reviews: readonly Review[] }) {
  return (
    <section aria-labelledby="reviews">
      <h2 id="reviews">What people say</h2>
      {rating}
      <Note>Illustrative reviews: sample text to show the layout, not from real clients.</Note>
      <Quotes>
        {reviews.map((review) => (
          <li key={review.name}>
            <blockquote>“{review.quote}”</blockquote>
            <span>{review.name}</span>
          </li>
        ))}
      </Quotes>
    </section>
  );
}
