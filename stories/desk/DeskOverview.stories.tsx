import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { Workspace } from '../../contract/firms';
import type { DeskOverviewScenario } from '../../mocks/gateway/deskOverview';
import { gatewayHandler } from '../../mocks/handlers';
import { serviceFailure } from '../../src/adapters/gatewayError';
import type { DeskGateway } from '../../src/desk/adapters/deskGateway';
import { provideDeskOverview } from '../../src/desk/adapters/deskMachines';
import { DeskOverviewContainer } from '../../src/desk/containers/DeskOverviewContainer';
import { SiteLayout } from '../support/SiteLayout';
import { brandForGlobals } from '../support/workspace';
import { DeskPage } from './DeskPage';
import { storyDeskGateway } from './desk';

/**
 * The desk's overview (decision 274) over the real machine and gateway client, the gateway answered
 * by MSW with figures made by the contract's own counters (mocks/gateway/deskOverview.ts). The
 * failure comes from a gateway that rejects without a request, as the story check allows no failed
 * request.
 */
const meta = { title: 'Desk/Overview' } satisfies Meta;
export default meta;

const READ_FAILED = serviceFailure('server', 'deskOverview', { code: 'functions/internal' });

const overview = (
  deskOverview: DeskOverviewScenario,
  workspaces: Workspace[] = ['Redress', 'SGUK'],
  gateway: DeskGateway = storyDeskGateway,
): StoryObj => ({
  render: (_args, { globals }: StoryContext) => (
    <SiteLayout brand={brandForGlobals(globals)}>
      <DeskPage>
        <DeskOverviewContainer
          overviewMachine={provideDeskOverview(gateway)}
          brandName={brandForGlobals(globals).displayName}
          workspaces={workspaces}
        />
      </DeskPage>
    </SiteLayout>
  ),
  parameters: { msw: { handlers: { gateway: gatewayHandler({ deskOverview }) } } },
});

/** Two workspaces' complaints at every stage: charts, each with its table. */
export const Loaded = overview('success');
/** The figures are on their way. */
export const Loading = overview('slow');
/** A workspace with no complaint yet. */
export const Empty = overview('empty', ['Redress']);
/** The figures could not be read: the gateway's message and Try again. */
export const Failed = overview('success', ['Redress', 'SGUK'], {
  ...storyDeskGateway,
  overview: () => Promise.reject(READ_FAILED),
});
