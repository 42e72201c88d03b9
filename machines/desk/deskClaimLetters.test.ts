import { describe, expect, it } from 'vitest';
import { LETTER_MAX_BYTES, LETTER_NOT_PDF_MESSAGE, letterTooLargeMessage } from '../../contract/letters';
import { LETTER_EMPTY_MESSAGE, LETTER_NOT_CHOSEN_MESSAGE } from './deskClaimLetters';
import { selectUploading } from './deskClaimSelectors';
import { failure, KEY_PREFIX, letter, setUp } from './deskClaimTesting';

/** A file as the browser's file input gives it. */
const file = (size = 120_000, type = 'application/pdf') => ({
  name: 'scan.pdf',
  type,
  size,
  arrayBuffer: () => Promise.resolve(new ArrayBuffer(size)),
});
const INPUT = 'complaint-2-response-file';

describe('deskClaimMachine: the claim’s letters', () => {
  it('uploads the lender’s response to a sent complaint with one key, then reads the claim again', async () => {
    const { actor, idle, calls } = setUp(['prepared', 'sent']);
    await idle();
    const chosen = file();
    actor.send({ type: 'user.uploadLetter', complaintId: 'complaint-2', file: chosen });
    expect(selectUploading(actor.getSnapshot())).toBe('complaint-2');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await idle();
    expect(calls.upload).toHaveBeenCalledWith({
      claimId: 'claim-desk-0001',
      complaintId: 'complaint-2',
      idempotencyKey: `${KEY_PREFIX}-1`,
      file: chosen,
    });
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.notice).toBe(
      'Close Brothers Motor Finance: the final response is uploaded and kept as response-RDR-ABCD2345-black-horse.pdf.',
    );
  });

  it.each([
    ['no file chosen', null, LETTER_NOT_CHOSEN_MESSAGE],
    ['a Word document', file(20_000, 'application/msword'), LETTER_NOT_PDF_MESSAGE],
    ['a file with no type', file(20_000, ''), LETTER_NOT_PDF_MESSAGE],
    ['an empty PDF', file(0), LETTER_EMPTY_MESSAGE],
    ['a PDF over 5 MB', file(LETTER_MAX_BYTES + 1), letterTooLargeMessage(LETTER_MAX_BYTES + 1)],
  ])('refuses %s beside the file input, and sends nothing', async (_, chosen, message) => {
    const { actor, idle, calls } = setUp(['prepared', 'sent']);
    await idle();
    actor.send({ type: 'user.uploadLetter', complaintId: 'complaint-2', file: chosen });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ [INPUT]: message });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(calls.upload).not.toHaveBeenCalled();
  });

  it('takes a PDF of exactly 5 MB', async () => {
    const { actor, idle, calls } = setUp(['prepared', 'sent']);
    await idle();
    actor.send({ type: 'user.uploadLetter', complaintId: 'complaint-2', file: file(LETTER_MAX_BYTES) });
    await idle();
    expect(calls.upload).toHaveBeenCalledTimes(1);
  });

  it('shows the gateway’s refusal beside the file input and drops the upload', async () => {
    const { actor, idle, calls } = setUp(['prepared', 'sent']);
    await idle();
    calls.upload.mockImplementationOnce(() =>
      Promise.reject(failure('invalid-input', 'This file says it is a PDF but cannot be read as one.')),
    );
    actor.send({ type: 'user.uploadLetter', complaintId: 'complaint-2', file: file() });
    await idle();
    const { context } = actor.getSnapshot();
    expect(context.fieldErrors).toEqual({ [INPUT]: 'This file says it is a PDF but cannot be read as one.' });
    expect(context.pending).toBeNull();
    expect(context.actionProblem).toBeNull();
  });

  it('keeps an upload that failed on the way, and tries it again with the same key', async () => {
    const { actor, idle, calls } = setUp(['prepared', 'sent']);
    await idle();
    calls.upload.mockImplementationOnce(() => Promise.reject(failure('network', 'No connection')));
    actor.send({ type: 'user.uploadLetter', complaintId: 'complaint-2', file: file() });
    await idle();
    expect(actor.getSnapshot().context.actionProblem).toEqual({
      message: 'No connection',
      target: INPUT,
      retry: 'action',
    });
    actor.send({ type: 'user.retry' });
    await idle();
    expect(calls.upload).toHaveBeenCalledTimes(2);
    expect(calls.upload.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([
      `${KEY_PREFIX}-1`,
      `${KEY_PREFIX}-1`,
    ]);
    expect(actor.getSnapshot().context.actionProblem).toBeNull();
  });

  it('downloads a letter, and says why when it cannot', async () => {
    const { actor, idle, calls } = setUp(['sent']);
    await idle();
    actor.send({ type: 'user.downloadLetter', letterId: 'complaint-letter-complaint-1' });
    expect(actor.getSnapshot().context.downloadingLetter).toBe('complaint-letter-complaint-1');
    await idle();
    expect(calls.fetchLetter).toHaveBeenCalledWith({
      claimId: 'claim-desk-0001',
      letterId: 'complaint-letter-complaint-1',
    });
    expect(calls.save).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: letter.fileName, pdf: letter.pdf }),
    );
    expect(actor.getSnapshot().context.downloadingLetter).toBeNull();
    calls.fetchLetter.mockImplementationOnce(() => Promise.reject(failure('not-found', 'No such letter')));
    actor.send({ type: 'user.downloadLetter', letterId: 'complaint-letter-complaint-1' });
    await idle();
    expect(actor.getSnapshot().context.letterProblem).toBe('No such letter');
  });
});
