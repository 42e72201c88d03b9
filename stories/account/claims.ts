import { fromPromise } from 'xstate';
import type { StoredClaim } from '../../contract/claim';
import { signedClaim } from '../../functions/src/documents/signedClaim.fixture';
import {
  yourClaimsMachine,
  type ListedClaim,
  type SignedCopy,
} from '../../machines/claims/yourClaimsMachine';
import { pending } from '../support/storySession';

const DAY = 24 * 60 * 60 * 1000;

/** The gateway's sample signed claim (the one its letter and email tests use), submitted. */
const submitted = signedClaim();

/** The same claimant's claim at an earlier status: only what the claim has by then. */
function earlier(status: 'draft' | 'checked', daysAgo: number): StoredClaim {
  const {
    answers: _answers,
    signature: _signature,
    submission: _submission,
    signedAt: _signedAt,
    submittedAt: _submittedAt,
    ...started
  } = submitted;
  const createdAt = submitted.createdAt - daysAgo * DAY;
  return {
    ...started,
    status,
    createdAt,
    updatedAt: createdAt,
    ...(status === 'draft' ? { agreements: [], addresses: [] } : {}),
  };
}

/** Sample claims by the situation a story shows, newest first as the page lists them. */
export const sampleClaims = {
  submitted: { id: 'claim-submitted', claim: submitted },
  signed: {
    id: 'claim-signed',
    claim: {
      ...signedClaim({ submission: { reference: 'RDR-EFGH6789' } }),
      status: 'signed',
      submittedAt: undefined,
    },
  },
  checked: { id: 'claim-checked', claim: earlier('checked', 3) },
  draft: { id: 'claim-draft', claim: earlier('draft', 10) },
} satisfies Record<string, ListedClaim>;

export interface ClaimsServer {
  /** What reading the claimant's claims answers; pending leaves the page loading. */
  claims: () => Promise<ListedClaim[]>;
  /** What fetching a signed copy answers. */
  copy?: () => Promise<SignedCopy>;
}

/** The "your claims" machine with its reading and download answered as a story needs. */
export const claimsMachine = ({ claims, copy = () => pending<SignedCopy>() }: ClaimsServer) =>
  yourClaimsMachine.provide({
    actors: {
      loadClaims: fromPromise(claims),
      fetchSignedCopy: fromPromise<SignedCopy, { claimId: string }>(copy),
    },
  });
