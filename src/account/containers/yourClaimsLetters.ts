// The claimant's letters through the gateway (decision 275): listClaimLetters and
// downloadClaimLetter, each answer checked against contract/letters.ts before the machine sees it.
import {
  LetterFileSchema,
  ListClaimLettersDataSchema,
  type ClaimLetter,
  type DownloadLetterRequest,
} from '../../../contract/letters';
import type { SignedCopy } from '../../../machines/claims/yourClaimsMachine';
import { at, read, type GatewayClient } from '../../adapters/gateway';

export interface ClaimLettersGateway {
  /** The letters on every claim of the signed-in claimant, oldest first. */
  list(): Promise<ClaimLetter[]>;
  /** One letter of one of their claims, as a PDF in base64. */
  download(request: DownloadLetterRequest): Promise<SignedCopy>;
}

export function claimLettersGateway(gateway: Pick<GatewayClient, 'callExtension'>): ClaimLettersGateway {
  return {
    list: () =>
      gateway.callExtension(
        'listClaimLetters',
        {},
        (result) => read(ListClaimLettersDataSchema, at(result, 'data'), 'listClaimLetters').letters,
      ),
    download: (request) =>
      gateway.callExtension('downloadClaimLetter', request, (result) => {
        const { fileName, pdf } = read(LetterFileSchema, at(result, 'data'), 'downloadClaimLetter');
        return { fileName, pdf };
      }),
  };
}
