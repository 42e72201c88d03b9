import { describe, expect, it } from 'vitest';
import { failure, KEY_PREFIX, setUp } from './deskClaimTesting';

describe('deskClaimMachine: notes and the signed letter', () => {
  it.each([
    ['nothing', '', 'Enter the note'],
    ['spaces only', '   ', 'Enter the note'],
    ['2001 characters', 'x'.repeat(2001), 'The note must be 2000 characters or fewer'],
  ])('refuses a note of %s with "%s"', async (_, text, message) => {
    const { actor, idle, calls } = setUp(['prepared']);
    await idle();
    actor.send({ type: 'user.addNote', text });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ note: message });
    expect(calls.note).not.toHaveBeenCalled();
  });

  it('adds a note, newest first, with its key', async () => {
    const { actor, idle, calls } = setUp(['prepared']);
    await idle();
    actor.send({ type: 'user.addNote', text: '  Called the claimant about the second agreement.  ' });
    await idle();
    expect(calls.note).toHaveBeenCalledWith({
      claimId: 'claim-desk-0001',
      idempotencyKey: `${KEY_PREFIX}-1`,
      text: 'Called the claimant about the second agreement.',
    });
    expect(actor.getSnapshot().context.claim?.notes[0]?.text).toBe(
      'Called the claimant about the second agreement.',
    );
    expect(actor.getSnapshot().context.notice).toBe('Note added.');
  });

  it('downloads the signed letter, and says why when it cannot', async () => {
    const { actor, idle, calls } = setUp(['prepared']);
    await idle();
    actor.send({ type: 'user.downloadSignedLetter' });
    await idle();
    expect(calls.save).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: 'letter.pdf', pdf: 'JVBERg==' }),
    );
    calls.letter.mockImplementationOnce(() => Promise.reject(failure('network', 'No connection')));
    actor.send({ type: 'user.downloadSignedLetter' });
    await idle();
    expect(actor.getSnapshot().context.downloadProblem).toBe('No connection');
  });
});
