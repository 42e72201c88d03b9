import type { StoryContext, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import type { Brand } from '../../src/brands/table';
import { AccountEntry } from '../../src/account/containers/AccountEntry';
import type { AuthSession } from '../../src/account/containers/LoginContainer';
import { SiteLayout } from '../support/SiteLayout';
import { storySession, type StorySessionOptions } from '../support/storySession';
import { brandForGlobals } from '../support/workspace';

/**
 * A story of an app page over the real auth machine: the session is brought to its state before
 * the story renders (a loader), and the page sits in the layout with the header's account entry
 * reading the same session, as on the app's routes.
 */
export function accountStory(
  options: StorySessionOptions,
  page: (session: AuthSession, brand: Brand) => ReactNode,
): StoryObj {
  return {
    loaders: [async () => ({ session: await storySession(options) })],
    render: (_args, { loaded, globals }: StoryContext) => {
      const session = loaded.session as AuthSession;
      const brand = brandForGlobals(globals);
      return (
        <SiteLayout brand={brand} account={<AccountEntry session={session} onSignedOut={fn()} />}>
          {page(session, brand)}
        </SiteLayout>
      );
    },
  };
}
