import { fromPromise } from 'xstate';
import type { StoredClaim } from '../../contract/claim';
import { signedClaim } from '../../contract/fixtures/signedClaim';
import {
  yourClaimsMachine,
  type ClaimantAction,
  type ListedClaim,
  type SignedCopy,
} from '../../machines/claims/yourClaimsMachine';
import type { ClaimLetter } from '../../contract/letters';
import { createGatewayClient } from '../../src/adapters/gateway';
import { claimLettersGateway } from '../../src/account/containers/yourClaimsLetters';
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
  /** When the claimant looks (what they may do depends on it); the sample claim's signing day by default. */
  at?: number;
  /** What fetching a signed copy answers. */
  copy?: () => Promise<SignedCopy>;
  /** The claims read again after an action; the same claims by default. */
  after?: () => Promise<ListedClaim[]>;
  /**
   * A refusal the claimant's action meets, given as the gateway client's own error: story checks
   * allow no failed request (decision 136), so the MSW scenarios that fail are for component tests.
   */
  refusal?: Error;
  /** The letters on the claims (decision 275); none by default. */
  letters?: () => Promise<ClaimLetter[]>;
  /** What downloading a letter answers; by default the gateway client, which MSW answers. */
  letter?: () => Promise<SignedCopy>;
}

/**
 * The "your claims" machine with its reading and download answered as a story needs; the
 * claimant's actions go through the real gateway client, which MSW answers (mocks/gateway/lifecycle.ts).
 */
export const claimsMachine = ({
  claims,
  at = submitted.signedAt,
  copy = () => pending<SignedCopy>(),
  after = claims,
  refusal,
  letters = () => Promise.resolve([]),
  letter,
}: ClaimsServer) => {
  let acted = false;
  const gateway = createGatewayClient({
    callable: async () => (await import('../../src/adapters/gatewayCallable')).offlineGatewayCallable(),
  });
  return yourClaimsMachine.provide({
    actors: {
      loadClaims: fromPromise(async () => ({ claims: await (acted ? after() : claims()), at })),
      fetchSignedCopy: fromPromise<SignedCopy, { claimId: string }>(copy),
      loadLetters: fromPromise(letters),
      fetchLetter: fromPromise(({ input }) =>
        letter ? letter() : claimLettersGateway(gateway).download(input),
      ),
      recordAction: fromPromise<void, ClaimantAction>(async ({ input }) => {
        const idempotencyKey = 'story-key';
        if (refusal) {
          // Refused because the claim moved on: the page reads it again as `after` says it is.
          acted = true;
          throw refusal;
        }
        if (input.type === 'claimant.cancel')
          await gateway.cancelClaim({ claimId: input.claimId, idempotencyKey });
        else {
          const { claimId, complaintId, type } = input;
          await gateway.recordComplaintEvent({ claimId, complaintId, idempotencyKey, event: { type } });
        }
        acted = true;
      }),
    },
  });
};
