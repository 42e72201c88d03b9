import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from '../../src/ui/ErrorPage';
import { SiteLayout } from '../support/SiteLayout';
import { brandForGlobals } from '../support/workspace';

/** The app's error page for a failure other than not found (the 404 page is in each Site/<brand>). */
const meta = {
  title: 'Site/Error page',
  render: (_args, { globals }) => {
    const brand = brandForGlobals(globals);
    return (
      <SiteLayout brand={brand}>
        <ErrorPage
          status={500}
          statusMessage="Internal Server Error"
          message="Internal Server Error"
          brandName={brand.displayName}
        />
      </SiteLayout>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};
