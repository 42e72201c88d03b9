import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { DeskDataRequestsScenario } from '../../mocks/gateway/deskAdmin';
import { gatewayHandler } from '../../mocks/handlers';
import { GatewayError } from '../../src/adapters/gateway';
import { serviceFailure } from '../../src/adapters/gatewayError';
import { DeskDataRequestsContainer } from '../../src/desk/containers/DeskDataRequestsContainer';
import type { DeskGateway } from '../../src/desk/adapters/deskGateway';
import { provideDeskDataRequests } from '../../src/desk/adapters/deskMachines';
import { SiteLayout } from '../support/SiteLayout';
import { DeskPage } from './DeskPage';
import { brandForGlobals } from '../support/workspace';
import { storyDeskGateway } from './desk';

/**
 * Claimants' deletion requests at the desk over the real machine and gateway client, the gateway
 * answered by MSW. Failures come from a gateway that rejects without a request, as the story
 * check allows no failed request.
 */
const meta = { title: 'Desk/Data requests' } satisfies Meta;
export default meta;

type Canvas = { canvasElement: HTMLElement };

const LIST_FAILED = serviceFailure('server', 'listDataRequests', { code: 'functions/internal' });
const APPROVAL_LOST = serviceFailure('network', 'approveDataDeletion');
const APPROVAL_REFUSED = new GatewayError(
  'not-found',
  'No data request with this requestId is open to you.',
  { functionName: 'approveDataDeletion', code: 'functions/not-found', reason: 'data-request' },
);

const requests = (
  deskDataRequests: DeskDataRequestsScenario,
  gateway: DeskGateway = storyDeskGateway,
): StoryObj => ({
  render: (_args, { globals }: StoryContext) => (
    <SiteLayout brand={brandForGlobals(globals)}>
      <DeskPage>
        <DeskDataRequestsContainer
          dataRequestsMachine={provideDeskDataRequests(gateway)}
          brandName={brandForGlobals(globals).displayName}
        />
      </DeskPage>
    </SiteLayout>
  ),
  parameters: { msw: { handlers: { gateway: gatewayHandler({ deskDataRequests }) } } },
});

const approve = async ({ canvasElement }: Canvas) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Approve the deletion' }));
  return canvas;
};
const approveAndConfirm = async (context: Canvas) => {
  const canvas = await approve(context);
  await userEvent.click(await canvas.findByRole('button', { name: 'Yes, delete the data' }));
  return canvas;
};

export const OpenRequests = requests('success');
/** More requests than a page: "Show more requests" adds the next page below. */
export const MoreRequests = requests('morePages');
export const NextPageShown = {
  ...requests('morePages'),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more requests' }));
    await canvas.findByRole('region', { name: /^Request 3:/ });
  },
};
export const Loading = requests('slow');
export const NoOpenRequests = requests('empty');
export const CouldNotBeRead = requests('success', {
  ...storyDeskGateway,
  listDataRequests: () => Promise.reject(LIST_FAILED),
});
export const AreYouSure = { ...requests('success'), play: approve };
export const Deleting = {
  ...requests('success', { ...storyDeskGateway, approveDataDeletion: () => new Promise(() => undefined) }),
  play: approveAndConfirm,
};
export const Deleted = {
  ...requests('success'),
  play: async (context: Canvas) => {
    const canvas = await approveAndConfirm(context);
    await canvas.findByText('The data has been deleted');
  },
};
export const FailedOnTheWay = {
  ...requests('success', { ...storyDeskGateway, approveDataDeletion: () => Promise.reject(APPROVAL_LOST) }),
  play: async (context: Canvas) => {
    const canvas = await approveAndConfirm(context);
    await canvas.findByRole('button', { name: 'Try again' });
  },
};
export const RefusedByTheGateway = {
  ...requests('success', {
    ...storyDeskGateway,
    approveDataDeletion: () => Promise.reject(APPROVAL_REFUSED),
  }),
  play: async (context: Canvas) => {
    const canvas = await approveAndConfirm(context);
    await canvas.findByText('The deletion did not finish');
  },
};

const REFUSAL_LOST = serviceFailure('network', 'refuseDataDeletion');

/** "Refuse the request" pressed on the first (overdue) request: the reason's field (decision 271). */
const refuse = async ({ canvasElement }: Canvas) => {
  const canvas = within(canvasElement);
  await userEvent.click((await canvas.findAllByRole('button', { name: 'Refuse the request' }))[0]!);
  return canvas;
};
const refuseWithReason = async (context: Canvas) => {
  const canvas = await refuse(context);
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Why are you refusing it?' }),
    'We could not confirm that the request came from you. Call us to confirm who you are.',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Refuse and tell the claimant' }));
  return canvas;
};

export const WritingARefusal = { ...requests('success'), play: refuse };
export const RefusalWithoutAReason = {
  ...requests('success'),
  play: async (context: Canvas) => {
    const canvas = await refuse(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse and tell the claimant' }));
    await canvas.findAllByText(/Say why the request is refused/);
  },
};
export const Refused = {
  ...requests('success'),
  play: async (context: Canvas) => {
    const canvas = await refuseWithReason(context);
    await canvas.findByText('The request has been refused');
  },
};
export const RefusalFailedOnTheWay = {
  ...requests('success', { ...storyDeskGateway, refuseDataDeletion: () => Promise.reject(REFUSAL_LOST) }),
  play: async (context: Canvas) => {
    const canvas = await refuseWithReason(context);
    await canvas.findByText('The refusal was not sent');
  },
};
