import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { StaffRole } from '../../contract/staff';
import type { DeskAuditScenario } from '../../mocks/gateway/deskAdmin';
import { gatewayHandler } from '../../mocks/handlers';
import { GatewayError } from '../../src/adapters/gateway';
import { serviceFailure } from '../../src/adapters/gatewayError';
import { DeskAuditContainer } from '../../src/desk/containers/DeskAuditContainer';
import type { DeskGateway } from '../../src/desk/adapters/deskGateway';
import { provideDeskAudit } from '../../src/desk/adapters/deskMachines';
import { SiteLayout } from '../support/SiteLayout';
import { DeskPage } from './DeskPage';
import { brandForGlobals } from '../support/workspace';
import { storyDeskGateway } from './desk';

/**
 * The audit log over the real machine and gateway client, the gateway answered by MSW. Failures
 * come from a gateway that rejects without a request, as the story check allows no failed request.
 */
const meta = { title: 'Desk/Audit' } satisfies Meta;
export default meta;

type Canvas = { canvasElement: HTMLElement };

const reject = (error: GatewayError) => () => Promise.reject(error);

/** The gateway's refusal of a handler, as the gateway client throws it. */
const SUPERVISOR_ONLY_ERROR = new GatewayError('invalid-input', 'Only a supervisor can do this.', {
  functionName: 'deskReadAudit',
  code: 'functions/permission-denied',
  reason: 'supervisor-only',
});

const UNAVAILABLE_ERROR = serviceFailure('unavailable', 'deskReadAudit', { code: 'functions/unavailable' });

const audit = (
  deskAudit: DeskAuditScenario,
  { role = 'supervisor', gateway = storyDeskGateway }: { role?: StaffRole; gateway?: DeskGateway } = {},
): StoryObj => ({
  render: (_args, { globals }: StoryContext) => (
    <SiteLayout brand={brandForGlobals(globals)}>
      <DeskPage>
        <DeskAuditContainer
          auditMachine={provideDeskAudit(gateway)}
          staff={{ role }}
          brandName={brandForGlobals(globals).displayName}
        />
      </DeskPage>
    </SiteLayout>
  ),
  parameters: { msw: { handlers: { gateway: gatewayHandler({ deskAudit }) } } },
});

export const FirstPage = audit('success');
export const SecondPage = {
  ...audit('success'),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await canvas.findByRole('button', { name: 'Previous page' });
  },
};
export const FilteredByAction = {
  ...audit('success'),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Action'));
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Action' }), 'note.add');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await canvas.findByRole('button', { name: 'Show the whole log' });
  },
};
export const FilterNotChosen = {
  ...audit('success'),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Filter' }));
    await canvas.findByText('There is a problem');
  },
};
export const Loading = audit('slow');
export const NoEntries = audit('empty');
export const CouldNotBeRead = audit('success', {
  gateway: { ...storyDeskGateway, readAudit: reject(UNAVAILABLE_ERROR) },
});
export const HandlerIsNotASupervisor = audit('success', { role: 'handler' });
export const RefusedByTheGateway = audit('success', {
  gateway: { ...storyDeskGateway, readAudit: reject(SUPERVISOR_ONLY_ERROR) },
});
