import type { ReactNode } from 'react';
import type { Brand } from '../../src/brands/table';
import { Footer } from '../../src/ui/Footer';
import { Header } from '../../src/ui/Header';
import { SkipLink } from '../../src/ui/SkipLink';

interface SiteLayoutProps {
  brand: Brand;
  /** The cookie banner, above the header as the layout places it. */
  banner?: ReactNode;
  /** The header's account entry (the app's routes show who is signed in). */
  account?: ReactNode;
  children: ReactNode;
}

/** The default layout of src/root.tsx around a story: skip link, banner, header, the page, footer. */
export function SiteLayout({ brand, banner, account, children }: SiteLayoutProps) {
  return (
    <>
      <SkipLink />
      {banner}
      <Header brandName={brand.displayName} {...(account ? { account } : {})} />
      {children}
      <Footer brandName={brand.displayName} {...brand.sample} />
    </>
  );
}
