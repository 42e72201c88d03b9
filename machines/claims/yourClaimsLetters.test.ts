import { describe, expect, it, vi } from 'vitest';
import type { ClaimLetter } from '../../contract/letters';
import { claim, run } from './yourClaimsTesting';

const complaintLetter: ClaimLetter = {
  letterId: 'complaint-letter-complaint-1',
  claimId: 'c1',
  complaintId: 'complaint-1',
  lender: 'Black Horse',
  kind: 'complaint-letter',
  fileName: 'complaint-RDR-ABCD2345-black-horse.pdf',
  size: 48_213,
  at: '2026-01-05T10:00:00.000Z',
};
const response: ClaimLetter = {
  ...complaintLetter,
  letterId: 'lender-response-complaint-1-abc',
  kind: 'lender-response',
  fileName: 'response-RDR-ABCD2345-black-horse.pdf',
  at: '2026-02-20T10:00:00.000Z',
};
const failure = (reason: string, kind: string) =>
  Object.assign(new Error('The gateway’s own words'), { reason, kind });

describe('your claims: the letters (decision 275)', () => {
  it('lists the letters once the claims are shown, and lists them again with the claims', async () => {
    let listed = 0;
    const letters = vi.fn(() =>
      Promise.resolve(++listed === 1 ? [complaintLetter] : [complaintLetter, response]),
    );
    const { actor, settled } = run({ claims: () => Promise.resolve([claim('c1', 'submitted')]), letters });
    await vi.waitFor(() => expect(actor.getSnapshot().context.letters).toEqual([complaintLetter]));
    await settled();
    actor.send({ type: 'page.shown', at: 10 * 60_000 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.letters).toEqual([complaintLetter, response]));
    expect(letters).toHaveBeenCalledTimes(2);
  });

  it('shows the claims when the letters cannot be listed, and says so in the claimant’s words', async () => {
    const { actor } = run({
      claims: () => Promise.resolve([claim('c1', 'submitted')]),
      letters: () => Promise.reject(failure('', 'network')),
    });
    await vi.waitFor(() => expect(actor.getSnapshot().context.lettersProblem).not.toBeNull());
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.claims).toHaveLength(1);
    expect(actor.getSnapshot().context.lettersProblem).toContain(
      'Check that you are connected to the internet',
    );
  });

  it('downloads a letter as a file, one event for the press', async () => {
    const letter = vi.fn(() => Promise.resolve({ fileName: response.fileName, pdf: 'JVBERg==' }));
    const { actor, settled, saveFile } = run({
      claims: () => Promise.resolve([claim('c1', 'submitted')]),
      letters: () => Promise.resolve([complaintLetter, response]),
      letter,
    });
    await settled();
    actor.send({ type: 'user.downloadLetter', claimId: 'c1', letterId: response.letterId });
    expect(actor.getSnapshot().context.downloadingLetter).toEqual({
      claimId: 'c1',
      letterId: response.letterId,
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(letter).toHaveBeenCalledWith({ claimId: 'c1', letterId: response.letterId });
    expect(saveFile).toHaveBeenCalledWith({ fileName: response.fileName, pdf: 'JVBERg==' });
    expect(actor.getSnapshot().context.downloadingLetter).toBeNull();
  });

  it('says beside the letter why it could not be downloaded, never in the gateway’s words', async () => {
    const { actor, settled, saveFile } = run({
      claims: () => Promise.resolve([claim('c1', 'submitted')]),
      letters: () => Promise.resolve([response]),
      letter: () => Promise.reject(failure('letter', 'not-found')),
    });
    await settled();
    actor.send({ type: 'user.downloadLetter', claimId: 'c1', letterId: response.letterId });
    await settled();
    const problem = actor.getSnapshot().context.letterProblem;
    expect(problem?.letterId).toBe(response.letterId);
    expect(problem?.message).toContain('We could not find this letter on your claim.');
    expect(problem?.message).not.toContain('gateway');
    expect(saveFile).not.toHaveBeenCalled();
  });
});
