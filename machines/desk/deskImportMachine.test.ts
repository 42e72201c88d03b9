import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  BULK_FILE_MAX_BYTES,
  bulkFileRefusalMessage,
  type DeskReadImportData,
  type DeskReadImportRequest,
  type DeskStartImportData,
} from '../../contract/bulkDeterminations';
import { DESK_REFUSALS, type StaffRole } from '../../contract/staff';
import { SAMPLE_IMPORTS, SAMPLE_RECENT, readAnswer, sampleImport } from '../../mocks/gateway/deskImport';
import {
  FILE_MESSAGES,
  deskImportMachine,
  percentDone,
  type ChosenFile,
  type StartImportInput,
} from './deskImportMachine';
import { SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';

const csv = (sizeBytes = 1200, name = 'determinations.csv', type = 'text/csv'): ChosenFile => ({
  name,
  sizeBytes,
  type,
  content: new Blob(['x']),
});

/** A refusal as the desk's gateway client throws it: the gateway's reason and details. */
const refusal = (reason: string, details: object = { reason }) =>
  Object.assign(new Error('refused'), { reason, details });

interface Answers {
  start?: (input: StartImportInput) => Promise<DeskStartImportData>;
  reads?: ((request: DeskReadImportRequest) => Promise<DeskReadImportData>)[];
}

function start(
  answers: Answers = {},
  input: { role?: StaffRole; importId?: string | null; workspaces?: ('Redress' | 'SGUK')[] } = {},
) {
  const started: StartImportInput[] = [];
  const reads: DeskReadImportRequest[] = [];
  const machine = deskImportMachine.provide({
    actors: {
      listImports: fromPromise(() => Promise.resolve({ imports: SAMPLE_RECENT })),
      startImport: fromPromise(({ input: sent }: { input: StartImportInput }) => {
        started.push(sent);
        return (answers.start ?? (() => Promise.resolve({ import: SAMPLE_IMPORTS.running0 })))(sent);
      }),
      readImport: fromPromise(({ input: request }: { input: DeskReadImportRequest }) => {
        const all = answers.reads ?? [() => Promise.resolve(readAnswer(SAMPLE_IMPORTS.doneWithRefusals))];
        const answer = all[Math.min(reads.length, all.length - 1)]!;
        reads.push(request);
        return answer(request);
      }),
    },
    delays: { pollInterval: 1 },
  });
  const actor = createActor(machine, {
    input: {
      role: input.role ?? 'supervisor',
      workspaces: input.workspaces ?? ['Redress', 'SGUK'],
      importId: input.importId ?? null,
      keyPrefix: 'visit-0123456789abcdef',
    },
  }).start();
  return { actor, started, reads };
}
type Actor = ReturnType<typeof start>['actor'];
type StateValue = Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0];
const at = (actor: Actor, state: StateValue) => waitFor(actor, (s) => s.matches(state));

