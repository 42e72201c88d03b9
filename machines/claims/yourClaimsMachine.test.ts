import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { StoredClaim } from '../../contract/claim';
import { yourClaimsMachine, type ListedClaim, type SignedCopy } from './yourClaimsMachine';

const claim = (id: string, status: StoredClaim['status']): ListedClaim => ({
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

function run(options: {
  claims?: () => Promise<ListedClaim[]>;
  copy?: (claimId: string) => Promise<SignedCopy>;
}) {
  const saveFile = vi.fn<(copy: SignedCopy) => void>();
  const resumeClaim = vi.fn<(claim: ListedClaim) => void>();
  const actor = createActor(
    yourClaimsMachine.provide({
      actors: {
        loadClaims: fromPromise(options.claims ?? (() => Promise.resolve([]))),
        fetchSignedCopy: fromPromise(({ input }) =>
          (options.copy ?? (() => Promise.reject(new Error('no copy'))))(input.claimId),
        ),
      },
      actions: {
        saveFile: (_, copy) => saveFile(copy),
      },
    }),
  );
  actor.on('yourClaims.resume', ({ claim }) => resumeClaim(claim));
  actor.start();
  const settled = () => vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
  return { actor, saveFile, resumeClaim, settled };
}

describe('your claims', () => {
  it('lists the claims it reads, and says why when it cannot, until a retry works', async () => {
    let calls = 0;
    const { actor, settled } = run({
      claims: () =>
        ++calls === 1
          ? Promise.reject(new Error('We could not reach our servers'))
          : Promise.resolve([claim('c1', 'submitted')]),
    });
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.problem).toBe('We could not reach our servers');
    actor.send({ type: 'user.retry' });
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.claims.map((c) => c.id)).toEqual(['c1']);
  });

  it('saves the signed copy of the claim asked for, and keeps the list when a download fails', async () => {
    const copy = { fileName: 'letter-of-authority-RDR-ABCD2345.pdf', pdf: 'JVBERi0=' };
    const { actor, saveFile, settled } = run({
      claims: () => Promise.resolve([claim('c1', 'submitted')]),
      copy: (id) => (id === 'c1' ? Promise.resolve(copy) : Promise.reject(new Error('No signed copy yet'))),
    });
    await settled();
    actor.send({ type: 'user.download', claimId: 'c1' });
    expect(actor.getSnapshot().context.downloading).toBe('c1');
    await settled();
    expect(saveFile).toHaveBeenCalledWith(copy);
    actor.send({ type: 'user.download', claimId: 'c2' });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({
      downloading: null,
      downloadProblem: 'No signed copy yet',
    });
    expect(actor.getSnapshot().context.claims).toHaveLength(1);
  });

  it('resumes only an unfinished claim of the list', async () => {
    const draft = claim('c1', 'checked');
    const { actor, resumeClaim, settled } = run({
      claims: () => Promise.resolve([draft, claim('c2', 'submitted')]),
    });
    await settled();
    actor.send({ type: 'user.resume', claimId: 'c2' });
    actor.send({ type: 'user.resume', claimId: 'someone-elses' });
    expect(resumeClaim).not.toHaveBeenCalled();
    actor.send({ type: 'user.resume', claimId: 'c1' });
    expect(resumeClaim).toHaveBeenCalledWith(draft);
  });
});
