import type { Meta } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { anonymousUser, registeredUser } from '../../machines/auth/fixtures';
import type { ListedClaim } from '../../machines/claims/yourClaimsMachine';
import { ClaimStoreError, CLAIM_STORE_MESSAGES } from '../../src/adapters/claims';
import { YourClaimsContainer } from '../../src/journey/YourClaimsContainer';
import { pending } from '../support/storySession';
import { accountStory } from './accountStory';
import { claimsMachine, sampleClaims, type ClaimsServer } from './claims';

/**
 * /form/claims over the real "your claims" machine, its reading of the claims answered per story,
 * for a signed-in claimant (and a guest with none).
 */
const meta = { title: 'Account/Your claims' } satisfies Meta;
export default meta;

const yourClaims = (server: ClaimsServer, signedIn = registeredUser) =>
  accountStory({ signedIn }, (session, brand) => (
    <YourClaimsContainer
      session={session}
      machine={claimsMachine(server)}
      brandName={brand.displayName}
      onResume={fn()}
    />
  ));

const listing = (...claims: ListedClaim[]) => yourClaims({ claims: () => Promise.resolve(claims) });

export const Empty = listing();
/** A guest session on this device with no claims: offered a way to sign in. */
export const EmptyForAGuest = yourClaims({ claims: () => Promise.resolve([]) }, anonymousUser);
export const OneSubmitted = listing(sampleClaims.submitted);
/** A claim whose credit check is done: "Continue this claim" resumes at choosing agreements. */
export const OneDraftToResume = listing(sampleClaims.checked);
export const Several = listing(
  sampleClaims.checked,
  sampleClaims.signed,
  sampleClaims.submitted,
  sampleClaims.draft,
);
export const Loading = yourClaims({ claims: () => pending<ListedClaim[]>() });
export const Failed = yourClaims({
  claims: () => Promise.reject(new ClaimStoreError(CLAIM_STORE_MESSAGES.network)),
});
/** "Download your signed letter of authority (PDF)" pressed, the copy on its way. */
export const DownloadingTheSignedLetter = {
  ...listing(sampleClaims.submitted),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /Download your signed letter/ });
    await userEvent.click(button);
    await within(canvasElement).findByRole('button', { name: 'Preparing your signed letter…' });
  },
};
