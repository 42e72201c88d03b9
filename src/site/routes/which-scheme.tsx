import { pageMeta } from '../../content/meta';
import { contentPage } from '../page';
import { WhichSchemeView } from '../views/WhichSchemeView';

/** Shipped as static HTML with the content pages' script, which shows its form (decision 260). */
export const handle = contentPage;

export const meta = () =>
  pageMeta({
    title: 'Which scheme covers my agreement?',
    description:
      'The dates of agreements the FCA’s motor finance redress scheme may cover, and which of its two schemes may cover yours.',
    path: '/which-scheme',
  });

export default function WhichScheme() {
  return <WhichSchemeView />;
}
