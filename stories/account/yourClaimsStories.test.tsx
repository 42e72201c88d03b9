import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLAIM_STORE_MESSAGES } from '../../src/adapters/claims';
import { CLAIMANT_FAILURE_HAPPENED } from '../../contract/failureWords';
import { FIRMS } from '../../contract/firms';
import * as yourClaims from './YourClaims.stories';
import { SAMPLE_OFFER_PENCE, eventTypesTo } from '../support/timelineStates';
import { COMPLAINT_STATES } from '../../contract/lifecycle/states';
import { PAY_CLAIMANT_WITHIN_WORKING_DAYS } from '../../contract/settlement';
import { COMPLAINT_EVENT_WORDS, COMPLAINT_STATE_WORDS } from '../../contract/statusWords';
import { feeOnAwardPence } from '../../contract/fees';
import { formatPounds } from '../../contract/money';
import { ACTION_NOTICES } from '../../machines/claims/yourClaimsMachine';
import { CANCEL_REFUSED_MESSAGE } from '../../mocks/gateway/lifecycle';
import { show, type Module } from './showStory';

// The your-claims stories (the list, each state's timeline, the decisions), run as Storybook runs
// them (showStory.tsx).

describe('your-claims stories show the state they name', () => {
  const s = (name: string) => show(yourClaims as Module, name);

  it.each([
    ['Empty', 'You have no claims yet.'],
    ['Loading', 'Loading your claims…'],
    ['Failed', CLAIM_STORE_MESSAGES.network],
    ['OneDraftToResume', 'Continue this claim'],
    ['OneSubmitted', 'Claim RDR-ABCD2345'],
  ] as const)('%s shows "%s"', async (name, text) => {
    const canvas = await s(name);
    expect(await canvas.findAllByText(text)).not.toHaveLength(0);
  });

  it('DownloadingTheSignedLetter shows the copy on its way once Download is pressed', async () => {
    const canvas = await s('DownloadingTheSignedLetter');
    await userEvent.click(await canvas.findByRole('button', { name: /Download your signed letter/ }));
    expect(await canvas.findByRole('button', { name: 'Preparing your signed letter…' })).toBeTruthy();
  });

  it('Several lists four claims, and a guest with none is offered Sign in', async () => {
    const several = await s('Several');
    expect(await several.findAllByRole('heading', { level: 2, name: /^Claim / })).toHaveLength(4);
    const guest = await s('EmptyForAGuest');
    expect(await guest.findByText(/Started a claim on another device\?/)).toBeTruthy();
  });
});

