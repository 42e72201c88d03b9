import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { anonymousUser } from '../../machines/auth/fixtures';
import type { ListedClaim } from '../../machines/claims/yourClaimsMachine';
import { ClaimStoreError, CLAIM_STORE_MESSAGES } from '../../src/adapters/claims';
import { pending } from '../support/storySession';
import { yourClaimsStory } from './yourClaimsStory';
import { sampleClaims } from './claims';
import { DAY, SIGNED_AT, claimIn } from '../support/timelineStates';
import type { ComplaintState } from '../../contract/lifecycle/states';
import { ACTION_NOTICES } from '../../machines/claims/yourClaimsMachine';
import type { LifecycleRefusal } from '../../contract/lifecycle/refusals';
import { cancelWindowClosedRefusal, offerDecidedRefusal } from '../../mocks/gateway/lifecycle';
import { toGatewayError } from '../../src/adapters/gatewayError';
import { INTERNAL_MESSAGE } from '../../functions/src/lib/gatewayMessages';

/** The gateway's refusal (its words never shown) as its client reports it to the page. */
const refused = (functionName: string, { code, message, details }: LifecycleRefusal) =>
  toGatewayError({ code: `functions/${code}`, message, details }, functionName);

/**
 * /form/claims over the real "your claims" machine, its reading of the claims answered per story,
 * for a signed-in claimant (and a guest with none).
 */
const meta = { title: 'Account/Your claims' } satisfies Meta;
export default meta;

const yourClaims = yourClaimsStory;

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

// The timeline, one story for each state a complaint can be in, from the complaint machine's
// shortest path to it (stories/support/timelineStates.ts). The claimant looks a day after the last event.
const timeline = (state: ComplaintState) => {
  const { claim, at } = claimIn(state);
  return yourClaims({ claims: () => Promise.resolve([claim]), at });
};

export const TimelinePrepared = timeline('prepared');
export const TimelineSent = timeline('sent');
export const TimelineAcknowledged = timeline('acknowledged');
/** The lender's offer, our fee on it and what the claimant would receive, with Accept and Decline. */
export const TimelineOffered = timeline('offered');
export const TimelineRejected = timeline('rejected');
export const TimelineNoResponse = timeline('noResponse');
/** Under Scheme 2 (decision 259): the lender's determination, how it was worked out, our fee, Accept and Dispute. */
export const TimelineDetermined = timeline('determined');
/** No redress determined: the reason, and Dispute. */
export const TimelineNoRedress = timeline('noRedress');
export const TimelineOutOfScope = timeline('outOfScope');
export const TimelineDisputed = timeline('disputed');
export const TimelineAccepted = timeline('accepted');
export const TimelineDeclined = timeline('declined');
export const TimelineReferred = timeline('referred');
export const TimelinePaid = timeline('paid');
export const TimelineClosed = timeline('closed');
export const TimelineWithdrawn = timeline('withdrawn');
export const TimelineCancelled = timeline('cancelled');

/** The determination, then the page read again as `then` after the claimant's decision. */
const determinedThen = (then: 'accepted' | 'disputed') => {
  const determined = claimIn('determined');
  const decided = claimIn(then);
  return yourClaims({
    claims: () => Promise.resolve([determined.claim]),
    after: () => Promise.resolve([{ ...decided.claim, id: determined.claim.id }]),
    at: determined.at,
  });
};

/** The offer, then the page read again as `then` after the claimant's decision. */
const offeredThen = (then: 'accepted' | 'declined') => {
  const offered = claimIn('offered');
  const decided = claimIn(then);
  return yourClaims({
    claims: () => Promise.resolve([offered.claim]),
    after: () => Promise.resolve([{ ...decided.claim, id: offered.claim.id }]),
    at: offered.at,
  });
};
type Play = { canvasElement: HTMLElement };

