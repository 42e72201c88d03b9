import { brand } from '../../brands/brand';
import { pageMeta } from '../../content/meta';
import { PrivacyView } from '../views/PrivacyView';
import { contentPage } from '../page';

/** Shipped as static HTML with the content pages' script (decision 123). */
export const handle = contentPage;

export const meta = () =>
  pageMeta({
    title: 'Privacy notice',
    description: `How ${brand.displayName} uses the personal data you give us when you start a claim.`,
    path: '/privacy',
  });

export default function Privacy() {
  return (
    <PrivacyView
      brandName={brand.displayName}
      legalEntity={brand.sample.legalEntity}
      email={brand.sample.email}
    />
  );
}