describe('timeline stories: one for each state of the complaint machine', () => {
  const s = (name: string) => show(yourClaims as Module, name);
  const storyName = (state: string) => `Timeline${state[0]?.toUpperCase()}${state.slice(1)}`;

  it.each(COMPLAINT_STATES.map((state) => [state] as const))(
    '%s shows the state, its events and what happens next',
    async (state) => {
      expect(Object.keys(yourClaims)).toContain(storyName(state));
      const canvas = await s(storyName(state));
      expect(await canvas.findAllByText(COMPLAINT_STATE_WORDS[state])).not.toHaveLength(0);
      const path = eventTypesTo(state);
      for (const type of path)
        expect(canvas.getAllByText(new RegExp(COMPLAINT_EVENT_WORDS[type])).length).toBeGreaterThan(0);
      // The firm's contact details are on every claim's card (decision 270).
      expect(canvas.getByRole('region', { name: 'Contact us about this claim' })).toBeTruthy();
    },
  );

  it('Accepted says what the claimant may receive and when we pay it; Paid what the lender paid us, our fee, what they receive and by when (decision 270)', async () => {
    const accepted = await s('TimelineAccepted');
    expect(await accepted.findByRole('heading', { name: 'What you may receive' })).toBeTruthy();
    expect(accepted.getByText('You may receive')).toBeTruthy();
    expect(
      accepted.getByText(
        `We pay you your share within ${PAY_CLAIMANT_WITHIN_WORKING_DAYS} working days of receiving the money from Black Horse.`,
      ),
    ).toBeTruthy();
    const paid = await s('TimelinePaid');
    expect(await paid.findByRole('heading', { name: 'Your compensation' })).toBeTruthy();
    expect(paid.getByText('Black Horse paid us')).toBeTruthy();
    expect(paid.getByText('Our fee (VAT included)')).toBeTruthy();
    expect(paid.getByText('You receive')).toBeTruthy();
    expect(paid.getByText(/^Black Horse paid £[\d,.]+ to us on \d+ \w+ \d{4}\.$/)).toBeTruthy();
    expect(
      paid.getByText(
        new RegExp(
          `^We pay you the rest, £[\\d,.]+, within ${PAY_CLAIMANT_WITHIN_WORKING_DAYS} working days of receiving it\\.`,
        ),
      ),
    ).toBeTruthy();
  });

  it('Offered shows the amount, our fee from the fee schedule and Accept and Decline', async () => {
    const canvas = await s('TimelineOffered');
    const fee = feeOnAwardPence(SAMPLE_OFFER_PENCE);
    expect(await canvas.findByText(formatPounds(fee))).toBeTruthy();
    expect(canvas.getByText(formatPounds(SAMPLE_OFFER_PENCE - fee))).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Accept the offer' })).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Decline the offer' })).toBeTruthy();
    const sent = await s('TimelineSent');
    expect(await sent.findByText(/must send its final response by/)).toBeTruthy();
    expect(sent.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
  });

  it('Determined names the scheme’s determination, how it was worked out, our fee, that the scheme pays anyway, and Accept and Dispute (decision 259)', async () => {
    const canvas = await s('TimelineDetermined');
    expect(await canvas.findByRole('heading', { name: 'The lender’s determination' })).toBeTruthy();
    expect(
      canvas.getByText(
        /^We complain under Scheme 2 of the FCA’s motor finance redress scheme, which may cover/,
      ),
    ).toBeTruthy();
    expect(canvas.getByText(/^Redress due: .*worked out as a mix of the commission repaid/)).toBeTruthy();
    expect(canvas.getByText(/whether or not you use a firm like us/)).toBeTruthy();
    const fee = feeOnAwardPence(SAMPLE_OFFER_PENCE);
    expect(canvas.getByText(formatPounds(SAMPLE_OFFER_PENCE - fee))).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Accept the determination' })).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Dispute the determination' })).toBeTruthy();
    const none = await s('TimelineNoRedress');
    expect(await none.findByText(/^No redress is due: /)).toBeTruthy();
    expect(none.getByRole('button', { name: 'Dispute the determination' })).toBeTruthy();
    expect(none.queryByRole('button', { name: 'Accept the determination' })).toBeNull();
  });

  it('ConfirmingDispute asks first, names the ombudsman and its time limit, and going back sends nothing', async () => {
    const canvas = await s('ConfirmingDispute');
    await userEvent.click(await canvas.findByRole('button', { name: 'Dispute the determination' }));
    expect(
      await canvas.findByRole('heading', {
        name: 'Are you sure you want to dispute Black Horse’s determination?',
      }),
    ).toBeTruthy();
    expect(canvas.getByText(/within 6 months of the lender’s answer/)).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'No, go back' }));
    expect(await canvas.findByRole('button', { name: 'Dispute the determination' })).toBeTruthy();
  });

  it('cancelling asks first, and from the 15th day says how to withdraw instead', async () => {
    const within14 = await s('CancelWithin14Days');
    await userEvent.click(await within14.findByRole('button', { name: 'Cancel this claim' }));
    expect(
      await within14.findByRole('heading', { name: 'Are you sure you want to cancel this claim?' }),
    ).toBeTruthy();
    expect(within14.getByRole('button', { name: 'No, keep my claim' })).toBeTruthy();
    const late = await s('WithdrawAfter14Days');
    expect(await late.findByRole('heading', { name: 'Withdrawing your claim' })).toBeTruthy();
    expect(late.getByText(/up to the fee in our fee schedule/)).toBeTruthy();
    expect(late.queryByRole('button', { name: 'Cancel this claim' })).toBeNull();
  });
});

