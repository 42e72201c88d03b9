import { assign, fromPromise, not, setup } from 'xstate';
import {
  BULK_FILE_MAX_BYTES,
  BULK_FILE_REFUSALS,
  bulkFileRefusalMessage,
  bulkRowsDone,
  type BulkFileRefusal,
  type BulkImportSummary,
  type BulkListedRow,
  type DeskListImportsData,
  type DeskReadImportData,
  type DeskReadImportRequest,
  type DeskStartImportData,
} from '../../contract/bulkDeterminations';
import type { Workspace } from '../../contract/firms';
import { DESK_REFUSALS, type StaffRole } from '../../contract/staff';
import { listProblem } from './listErrors';

/** The file the supervisor chose, as the page read it: its bytes stay with the adapter's Blob. */
export interface ChosenFile {
  name: string;
  sizeBytes: number;
  /** The browser's media type for it ('' when it has none). */
  type: string;
  content: Blob;
}

/** What deskStartImport is sent, besides the file's bytes (the adapter reads and encodes them). */
export interface StartImportInput {
  idempotencyKey: string;
  workspace: Workspace;
  file: ChosenFile;
}

export interface DeskImportInput {
  role: StaffRole;
  workspaces: readonly Workspace[];
  /** The import the page's address names, or null for the upload form. */
  importId: string | null;
  /** Unique to this page's visit: with a count, the idempotency key of each upload. */
  keyPrefix: string;
}

export interface DeskImportContext {
  role: StaffRole;
  workspaces: readonly Workspace[];
  workspace: Workspace;
  keyPrefix: string;
  uploads: number;
  file: ChosenFile | null;
  /** The message beside the file input and in the error summary. */
  fileError: string | null;
  /** The latest imports, newest first, so the supervisor can return to one. */
  recent: BulkImportSummary[];
  importId: string | null;
  current: BulkImportSummary | null;
  /** The page of refused rows shown, by line. */
  rows: BulkListedRow[];
  /** The `after` of each page seen (0 for the first), so Previous page goes back. */
  pages: number[];
  page: number;
  nextAfter: number | null;
  /** The gateway's own message when a call failed on the way. */
  problem: string | null;
}

export type DeskImportEvent =
  | { type: 'user.chooseFile'; file: ChosenFile | null }
  | { type: 'user.chooseWorkspace'; workspace: Workspace }
  | { type: 'user.upload' }
  | { type: 'user.retry' }
  | { type: 'user.nextPage' }
  | { type: 'user.previousPage' };

/** The file input's messages the desk writes itself; a refused file's are the contract's. */
export const FILE_MESSAGES = {
  none: 'Select the lender’s determinations file',
  notCsv: 'The selected file must be a CSV',
} as const;

const UNREADABLE = 'The import could not be read. Try again.';

/** Whether a file looks like a CSV by its name or media type (the gateway reads it to be sure). */
export const looksLikeCsv = (file: Pick<ChosenFile, 'name' | 'type'>) =>
  /\.csv$/i.test(file.name.trim()) || file.type === 'text/csv';

