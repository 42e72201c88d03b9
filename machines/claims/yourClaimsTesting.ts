// The "Your claims" machine with its actors answered as a test says, for its tests
// (yourClaimsMachine.test.ts, yourClaimsLetters.test.ts).
import { createActor, fromPromise } from 'xstate';
import { expect, vi } from 'vitest';
import type { StoredClaim } from '../../contract/claim';
import type { Workspace } from '../../contract/firms';
import type { ClaimLetter } from '../../contract/letters';
import {
  yourClaimsMachine,
  type ClaimantAction,
  type ListedClaim,
  type SignedCopy,
} from './yourClaimsMachine';

/** A claim of the claimant's, with this id and status. */
export const claim = (id: string, status: StoredClaim['status']): ListedClaim => ({
  id,
  claim: {
    uid: 'u1',
    status,
    applicant: {
      title: 'Ms',
      firstName: 'Jane',
      middleName: '',
      lastName: 'Example',
      dateOfBirth: '1985-04-12',
      email: 'jane@example.com',
      phoneNumber: '+447700900982',
    },
    createdAt: 1,
    updatedAt: 2,
    agreements: [],
    addresses: [],
    workspace: 'Redress',
  },
});

export function run(options: {
  claims?: () => Promise<ListedClaim[]>;
  copy?: (claimId: string) => Promise<SignedCopy>;
  /** The fixed clock: when the claims are read. */
  at?: number;
  record?: (action: ClaimantAction) => Promise<void>;
  /** What listing the letters answers; none by default. */
  letters?: () => Promise<ClaimLetter[]>;
  letter?: (request: { claimId: string; letterId: string }) => Promise<SignedCopy>;
  /** The brand's workspace; Redress by default. */
  workspace?: Workspace;
}) {
  const saveFile = vi.fn<(copy: SignedCopy) => void>();
  const resumeClaim = vi.fn<(claim: ListedClaim) => void>();
  const actor = createActor(
    yourClaimsMachine.provide({
      actors: {
        loadClaims: fromPromise(async () => ({
          claims: await (options.claims ?? (() => Promise.resolve([])))(),
          at: options.at ?? 0,
        })),
        recordAction: fromPromise<void, ClaimantAction>(({ input }) =>
          (options.record ?? (() => Promise.resolve()))(input),
        ),
        fetchSignedCopy: fromPromise(({ input }) =>
          (options.copy ?? (() => Promise.reject(new Error('no copy'))))(input.claimId),
        ),
        loadLetters: fromPromise(() => (options.letters ?? (() => Promise.resolve([])))()),
        fetchLetter: fromPromise(({ input }) =>
          (options.letter ?? (() => Promise.reject(new Error('no letter'))))(input),
        ),
      },
      actions: {
        saveFile: (_, copy) => saveFile(copy),
      },
    }),
    { input: { workspace: options.workspace ?? 'Redress' } },
  );
  actor.on('yourClaims.resume', ({ claim }) => resumeClaim(claim));
  actor.start();
  const settled = () => vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
  return { actor, saveFile, resumeClaim, settled };
}
