import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BULK_FILE_MAX_BYTES, bulkFileRefusalMessage } from '../../contract/bulkDeterminations';
import type { StaffRole } from '../../contract/staff';
import { SAMPLE_IMPORTS, type DeskImportScenario } from '../../mocks/gateway/deskImport';
import { gatewayHandler } from '../../mocks/handlers';
import { GatewayError } from '../../src/adapters/gatewayError';
import type { DeskGateway } from '../../src/desk/adapters/deskGateway';
import { provideDeskImport } from '../../src/desk/adapters/deskImportActors';
import { ImportContainer } from '../../src/desk/containers/ImportContainer';
import { FILE_INPUT_ID } from '../../src/desk/views/ImportUpload';
import { SiteLayout } from '../support/SiteLayout';
import { brandForGlobals } from '../support/workspace';
import { DeskPage } from './DeskPage';
import { storyDeskGateway } from './desk';

/**
 * The desk's import of a lender's determinations file (decision 278) over the real machine and
 * gateway client, the gateway answered by MSW (mocks/gateway/deskImport.ts): the upload form in
 * each of its states, and one import at each stage.
 */
const meta = { title: 'Desk/Import determinations', excludeStories: ['chosenFile'] } satisfies Meta;
export default meta;

type Canvas = { canvasElement: HTMLElement };

const page = (
  deskImport: DeskImportScenario,
  importId: string | null = null,
  role: StaffRole = 'supervisor',
  gateway: DeskGateway = storyDeskGateway,
) =>
  ({
    render: (_args, { globals }: StoryContext) => (
      <SiteLayout brand={brandForGlobals(globals)}>
        <DeskPage>
          <ImportContainer
            importMachine={provideDeskImport(gateway)}
            staff={{ role, workspaces: ['Redress', 'SGUK'] }}
            importId={importId}
            brandName={brandForGlobals(globals).displayName}
          />
        </DeskPage>
      </SiteLayout>
    ),
    parameters: { msw: { handlers: { gateway: gatewayHandler({ deskImport }) } } },
  }) satisfies StoryObj;

/** A file as the supervisor's computer gives it. */
export const chosenFile = (name = 'black-horse-november.csv', sizeBytes = 2048, type = 'text/csv') =>
  new File([new Uint8Array(sizeBytes).fill(0x61)], name, { type });

/** Chooses `file` in the form; `upload` presses the button too. */
const choosing =
  (file: () => File, upload: boolean) =>
  async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Recent imports' });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>(`#${FILE_INPUT_ID}`)!, file());
    if (upload) await userEvent.click(canvas.getByRole('button', { name: 'Upload and apply' }));
  };

/** The upload form, no file imported yet. */
export const Empty = page('noImports');
/** The upload form with the recent imports to return to. */
export const WithRecentImports = page('doneWithRefusals');
/** A CSV chosen, not yet uploaded. */
export const FileChosen = { ...page('doneWithRefusals'), play: choosing(() => chosenFile(), false) };
/** Upload pressed with no file chosen. */
export const NoFileChosen = {
  ...page('doneWithRefusals'),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload and apply' }));
  },
};
/** A spreadsheet, not a CSV: refused in the browser. */
export const NotACsv = {
  ...page('doneWithRefusals'),
  play: choosing(() => chosenFile('november.xlsx', 2048, 'application/vnd.ms-excel'), true),
};
/** Over the contract's size: refused in the browser. */
export const TooBig = {
  ...page('doneWithRefusals'),
  play: choosing(() => chosenFile('november.csv', BULK_FILE_MAX_BYTES + 1), true),
};
/** A CSV whose header row is not the contract's: the gateway's refusal beside the input. */
export const WrongColumns = {
  // The gateway's refusal as the client hands it to the machine, without a 400 in the console.
  ...page('refusedFile', null, 'supervisor', {
    ...storyDeskGateway,
    startImport: () =>
      Promise.reject(
        new GatewayError('invalid-input', bulkFileRefusalMessage('wrong-columns', 1), {
          functionName: 'deskStartImport',
          code: 'functions/invalid-argument',
          reason: 'wrong-columns',
          details: { reason: 'wrong-columns', line: 1 },
        }),
      ),
  }),
  play: choosing(() => chosenFile(), true),
};
/** The file on its way to the gateway. */
export const Uploading = { ...page('slowUpload'), play: choosing(() => chosenFile(), true) };
/** The import taken, no row done yet. */
export const RunningAtNothing = page('running0', SAMPLE_IMPORTS.running0.importId);
/** The import 40% of the way through. */
export const RunningAt40 = page('running40', SAMPLE_IMPORTS.running40.importId);
/** Done, with rows that could not apply: two pages of them. */
export const DoneWithRefusedRows = page('doneWithRefusals', SAMPLE_IMPORTS.doneWithRefusals.importId);
/** Done, every row applied. */
export const DoneAllApplied = page('doneAllApplied', SAMPLE_IMPORTS.doneAllApplied.importId);
/** Stopped before every row was done. */
export const Failed = page('failed', SAMPLE_IMPORTS.failed.importId);
/** A case handler: imports are for supervisors. */
export const NotASupervisor = page('doneWithRefusals', null, 'handler');
