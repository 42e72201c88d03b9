import type { Decorator } from '@storybook/react-vite';
import { Footer } from '../../src/ui/Footer';
import { Header } from '../../src/ui/Header';
import { brandForGlobals } from './workspace';

/** The default layout around a public page: header, the page, footer, in the toolbar's brand. */
export const withSiteFrame: Decorator = (Story, context) => {
  const brand = brandForGlobals(context.globals);
  return (
    <>
      <Header brandName={brand.displayName} />
      <Story />
      <Footer brandName={brand.displayName} {...brand.sample} />
    </>
  );
};
