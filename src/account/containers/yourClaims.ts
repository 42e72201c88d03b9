import { fromPromise } from 'xstate';
import { yourClaimsMachine } from '../../../machines/claims/yourClaimsMachine';
import { createClaimStore } from '../../adapters/claims';
import { saveBase64File } from '../../adapters/download';
import { ensureSession, journeyServices } from '../../journey/runtime';
import { sessionUid } from '../../journey/session';
import { claimLettersGateway } from './yourClaimsLetters';

const claims = createClaimStore();

/** The "your claims" machine with the claims store, the gateway and the browser's download. */
export const yourClaimsPageMachine = yourClaimsMachine.provide({
  actors: {
    loadClaims: fromPromise(async () => ({
      claims: await claims.listMine(await sessionUid(ensureSession())),
      at: Date.now(),
    })),
    recordAction: fromPromise(async ({ input }) => {
      const { gateway } = journeyServices();
      const idempotencyKey = crypto.randomUUID();
      if (input.type === 'claimant.cancel') {
        await gateway.cancelClaim({ claimId: input.claimId, idempotencyKey });
      } else {
        const { claimId, complaintId, type } = input;
        await gateway.recordComplaintEvent({ claimId, complaintId, idempotencyKey, event: { type } });
      }
    }),
    loadLetters: fromPromise(() => claimLettersGateway(journeyServices().gateway).list()),
    fetchLetter: fromPromise(({ input }) => claimLettersGateway(journeyServices().gateway).download(input)),
    fetchSignedCopy: fromPromise(async ({ input }) => {
      const { fileName, pdf } = await journeyServices().gateway.downloadSignedLetter(input);
      return { fileName, pdf };
    }),
  },
  actions: { saveFile: (_, copy) => saveBase64File(copy) },
});