describe('your-claims stories: decisions confirmed, refusals in the claimant’s words', () => {
  const s = (name: string) => show(yourClaims as Module, name);
  const fee = feeOnAwardPence(SAMPLE_OFFER_PENCE);

  it('ConfirmingAcceptance asks first: accepting settles the complaint with the lender, our fee and what you may receive; going back sends nothing', async () => {
    const canvas = await s('ConfirmingAcceptance');
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the offer' }));
    const heading = await canvas.findByRole('heading', {
      name: 'Are you sure you want to accept Black Horse’s offer?',
    });
    expect(document.activeElement).toBe(heading);
    expect(canvas.getByText(/^Accepting settles your complaint with Black Horse\./)).toBeTruthy();
    expect(
      canvas.getByText(
        `Black Horse offers ${formatPounds(SAMPLE_OFFER_PENCE)}. Our fee, from our fee schedule, would be ${formatPounds(fee)} (VAT included), so you may receive ${formatPounds(SAMPLE_OFFER_PENCE - fee)}.`,
      ),
    ).toBeTruthy();
    expect(canvas.getByText('You may receive')).toBeTruthy();
    expect(canvas.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'No, go back' }));
    expect(await canvas.findByRole('button', { name: 'Accept the offer' })).toBeTruthy();
    expect(canvas.queryByText(ACTION_NOTICES['claimant.acceptOffer'])).toBeNull();
  });

  it('ConfirmingDecline asks first: what the firm does next and the ombudsman’s 6 months from the final response, with its last day', async () => {
    const canvas = await s('ConfirmingDecline');
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline the offer' }));
    expect(
      await canvas.findByRole('heading', { name: 'Are you sure you want to decline Black Horse’s offer?' }),
    ).toBeTruthy();
    expect(
      canvas.getByText(
        /^We look at Black Horse’s answer and tell you whether we can take your complaint to the Financial Ombudsman Service/,
      ),
    ).toBeTruthy();
    expect(
      canvas.getByText(
        /within 6 months of the lender’s final response\. Black Horse’s final response was on .+, so that is by .+\./,
      ),
    ).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Yes, decline the offer' })).toBeTruthy();
  });

  it('CancelRefused shows the claimant’s sentence (the last day, how to withdraw, the firm), not the gateway’s words', async () => {
    const canvas = await s('CancelRefused');
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel this claim' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, cancel my claim' }));
    const alert = await canvas.findByRole('alert');
    expect(alert.textContent).toContain('Your claim has not been cancelled.');
    expect(alert.textContent).toMatch(/The last day to cancel without paying was \d{1,2} \w+ \d{4}\./);
    expect(alert.textContent).toContain('You can still withdraw your claim');
    expect(alert.textContent).toContain(FIRMS.Redress.phone);
    expect(alert.textContent).not.toContain(CANCEL_REFUSED_MESSAGE);
    expect(alert.textContent).not.toContain('does not accept');
  });

  it('CancelNotSent shows the claimant’s sentence with the firm’s contact and the reference, not the gateway’s words', async () => {
    const canvas = await s('CancelNotSent');
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel this claim' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, cancel my claim' }));
    const alert = await canvas.findByRole('alert');
    expect(alert.textContent).toContain(CLAIMANT_FAILURE_HAPPENED.server);
    expect(alert.textContent).toContain(`If it happens again, call us on ${FIRMS.Redress.phone}`);
    expect(alert.textContent).toMatch(/, quoting RDR-[A-Z0-9]+\./);
    expect(alert.textContent).not.toMatch(/gateway|functions\/|internal/i);
  });

  it('DecisionRefused names the lender in the claimant’s words, and the page shows the claim as it now is', async () => {
    const canvas = await s('DecisionRefused');
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the offer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, accept the offer' }));
    const alert = await canvas.findByRole('alert');
    expect(alert.textContent).toContain('You can no longer accept Black Horse’s offer');
    expect(alert.textContent).not.toContain('does not accept');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Accept the offer' })).toBeNull());
  });
});