/** What the browser can tell of a file before sending it: the contract's limits, and that it is a CSV. */
export function fileProblem(file: ChosenFile | null): string | null {
  if (!file) return FILE_MESSAGES.none;
  if (!looksLikeCsv(file)) return FILE_MESSAGES.notCsv;
  if (file.sizeBytes === 0) return bulkFileRefusalMessage('empty');
  if (file.sizeBytes > BULK_FILE_MAX_BYTES) return bulkFileRefusalMessage('too-big');
  return null;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The gateway's refusal of a whole file in the contract's words (with its line), or null for any other failure. */
export function fileRefusalOf(error: unknown): string | null {
  const reason = field(error, 'reason');
  if (!BULK_FILE_REFUSALS.includes(reason as BulkFileRefusal)) return null;
  const line = field(field(error, 'details'), 'line');
  return bulkFileRefusalMessage(reason as BulkFileRefusal, typeof line === 'number' ? line : undefined);
}

const isSupervisorOnly = (error: unknown) => field(error, 'reason') === DESK_REFUSALS.supervisorOnly;

/** The import has stopped moving: every row is done, or the work failed. */
export const isSettled = (summary: BulkImportSummary | null) =>
  summary?.status === 'done' || summary?.status === 'failed';

const readRequest = (context: DeskImportContext): DeskReadImportRequest => ({
  importId: context.importId!,
  after: context.pages[context.page] ?? 0,
});

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The desk's import of a lender's determinations file (issue 43, decision 278), supervisors only:
 * the upload form (a CSV chosen, checked against the contract's limits before it is sent, the
 * gateway's refusal of the whole file shown beside it), then the import's progress read again every
 * `pollInterval` until it is done or failed, then its refused rows by line, a page at a time. The
 * page's address names the import, so the supervisor can leave and come back (`importId`).
 */
export const deskImportMachine = setup({
  types: {
    context: {} as DeskImportContext,
    events: {} as DeskImportEvent,
    input: {} as DeskImportInput,
    tags: {} as 'busy',
  },
  actors: {
    listImports: fromPromise<DeskListImportsData>(notProvided('listImports')),
    startImport: fromPromise<DeskStartImportData, StartImportInput>(notProvided('startImport')),
    readImport: fromPromise<DeskReadImportData, DeskReadImportRequest>(notProvided('readImport')),
  },
  delays: {
    /** How long the page waits between two reads of a running import. */
    pollInterval: 2000,
  },
  guards: {
    isSupervisor: ({ context }) => context.role === 'supervisor',
    hasImport: ({ context }) => context.importId !== null,
    fileIsFine: ({ context }) => fileProblem(context.file) === null,
    isOneOfTheirs: ({ context, event }) =>
      event.type === 'user.chooseWorkspace' && context.workspaces.includes(event.workspace),
    answeredSettled: ({ event }) =>
      isSettled((event as unknown as { output: DeskReadImportData }).output.import),
    hasNextPage: ({ context }) => context.nextAfter !== null,
    hasPreviousPage: ({ context }) => context.page > 0,
    refusedAsSupervisorOnly: ({ event }) => isSupervisorOnly((event as { error?: unknown }).error),
  },
  actions: {
    keepRead: assign(({ event }) => {
      const { output } = event as unknown as { output: DeskReadImportData };
      return { current: output.import, rows: output.rows, nextAfter: output.nextAfter, problem: null };
    }),
    noteProblem: assign({
      problem: ({ event }) => listProblem((event as { error?: unknown }).error, UNREADABLE),
    }),
  },
}).createMachine({
  id: 'deskImport',
  context: ({ input }) => ({
    role: input.role,
    workspaces: input.workspaces,
    workspace: input.workspaces[0] ?? 'Redress',
    keyPrefix: input.keyPrefix,
    uploads: 0,
    file: null,
    fileError: null,
    recent: [],
    importId: input.importId,
    current: null,
    rows: [],
    pages: [0],
    page: 0,
    nextAfter: null,
    problem: null,
  }),
  initial: 'checkingRole',
  states: {
    checkingRole: {
      always: [
        { guard: not('isSupervisor'), target: 'supervisorOnly' },
        { guard: 'hasImport', target: 'watching' },
        { target: 'choosing' },
      ],
    },
    /** Not a supervisor, or the gateway said so: nothing to upload here. */
    supervisorOnly: { type: 'final' },
    choosing: {
      initial: 'listing',
      on: {
        'user.chooseFile': {
          actions: assign({ file: ({ event }) => event.file, fileError: null, problem: null }),
        },
        'user.chooseWorkspace': {
          guard: 'isOneOfTheirs',
          actions: assign({ workspace: ({ event }) => event.workspace }),
        },
        'user.upload': [
          {
            guard: 'fileIsFine',
            target: 'uploading',
            actions: assign({
              uploads: ({ context }) => context.uploads + 1,
              fileError: null,
              problem: null,
            }),
          },
          { actions: assign({ fileError: ({ context }) => fileProblem(context.file) }) },
        ],
      },
      states: {
        listing: {
          invoke: {
            src: 'listImports',
            onDone: { target: 'ready', actions: assign({ recent: ({ event }) => event.output.imports }) },
            onError: [
              { guard: 'refusedAsSupervisorOnly', target: '#deskImport.supervisorOnly' },
              // The form still works without the list: only the list says it could not be read.
              { target: 'ready' },
            ],
          },
        },
        ready: {},
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'startImport',
        input: ({ context }) => ({
          idempotencyKey: `${context.keyPrefix}-${context.uploads}`,
          workspace: context.workspace,
          file: context.file!,
        }),
        onDone: {
          target: 'watching',
          actions: assign({
            importId: ({ event }) => event.output.import.importId,
            current: ({ event }) => event.output.import,
          }),
        },
        onError: [
          { guard: 'refusedAsSupervisorOnly', target: 'supervisorOnly' },
          {
            target: 'choosing.ready',
            actions: assign(({ event }) => {
              const refusal = fileRefusalOf(event.error);
              return refusal
                ? { fileError: refusal, problem: null }
                : {
                    fileError: null,
                    problem: listProblem(event.error, 'The file could not be sent. Try again.'),
                  };
            }),
          },
        ],
      },
    },
    watching: {
      initial: 'reading',
      states: {
        reading: {
          tags: ['busy'],
          invoke: {
            src: 'readImport',
            input: ({ context }) => readRequest(context),
            onDone: [
              { guard: 'answeredSettled', target: '#deskImport.settled', actions: 'keepRead' },
              { target: 'waiting', actions: 'keepRead' },
            ],
            onError: { target: 'failed', actions: 'noteProblem' },
          },
        },
        waiting: { after: { pollInterval: 'reading' } },
        failed: { on: { 'user.retry': 'reading' } },
      },
    },
    /** Done (or failed): the refused rows, a page at a time. */
    settled: {
      initial: 'shown',
      states: {
        shown: {
          on: {
            'user.nextPage': {
              guard: 'hasNextPage',
              target: 'paging',
              actions: assign({
                pages: ({ context }) => [...context.pages.slice(0, context.page + 1), context.nextAfter!],
                page: ({ context }) => context.page + 1,
              }),
            },
            'user.previousPage': {
              guard: 'hasPreviousPage',
              target: 'paging',
              actions: assign({ page: ({ context }) => context.page - 1 }),
            },
          },
        },
        paging: {
          tags: ['busy'],
          invoke: {
            src: 'readImport',
            input: ({ context }) => readRequest(context),
            onDone: { target: 'shown', actions: 'keepRead' },
            onError: { target: 'failed', actions: 'noteProblem' },
          },
        },
        failed: { on: { 'user.retry': 'paging' } },
      },
    },
  },
});

/** How far the import has gone, 0 to 100 (a whole number), for the progress bar. */
export function percentDone(summary: BulkImportSummary | null): number {
  if (!summary || summary.counts.total === 0) return summary?.status === 'done' ? 100 : 0;
  return Math.floor((bulkRowsDone(summary.counts) * 100) / summary.counts.total);
}
