import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { DeskScenario } from '../../mocks/gateway/desk';
import { gatewayHandler } from '../../mocks/handlers';
import type { DeskListQuery } from '../../machines/desk/deskListMachine';
import { DeskClaimsContainer } from '../../src/desk/containers/DeskClaimsContainer';
import type { DeskGateway } from '../../src/desk/adapters/deskGateway';
import { provideDeskList } from '../../src/desk/adapters/deskMachines';
import { SiteLayout } from '../support/SiteLayout';
import { DeskPage } from './DeskPage';
import { brandForGlobals } from '../support/workspace';
import { failingDeskGateway, STORY_HANDLER, storyDeskGateway } from './desk';

/** The desk's list over the real list machine and gateway client, the gateway answered by MSW. */
const meta = { title: 'Desk/Claims' } satisfies Meta;
export default meta;

type Canvas = { canvasElement: HTMLElement };

const list = (
  desk: DeskScenario,
  gateway: DeskGateway = storyDeskGateway,
  initialQuery: DeskListQuery = { kind: 'filters', filters: {} },
): StoryObj => ({
  render: (_args, { globals }: StoryContext) => (
    <SiteLayout brand={brandForGlobals(globals)}>
      <DeskPage>
        <DeskClaimsContainer
          listMachine={provideDeskList(gateway)}
          staff={STORY_HANDLER}
          brandName={brandForGlobals(globals).displayName}
          initialQuery={initialQuery}
        />
      </DeskPage>
    </SiteLayout>
  ),
  parameters: { msw: { handlers: { gateway: gatewayHandler({ desk }) } } },
});

export const FirstPage = list('success');
export const SecondPage = {
  ...list('success'),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await canvas.findByRole('button', { name: 'Previous page' });
  },
};
export const Filtered = list('success', storyDeskGateway, {
  kind: 'filters',
  filters: { status: 'in-progress', overdue: true, workspace: 'SGUK' },
});
/** Sorted by response due, as the address `?overdue=yes` opens it: the overdue claims. */
export const SortedByResponseDue = list('success', storyDeskGateway, {
  kind: 'filters',
  filters: { overdue: true },
});
/** The Response due header pressed: the gateway reads the overdue claims, longest overdue first. */
export const SortingByResponseDue = {
  ...list('success'),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Response due' }));
    await canvas.findByRole('button', { name: 'Submitted' });
  },
};
export const Loading = list('slow');
export const NoneMatch = list('empty');
export const SearchFound = {
  ...list('searchHit'),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Claim reference'), 'rdr abcd 2345');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await canvas.findByRole('button', { name: 'Clear search' });
  },
};
export const SearchFieldErrors = {
  ...list('success'),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Search' }));
    await canvas.findByRole('alert');
  },
};
export const CouldNotBeRead = list('success', failingDeskGateway);
