import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fromPromise } from 'xstate';
import { anonymousUser, registeredUser } from '../../machines/auth/fixtures';
import { YourClaimsContainer } from '../../src/account/containers/YourClaimsContainer';
import { pending, type StorySessionOptions } from '../support/storySession';
import { accountStory } from './accountStory';
import { claimsMachine, sampleClaims } from './claims';

/**
 * The header's account entry on the app's routes, over the real auth machine: who is signed in
 * with "Sign out", while signing out, and a guest offered "Sign in". Shown above "Your claims",
 * where "Signed in as …" leads.
 */
const meta = { title: 'Account/Sign out' } satisfies Meta;
export default meta;

const onYourClaims = (options: StorySessionOptions) =>
  accountStory(options, (session, brand) => (
    <YourClaimsContainer
      session={session}
      machine={claimsMachine({ claims: () => Promise.resolve([sampleClaims.submitted]) })}
      brandName={brand.displayName}
      onResume={fn()}
    />
  ));

export const SignedIn = onYourClaims({ signedIn: registeredUser });
/** "Sign out" pressed: the machine is signing out and removing the claimant's data. */
export const SigningOut = onYourClaims({
  signedIn: registeredUser,
  actors: { logout: fromPromise(() => pending<void>()) },
  events: [{ type: 'user.logout' }],
  settle: false,
});
/** A guest session is not "signed in": the header offers "Sign in". */
export const Guest = onYourClaims({ signedIn: anonymousUser });
