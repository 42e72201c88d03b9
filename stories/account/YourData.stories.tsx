import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { anonymousUser, registeredUser } from '../../machines/auth/fixtures';
import { DATA_RATE_LIMITED_MESSAGE, type DataScenario } from '../../mocks/gateway/data';
import { gatewayHandler } from '../../mocks/handlers';
import { MyDataContainer } from '../../src/account/containers/MyDataContainer';
import { accountStory } from './accountStory';
import { STORY_FAILURES, storyMyDataMachine, type StoryFailures } from './myData';

/**
 * /form/claims/data over the real "your data" machine and gateway client, the gateway answered by
 * MSW per story: the copy, failures, and each step of asking to delete it.
 */
const meta = { title: 'Account/Your data' } satisfies Meta;
export default meta;

const yourData = (data: DataScenario, signedIn = registeredUser, fail: StoryFailures = {}): StoryObj => ({
  ...accountStory({ signedIn }, (session, brand) => (
    <MyDataContainer session={session} machine={storyMyDataMachine(fail)} brandName={brand.displayName} />
  )),
  parameters: { msw: { handlers: { gateway: gatewayHandler({ data }) } } },
});

type Canvas = { canvasElement: HTMLElement };

/** Presses "Ask us to delete my data" once the copy is shown. */
async function ask({ canvasElement }: Canvas) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Ask us to delete my data' }));
  return canvas;
}

/** Asks, then confirms with "Yes, delete my data". */
async function askAndConfirm(context: Canvas) {
  const canvas = await ask(context);
  await userEvent.click(await canvas.findByRole('button', { name: 'Yes, delete my data' }));
  return canvas;
}

/** Everything held about a claimant with a claim under way and an unfinished one. */
export const Shown = yourData('success');
/** A guest session with nothing but the session itself: told why it cannot ask us to delete it. */
export const NothingHeld = yourData('nothingHeld', anonymousUser);
export const Loading = yourData('slow');
export const CouldNotBeMade = yourData('success', registeredUser, {
  copy: STORY_FAILURES.server('exportMyData'),
});
export const TooManyCopies = yourData('success', registeredUser, {
  copy: STORY_FAILURES.rateLimited(DATA_RATE_LIMITED_MESSAGE),
});
/** "Ask us to delete my data" pressed: what is kept and what goes, and the question. */
export const AskingToDelete = {
  ...yourData('success'),
  play: async (context: Canvas) => {
    const canvas = await ask(context);
    await canvas.findByRole('heading', { name: 'Are you sure you want to ask us to delete your data?' });
  },
};
export const SendingTheRequest = {
  ...yourData('deletionSlow'),
  play: async (context: Canvas) => {
    const canvas = await askAndConfirm(context);
    await canvas.findByRole('button', { name: 'Sending your request…' });
  },
};
export const RequestNotSent = {
  ...yourData('success', registeredUser, { request: STORY_FAILURES.server('requestDataDeletion') }),
  play: async (context: Canvas) => {
    const canvas = await askAndConfirm(context);
    await canvas.findByRole('alert');
  },
};
export const JustRequested = {
  ...yourData('success'),
  play: async (context: Canvas) => {
    const canvas = await askAndConfirm(context);
    await canvas.findByRole('heading', { name: /^You asked us to delete your data on / });
  },
};
/** "Yes, delete my data" refused by the gateway: this account has no claim left (decision 248). */
export const RequestRefused = {
  ...yourData('success', registeredUser, { request: STORY_FAILURES.noClaim() }),
  play: async (context: Canvas) => {
    const canvas = await askAndConfirm(context);
    await canvas.findByRole('heading', {
      name: 'We cannot take a request to delete your data from this account',
    });
  },
};
/** Opened again after asking: the open request, and no second one offered. */
export const AlreadyRequested = yourData('deletionRequested');

/** The copy still being made: "Ask us to delete my data" is there all the same (decision 271), and sent. */
export const AskedWhileLoading = {
  ...yourData('slow'),
  play: async (context: Canvas) => {
    const canvas = await askAndConfirm(context);
    await canvas.findByRole('heading', { name: /^You asked us to delete your data on / });
  },
};
/** The copy refused by its hourly limit: the request is still offered, and sent (decision 271). */
export const AskedWhenCopyFailed = {
  ...yourData('success', registeredUser, { copy: STORY_FAILURES.rateLimited(DATA_RATE_LIMITED_MESSAGE) }),
  play: async (context: Canvas) => {
    const canvas = await askAndConfirm(context);
    await canvas.findByRole('heading', { name: /^You asked us to delete your data on / });
  },
};
/** "Withdraw my request" pressed on the open request: withdrawn, and asking again offered. */
export const Withdrawn = {
  ...yourData('deletionRequested'),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw my request' }));
    await canvas.findByText(/^You withdrew your request/);
  },
};
/** Withdrawing refused: the firm has acted on the request since the page was opened. */
export const WithdrawalTooLate = {
  ...yourData('deletionRequested', registeredUser, { withdraw: STORY_FAILURES.notPending() }),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw my request' }));
    await canvas.findByRole('alert');
  },
};
/** A request the firm refused, with its reason; the claimant may ask again. */
export const RefusedByTheFirm = yourData('refusedByFirm');
