// The desk's import machine over the gateway (decision 278): the chosen file's bytes read and sent
// in base64, the import's progress read again on the machine's own interval.
import { fromPromise } from 'xstate';
import { deskImportMachine } from '../../../machines/desk/deskImportMachine';
import type { DeskGateway } from './deskGateway';

/** A file's bytes in base64, encoded a slice at a time so a 5 MB file never makes one huge string call. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/** The import machine over a desk gateway client; `pollInterval` (ms) between reads of a running import. */
export function provideDeskImport(gateway: DeskGateway, pollInterval = 2000) {
  return deskImportMachine.provide({
    actors: {
      listImports: fromPromise(() => gateway.listImports()),
      startImport: fromPromise(async ({ input }) =>
        gateway.startImport({
          idempotencyKey: input.idempotencyKey,
          workspace: input.workspace,
          fileName: input.file.name,
          contentBase64: await base64Of(input.file.content),
        }),
      ),
      readImport: fromPromise(({ input }) => gateway.readImport(input)),
    },
    delays: { pollInterval },
  });
}
