import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { LETTER_MISSING_MESSAGE, LETTER_REFUSALS } from '../../contract/letters';
import { sampleClaimLetters, type ClaimLettersScenario } from '../../mocks/gateway/claimLetters';
import type { SignedCopy } from '../../machines/claims/yourClaimsMachine';
import { GatewayError } from '../../src/adapters/gatewayError';
import { claimIn } from '../support/timelineStates';
import { pending } from '../support/storySession';
import { yourClaimsStory } from './yourClaimsStory';

/**
 * The letters on a claim of "Your claims" (decision 275): the complaint letter we sent and the
 * lender's final response, each downloadable as a PDF with its size and date.
 */
const meta = { title: 'Account/Your claims/Letters' } satisfies Meta;
export default meta;

/** The claim whose complaint to Black Horse has an offer, with the scenario's letters. */
const withLetters = (scenario: ClaimLettersScenario, letter?: () => Promise<SignedCopy>) => {
  const { claim, at } = claimIn('offered');
  return yourClaimsStory({
    claims: () => Promise.resolve([claim]),
    at,
    letters: () => Promise.resolve(sampleClaimLetters(scenario, claim.id)),
    letter,
  });
};
type Play = { canvasElement: HTMLElement };
const pressDownload = async ({ canvasElement }: Play) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Download Black Horse’s final response/ }));
};

/** Submitted, nothing sent yet that was kept: what will be here, and when. */
export const NoLettersYet = withLetters('success');
/** The complaint letter we sent Black Horse, with its size and the day it was sent. */
export const ComplaintLetter = withLetters('complaintLetter');
/** The complaint letter and Black Horse's final response. */
export const BothLetters = withLetters('both');
/** "Download" pressed: the letter on its way. */
export const DownloadingALetter = {
  ...withLetters('both', () => pending<SignedCopy>()),
  play: pressDownload,
};
/** The download refused (the letter is no longer there): the sentence beside the letter. */
export const DownloadFailed = {
  ...withLetters('both', () =>
    Promise.reject(
      new GatewayError('not-found', LETTER_MISSING_MESSAGE, {
        functionName: 'downloadClaimLetter',
        code: 'functions/not-found',
        reason: LETTER_REFUSALS.missing,
      }),
    ),
  ),
  play: pressDownload,
};
