// The desk's claim page machine with its gateway calls and the browser's download: the one place
// its actors are supplied (decision 195).
import { fromPromise } from 'xstate';
import { deskClaimMachine } from '../../../machines/desk/deskClaimMachine';
import { saveBase64File } from '../../adapters/download';
import type { DeskGateway } from './deskGateway';

/** Saves a PDF the gateway made as a download. */
export type SaveFile = (file: { fileName: string; pdf: string }) => void;

/** A chosen file's bytes in base64, as the gateway takes a letter, read in slices (5 MB fits). */
export async function fileToBase64(file: { arrayBuffer(): Promise<ArrayBuffer> }): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** The claim page's machine over a staff member's gateway client. */
export function deskClaimPageMachine(gateway: DeskGateway, saveFile: SaveFile = saveBase64File) {
  return deskClaimMachine.provide({
    actors: {
      loadClaim: fromPromise(({ input }) => gateway.openClaim(input.claimId)),
      sendComplaint: fromPromise(({ input }) => gateway.sendComplaint(input)),
      recordEvent: fromPromise(({ input }) => gateway.recordEvent(input)),
      addNote: fromPromise(({ input }) => gateway.addNote(input)),
      checkDetermination: fromPromise(({ input }) => gateway.checkDetermination(input)),
      fetchSignedLetter: fromPromise(({ input }) => gateway.signedLetter(input.claimId)),
      uploadLetter: fromPromise(async ({ input: { file, ...request } }) =>
        gateway.uploadLenderResponse({ ...request, contentType: file.type, pdf: await fileToBase64(file) }),
      ),
      fetchLetter: fromPromise(({ input }) => gateway.downloadLetter(input)),
    },
    actions: { saveFile: (_, file) => saveFile(file) },
  });
}
