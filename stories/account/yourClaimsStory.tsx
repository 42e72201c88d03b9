import type { StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { registeredUser } from '../../machines/auth/fixtures';
import { YourClaimsContainer } from '../../src/account/containers/YourClaimsContainer';
import { accountStory } from './accountStory';
import { claimsMachine, type ClaimsServer } from './claims';

/** /form/claims over the real "your claims" machine, its calls answered as `server` says. */
export const yourClaimsStory = (server: ClaimsServer, signedIn = registeredUser): StoryObj =>
  accountStory({ signedIn }, (session, brand) => (
    <YourClaimsContainer
      session={session}
      machine={claimsMachine(server)}
      brandName={brand.displayName}
      onResume={fn()}
    />
  ));
