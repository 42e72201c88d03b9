import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CookieBanner, type CookieBannerState } from '../../src/ui/CookieBanner';
import { brandForGlobals } from '../support/workspace';

type Args = { state: CookieBannerState };

const meta = {
  title: 'Site/Cookie banner',
  // A page sits under the banner, so the hidden state shows what the visitor sees after choosing.
  render: ({ state }, { globals }) => (
    <>
      <main>
        <h1>Car finance claims</h1>
        <p>The page the banner appears on.</p>
      </main>
      <CookieBanner
        state={state}
        brandName={brandForGlobals(globals).displayName}
        onAccept={fn()}
        onReject={fn()}
        onSave={fn()}
        onHide={fn()}
      />
    </>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ask: Story = { args: { state: 'ask' } };
export const Accepted: Story = { args: { state: 'accepted' } };
export const Rejected: Story = { args: { state: 'rejected' } };
export const Saved: Story = { args: { state: 'saved' } };
export const Hidden: Story = { args: { state: 'hidden' } };
