import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FeeSchedule } from '../../../contract/fees';
import { CLAIM_DURATION } from '../../../contract/firms';
import type { ArticleSummary, LenderSummary } from '../../content/types';
import { ArticleList } from './ArticleList';
import { Cancellation } from './Cancellation';
import { Fees } from './Fees';
import { FreeRoutes } from './FreeRoutes';
import { LenderLinks } from './LenderLinks';
import { CallToAction, Lede, PageMain } from '../../ui/Page';
import { Reviews, ILLUSTRATIVE_REVIEWS } from './Reviews';

export interface HomeViewProps {
  brandName: string;
  rating: ReactNode;
  fees: FeeSchedule;
  latest: ArticleSummary[];
  lenders: LenderSummary[];
}

export function HomeView({ brandName, rating, fees, latest, lenders }: HomeViewProps) {
  return (
    <PageMain>
      <h1>Car finance before 2024? You may be owed compensation for hidden commission</h1>
      <Lede>
        Many car finance agreements paid the dealer commission that was never properly explained. {brandName}{' '}
        can check your agreements with a soft credit search and, if commission may have been unfair, complain
        for you.
      </Lede>
      <CallToAction as={Link} to="/form/start">
        Start your claim
      </CallToAction>
      <p>Claiming takes {CLAIM_DURATION}. The soft credit search does not affect your credit score.</p>
      <p>
        <Link to="/which-scheme">Which scheme covers my agreement?</Link> Check from the month and year it
        started.
      </p>
      <FreeRoutes />
      <Fees fees={fees} />
      <Cancellation />
      <Reviews rating={rating} reviews={ILLUSTRATIVE_REVIEWS} />
      <section aria-labelledby="latest">
        <h2 id="latest">Latest guides and news</h2>
        <ArticleList articles={latest} headingLevel={3} />
        <p>
          <Link to="/blog">All guides and news</Link>
        </p>
      </section>
      <section aria-labelledby="lenders">
        <h2 id="lenders">Lenders we can help with</h2>
        <LenderLinks lenders={lenders} />
      </section>
    </PageMain>
  );
}
