import { fromPromise } from 'xstate';
import { claimedLenders, formatUkDay } from '../../contract/claim';
import { yourClaimsMachine, type YourClaimsContext } from '../../machines/claims/yourClaimsMachine';
import { createClaimStore } from '../adapters/claims';
import { saveBase64File } from '../adapters/download';
import type { ClaimCard } from './views/YourClaims';
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

/** The claims as the page shows them. */
export function claimCards(claims: YourClaimsContext['claims']): ClaimCard[] {
  return claims.map(({ id, claim }) => ({
    id,
    reference: claim.submission?.reference ?? null,
    status: claim.status,
    lenders: claimedLenders(claim),
    startedOn: formatUkDay(claim.createdAt),
    signedOn: claim.signedAt === undefined ? null : formatUkDay(claim.signedAt),
  }));
}