describe('the desk’s import of a lender’s determinations file (decision 278)', () => {
  it('tells a handler the page is for supervisors, and asks the gateway nothing', () => {
    const { actor, started, reads } = start(
      {},
      { role: 'handler', importId: SAMPLE_IMPORTS.running40.importId },
    );
    expect(actor.getSnapshot().matches('supervisorOnly')).toBe(true);
    expect([started, reads]).toEqual([[], []]);
  });

  it('lists the recent imports beside the upload form', async () => {
    const { actor } = start();
    await at(actor, { choosing: 'ready' });
    expect(actor.getSnapshot().context.recent).toEqual(SAMPLE_RECENT);
  });

  it('checks the file in the browser first: none chosen, not a CSV, empty, over the contract’s size', () => {
    const { actor, started } = start();
    const tried = (file: ChosenFile | null) => {
      actor.send({ type: 'user.chooseFile', file });
      actor.send({ type: 'user.upload' });
      return actor.getSnapshot().context.fileError;
    };
    expect(tried(null)).toBe(FILE_MESSAGES.none);
    expect(tried(csv(1200, 'determinations.xlsx', 'application/vnd.ms-excel'))).toBe(FILE_MESSAGES.notCsv);
    expect(tried(csv(0))).toBe(bulkFileRefusalMessage('empty'));
    expect(tried(csv(BULK_FILE_MAX_BYTES + 1))).toBe(bulkFileRefusalMessage('too-big'));
    expect(started).toEqual([]);
    // Choosing another file clears the message until the next upload.
    actor.send({ type: 'user.chooseFile', file: csv() });
    expect(actor.getSnapshot().context.fileError).toBeNull();
  });

  it('uploads a CSV for the chosen workspace under one key, then watches the import until it is done', async () => {
    const running = (done: number) =>
      readAnswer(
        sampleImport('running', { total: 500, applied: done, flagged: 0, refused: 0, unchanged: 0 }),
      );
    const { actor, started, reads } = start({
      reads: [
        () => Promise.resolve(running(0)),
        () => Promise.resolve(running(200)),
        () => Promise.resolve(readAnswer(SAMPLE_IMPORTS.doneWithRefusals)),
      ],
    });
    actor.send({ type: 'user.chooseWorkspace', workspace: 'SGUK' });
    actor.send({ type: 'user.chooseFile', file: csv() });
    actor.send({ type: 'user.upload' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await at(actor, 'settled');
    expect(started).toEqual([{ idempotencyKey: 'visit-0123456789abcdef-1', workspace: 'SGUK', file: csv() }]);
    expect(reads).toHaveLength(3);
    const { context } = actor.getSnapshot();
    expect(context.importId).toBe(SAMPLE_IMPORTS.running0.importId);
    expect(context.current).toEqual(SAMPLE_IMPORTS.doneWithRefusals);
    expect(context.rows.map((row) => row.line)).toEqual(
      readAnswer(SAMPLE_IMPORTS.doneWithRefusals).rows.map((row) => row.line),
    );
  });

  it('keeps a workspace that is not the staff member’s out of the request', () => {
    const { actor } = start({}, { workspaces: ['Redress'] });
    actor.send({ type: 'user.chooseWorkspace', workspace: 'SGUK' });
    expect(actor.getSnapshot().context.workspace).toBe('Redress');
  });

  it('shows the gateway’s refusal of a whole file beside the input, with its line, and sends nothing more', async () => {
    const { actor, reads } = start({
      start: () => Promise.reject(refusal('wrong-columns', { reason: 'wrong-columns', line: 1 })),
    });
    actor.send({ type: 'user.chooseFile', file: csv() });
    actor.send({ type: 'user.upload' });
    await waitFor(actor, (s) => !s.hasTag('busy') && s.context.fileError !== null);
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.fileError).toBe(bulkFileRefusalMessage('wrong-columns', 1));
    expect(reads).toEqual([]);
  });

  it('says the gateway’s message after a failure on the way, and a second try sends a new key', async () => {
    let calls = 0;
    const { actor, started } = start({
      start: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error(SERVICE_FAILURE_MESSAGES.server))
          : Promise.resolve({ import: SAMPLE_IMPORTS.running0 });
      },
    });
    actor.send({ type: 'user.chooseFile', file: csv() });
    actor.send({ type: 'user.upload' });
    await waitFor(actor, (s) => s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toBe(SERVICE_FAILURE_MESSAGES.server);
    expect(actor.getSnapshot().context.fileError).toBeNull();
    actor.send({ type: 'user.upload' });
    await at(actor, 'settled');
    expect(started.map((s) => s.idempotencyKey)).toEqual([
      'visit-0123456789abcdef-1',
      'visit-0123456789abcdef-2',
    ]);
  });

  it('ends in “supervisors only” when the gateway refuses the upload as such', async () => {
    const { actor } = start({ start: () => Promise.reject(refusal(DESK_REFUSALS.supervisorOnly)) });
    actor.send({ type: 'user.chooseFile', file: csv() });
    actor.send({ type: 'user.upload' });
    await at(actor, 'supervisorOnly');
  });

  it('returns to an import by its id and pages through its refused rows, back and forth', async () => {
    const done = SAMPLE_IMPORTS.doneWithRefusals;
    const { actor, reads } = start(
      { reads: [(request) => Promise.resolve(readAnswer(done, request.after))] },
      { importId: done.importId },
    );
    await at(actor, { settled: 'shown' });
    const first = actor.getSnapshot().context;
    expect(first.nextAfter).not.toBeNull();
    actor.send({ type: 'user.nextPage' });
    await at(actor, { settled: 'shown' });
    expect(reads.at(-1)).toEqual({ importId: done.importId, after: first.nextAfter });
    expect(actor.getSnapshot().context.page).toBe(1);
    actor.send({ type: 'user.previousPage' });
    await at(actor, { settled: 'shown' });
    expect(reads.at(-1)).toEqual({ importId: done.importId, after: 0 });
    expect(actor.getSnapshot().context.rows).toEqual(first.rows);
  });

  it('shows the gateway’s message when the import cannot be read, and reads it again on Try again', async () => {
    const { actor, reads } = start(
      {
        reads: [
          () => Promise.reject(new Error(SERVICE_FAILURE_MESSAGES.server)),
          () => Promise.resolve(readAnswer(SAMPLE_IMPORTS.failed)),
        ],
      },
      { importId: SAMPLE_IMPORTS.failed.importId },
    );
    await at(actor, { watching: 'failed' });
    expect(actor.getSnapshot().context.problem).toBe(SERVICE_FAILURE_MESSAGES.server);
    actor.send({ type: 'user.retry' });
    await at(actor, 'settled');
    expect(reads).toHaveLength(2);
    expect(actor.getSnapshot().context.current?.status).toBe('failed');
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('gives the progress as a whole percentage of the rows done', () => {
    expect(percentDone(null)).toBe(0);
    expect(percentDone(SAMPLE_IMPORTS.running0)).toBe(0);
    expect(percentDone(SAMPLE_IMPORTS.running40)).toBe(40);
    expect(percentDone(SAMPLE_IMPORTS.doneAllApplied)).toBe(100);
  });
});
