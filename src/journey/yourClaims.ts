import { fromPromise } from 'xstate';
import { yourClaimsMachine } from '../../machines/claims/yourClaimsMachine';
import { createClaimStore } from '../adapters/claims';
import { saveBase64File } from '../adapters/download';
import { ensureSession, journeyServices } from './runtime';
import { sessionUid } from './session';

const claims = createClaimStore();

/** The "your claims" machine with the claims store, the gateway and the browser's download. */
export const yourClaimsPageMachine = yourClaimsMachine.provide({
  actors: {
    loadClaims: fromPromise(async () => claims.listMine(await sessionUid(ensureSession()))),
    fetchSignedCopy: fromPromise(async ({ input }) => {
      const { fileName, pdf } = await journeyServices().gateway.downloadSignedLetter(input);
      return { fileName, pdf };
    }),
  },
  actions: { saveFile: (_, copy) => saveBase64File(copy) },
});
