import { useState } from 'react';
import { pageMeta } from '../../content/meta';
import { useConsent } from '../../consent/useConsent';
import { CookiesView } from '../views/CookiesView';
import { contentPage } from '../page';

/** Shipped as static HTML with the content pages' script (decision 123). */
export const handle = contentPage;

export const meta = () =>
  pageMeta({
    title: 'Cookies',
    description: 'The essential and optional storage this site uses, and how to change your cookie settings.',
    path: '/cookies',
  });

export default function Cookies() {
  const { consent, decide } = useConsent();
  const [saved, setSaved] = useState(false);
  return (
    <CookiesView
      current={consent?.choices ?? null}
      saved={saved}
      onSave={(choices) => {
        decide(choices);
        setSaved(true);
      }}
    />
  );
}