/** "Accept the offer" pressed: are you sure, what accepting settles, our fee and what you may receive. */
export const ConfirmingAcceptance = {
  ...offeredThen('accepted'),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the offer' }));
    await canvas.findByRole('heading', { name: 'Are you sure you want to accept Black Horse’s offer?' });
  },
};
/** Accepting confirmed: MSW answers recordComplaintEvent, the page reads the claim again. */
export const AcceptingTheOffer = {
  ...offeredThen('accepted'),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the offer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, accept the offer' }));
    await canvas.findByText(ACTION_NOTICES['claimant.acceptOffer']);
  },
};
/** "Decline the offer" pressed: are you sure, what we do next, the ombudsman's 6 months and its day. */
export const ConfirmingDecline = {
  ...offeredThen('declined'),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline the offer' }));
    await canvas.findByRole('heading', { name: 'Are you sure you want to decline Black Horse’s offer?' });
  },
};
/** Declining confirmed: MSW answers recordComplaintEvent, the page reads the claim again. */
export const DecliningTheOffer = {
  ...offeredThen('declined'),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline the offer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, decline the offer' }));
    await canvas.findByText(ACTION_NOTICES['claimant.declineOffer']);
  },
};
/** The offer was decided elsewhere while the page was open: the sentence naming the lender. */
export const DecisionRefused = {
  ...(() => {
    const offered = claimIn('offered');
    return yourClaims({
      claims: () => Promise.resolve([offered.claim]),
      after: () => Promise.resolve([{ ...claimIn('accepted').claim, id: offered.claim.id }]),
      at: offered.at,
      refusal: refused('recordComplaintEvent', offerDecidedRefusal()),
    });
  })(),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the offer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, accept the offer' }));
    await canvas.findByRole('alert');
  },
};

// Cancelling: within the 14 days (with the confirmation step), and after them.
const withinFourteenDays = claimIn('prepared', SIGNED_AT + 3 * DAY);
/** Within the 14 days: "Cancel this claim" with the last day to cancel. */
export const CancelWithin14Days = yourClaims({
  claims: () => Promise.resolve([withinFourteenDays.claim]),
  at: withinFourteenDays.at,
});
/** "Cancel this claim" pressed: the confirmation step, nothing sent yet. */
export const CancelConfirming = {
  ...CancelWithin14Days,
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel this claim' }));
    await canvas.findByRole('heading', { name: 'Are you sure you want to cancel this claim?' });
  },
};
/** Confirmed: MSW answers cancelClaim, and the claim reads as cancelled. */
export const CancelConfirmed = {
  ...yourClaims({
    claims: () => Promise.resolve([withinFourteenDays.claim]),
    after: () => Promise.resolve([{ ...claimIn('cancelled').claim, id: withinFourteenDays.claim.id }]),
    at: withinFourteenDays.at,
  }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel this claim' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, cancel my claim' }));
    await canvas.findByText(ACTION_NOTICES['claimant.cancel']);
  },
};
/**
 * The gateway refuses (the 14 days ended while the page was open): the claimant's sentence (the last
 * day, how to withdraw, the firm), never the gateway's words, and the claim read again.
 */
export const CancelRefused = {
  ...yourClaims({
    claims: () => Promise.resolve([withinFourteenDays.claim]),
    at: withinFourteenDays.at,
    refusal: refused('cancelClaim', cancelWindowClosedRefusal()),
  }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel this claim' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, cancel my claim' }));
    await canvas.findByRole('alert');
  },
};
/**
 * The gateway could not complete the cancellation (its catch-all `internal` answer): the claimant's
 * sentence, what to do next and the firm's contact quoting the reference, never the gateway's words.
 */
export const CancelNotSent = {
  ...yourClaims({
    claims: () => Promise.resolve([withinFourteenDays.claim]),
    at: withinFourteenDays.at,
    refusal: toGatewayError(
      { code: 'functions/internal', message: `${INTERNAL_MESSAGE} [500]` },
      'cancelClaim',
    ),
  }),
  play: CancelRefused.play,
};
/** From the 15th day: no button, how to withdraw and what the fee schedule says it may cost. */
export const WithdrawAfter14Days = (() => {
  const late = claimIn('prepared', SIGNED_AT + 15 * DAY);
  return yourClaims({ claims: () => Promise.resolve([late.claim]), at: late.at });
})();

/** "Dispute the determination" pressed: are you sure, the ombudsman, its time limit. */
export const ConfirmingDispute = {
  ...determinedThen('disputed'),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dispute the determination' }));
    await canvas.findByRole('heading', {
      name: 'Are you sure you want to dispute Black Horse’s determination?',
    });
  },
};
/** Disputing confirmed: MSW answers recordComplaintEvent, the page reads the claim again. */
export const DisputingTheDetermination = {
  ...determinedThen('disputed'),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dispute the determination' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, dispute the determination' }));
    await canvas.findByText(ACTION_NOTICES['claimant.disputeDetermination']);
  },
};
/** "Accept the determination" pressed: what accepting settles, the sum, our fee, and that the scheme pays anyway. */
export const ConfirmingDeterminationAcceptance = {
  ...determinedThen('accepted'),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the determination' }));
    await canvas.findByRole('heading', {
      name: 'Are you sure you want to accept Black Horse’s determination?',
    });
  },
};
