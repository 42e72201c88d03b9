import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { ComplaintState } from '../../contract/lifecycle/states';
import { limitMessage } from '../../contract/staff';
import { refusalMessage } from '../../mocks/gateway/deskClaim';
import { GatewayError, serviceFailure } from '../../src/adapters/gatewayError';
import { pending } from '../support/storySession';
import { deskClaimStory } from './deskClaimStory';

/**
 * The desk's claim page (/desk/claims/{id}) over its real machine, MSW answering the gateway from
 * the lifecycle machine: one story for each state the first complaint (Black Horse) can be in,
 * reached along the machine's shortest path to it, and the page's own states.
 */
const meta = { title: 'Desk/Claim' } satisfies Meta;
export default meta;

type Play = { canvasElement: HTMLElement };
const blackHorse = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Black Horse' }));

// One story per complaint state (mocks/gateway/deskClaimData.ts builds each from the machine).
const inState = (state: ComplaintState) => deskClaimStory(state);
export const Prepared = inState('prepared');
export const Sent = inState('sent');
export const Acknowledged = inState('acknowledged');
export const Offered = inState('offered');
export const Rejected = inState('rejected');
export const NoResponse = inState('noResponse');
export const Determined = inState('determined');
export const NoRedress = inState('noRedress');
export const OutOfScope = inState('outOfScope');
export const Disputed = inState('disputed');
export const Accepted = inState('accepted');
export const Declined = inState('declined');
export const Referred = inState('referred');
export const Paid = inState('paid');
export const Closed = inState('closed');
export const Withdrawn = inState('withdrawn');
export const Cancelled = inState('cancelled');

/** Under Scheme 2 of the redress scheme: the lender's determination awaited, its form offered (decision 259). */
export const SchemeSent = deskClaimStory('schemeSent');

/** The determination recorded: redress due with its remedy and sums. */
export const DeterminationRecorded: StoryObj = {
  ...deskClaimStory('schemeSent'),
  play: async ({ canvasElement }: Play) => {
    const complaint = await blackHorse(canvasElement);
    await userEvent.click(complaint.getByRole('radio', { name: 'Redress is due' }));
    await userEvent.click(await complaint.findByRole('radio', { name: /^A mix of the commission repaid/ }));
    await userEvent.type(complaint.getByLabelText(/^The total sum offered/), '1834.20');
    await userEvent.type(complaint.getByLabelText(/^The compensatory interest within it/), '212.50');
    await userEvent.click(complaint.getByRole('button', { name: 'Record the lender’s determination' }));
    await within(canvasElement).findByText(
      /The lender sent its determination under the redress scheme \(£1,834\.20\)/,
    );
  },
};

/** A determination of redress checked against the agreement's figures: the working and the verdict. */
export const DeterminationChecked: StoryObj = {
  ...deskClaimStory('determined'),
  play: async ({ canvasElement }: Play) => {
    const complaint = await blackHorse(canvasElement);
    const field = (label: RegExp) => complaint.getByLabelText(label);
    await userEvent.clear(field(/^Amount of credit/));
    await userEvent.type(field(/^Amount of credit/), '12000');
    await userEvent.type(field(/^APR/), '9.9');
    await userEvent.type(field(/^Term/), '48');
    await userEvent.type(field(/^Commission paid/), '1200');
    await userEvent.click(complaint.getAllByRole('radio', { name: 'Yes' })[0]!);
    await userEvent.click(complaint.getAllByRole('radio', { name: 'No' })[1]!);
    await userEvent.click(complaint.getByRole('button', { name: 'Check the determination' }));
    await complaint.findByRole('heading', { name: 'What the check found' });
  },
};

/** The determination form sent with nothing chosen: the error summary and the field's message. */
export const DeterminationMissing: StoryObj = {
  ...deskClaimStory('schemeSent'),
  play: async ({ canvasElement }: Play) => {
    const complaint = await blackHorse(canvasElement);
    await userEvent.click(complaint.getByRole('button', { name: 'Record the lender’s determination' }));
    await within(canvasElement).findByRole('alert');
  },
};

/** The claim on its way: the gateway has not answered. */
export const Loading = deskClaimStory('success', () => ({ openClaim: () => pending() }));

/** Not in the handler's workspaces (or no such claim): the gateway answers as for a missing one. */
export const NotFound = deskClaimStory('success', () => ({
  openClaim: () =>
    Promise.reject(
      new GatewayError('not-found', 'No submitted claim with this claimId is in your workspaces.', {
        functionName: 'deskOpenClaim',
        code: 'functions/not-found',
      }),
    ),
}));

/** The service is not available: what went wrong, and Try again. */
export const CouldNotOpen = deskClaimStory('success', () => ({
  openClaim: () =>
    Promise.reject(serviceFailure('unavailable', 'deskOpenClaim', { code: 'functions/unavailable' })),
}));

/** The handler has opened as many claims this hour as the desk allows one person: when it resets. */
export const LimitReached = deskClaimStory('success', () => ({
  openClaim: () =>
    Promise.reject(
      new GatewayError('rate-limited', limitMessage('claimsOpened', 60, Date.parse('2026-11-30T14:05:00Z')), {
        functionName: 'deskOpenClaim',
        code: 'functions/resource-exhausted',
        reason: 'staff-limit',
      }),
    ),
}));

/** "Send the complaint to the lender" refused by the gateway: its message, naming the state. */
export const RefusedAction: StoryObj = {
  ...deskClaimStory('prepared', () => ({
    sendComplaint: () =>
      Promise.reject(
        new GatewayError('invalid-input', refusalMessage('sent', 'handler.send'), {
          functionName: 'deskSendComplaint',
          code: 'functions/failed-precondition',
          reason: 'event-not-accepted',
        }),
      ),
  })),
  play: async ({ canvasElement }: Play) => {
    const complaint = await blackHorse(canvasElement);
    await userEvent.click(complaint.getByRole('button', { name: 'Send the complaint to the lender' }));
    await within(canvasElement).findByRole('alert');
  },
};

/** "Record an offer" with an amount that is not one: the field's error and the summary. */
export const AmountNotANumber: StoryObj = {
  ...deskClaimStory('sent'),
  play: async ({ canvasElement }: Play) => {
    const complaint = await blackHorse(canvasElement);
    await userEvent.type(complaint.getByLabelText('The amount offered, in pounds'), 'two thousand');
    await userEvent.click(complaint.getByRole('button', { name: 'Record an offer' }));
    await within(canvasElement).findByRole('alert');
  },
};

/** "Record a payment" with nothing typed. */
export const AmountMissing: StoryObj = {
  ...deskClaimStory('accepted'),
  play: async ({ canvasElement }: Play) => {
    const complaint = await blackHorse(canvasElement);
    await userEvent.click(complaint.getByRole('button', { name: 'Record a payment' }));
    await within(canvasElement).findByRole('alert');
  },
};

/** "Withdraw the complaint" pressed: "Are you sure?", nothing sent yet. */
export const ConfirmWithdrawal: StoryObj = {
  ...deskClaimStory('sent'),
  play: async ({ canvasElement }: Play) => {
    const complaint = await blackHorse(canvasElement);
    await userEvent.click(complaint.getByRole('button', { name: 'Withdraw the complaint' }));
    await complaint.findByRole('heading', { name: /Are you sure you want to withdraw/ });
  },
};

/** A note added: it heads the list, and the page says so. */
export const NoteAdded: StoryObj = {
  ...deskClaimStory('sent'),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Add a note'), 'Chased the lender by phone.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the note' }));
    await canvas.findByText('Note added.');
  },
};
