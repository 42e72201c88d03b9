import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from '../../src/ui/ErrorPage';
import { withSiteFrame } from '../support/SiteFrame';
import { brandForGlobals } from '../support/workspace';

type Args = { status: number; statusMessage: string; message: string };

const meta = {
  title: 'Site/Error page',
  decorators: [withSiteFrame],
  render: (args, { globals }) => <ErrorPage {...args} brandName={brandForGlobals(globals).displayName} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { status: 404, statusMessage: 'Page Not Found', message: 'Page not found: /lenders/unknown' },
};

export const ServerError: Story = {
  args: { status: 500, statusMessage: 'Internal Server Error', message: 'Internal Server Error' },
};
