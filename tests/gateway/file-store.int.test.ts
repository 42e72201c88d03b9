// The claim file store in Firestore (decision 272), on the emulator: what its interface promises
// any caller, whichever store a deployment chooses.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_BYTES,
  FIRESTORE_FILE_MAX_BYTES,
  firestoreFileStore,
} from '../../functions/src/files/firestoreStore';
import { FileConflictError, FileTooLargeError, type NewFile } from '../../functions/src/files/store';
import { LETTER_MAX_BYTES } from '../../contract/letters';
import { adminDb } from './support';

const store = firestoreFileStore(adminDb());

function newFile(claimId: string, bytes: Uint8Array, changes: Partial<NewFile> = {}): NewFile {
  return {
    claimId,
    fileId: `file-${randomUUID().slice(0, 8)}`,
    fileName: 'letter.pdf',
    contentType: 'application/pdf',
    storedAt: 1_790_000_000_000,
    metadata: { kind: 'lender-response', complaintId: 'complaint-1', lender: 'Black Horse' },
    bytes,
    ...changes,
  };
}

const freshClaim = () => `claim-${randomUUID()}`;

describe('the Firestore file store', () => {
  it('keeps the largest letter the desk accepts', () => {
    expect(store.maxBytes).toBeGreaterThanOrEqual(LETTER_MAX_BYTES);
  });

  it('lists a claim’s files oldest first, without their bytes, and no other claim’s', async () => {
    const claimId = freshClaim();
    const later = newFile(claimId, new Uint8Array([1, 2, 3]), { storedAt: 2_000 });
    const earlier = newFile(claimId, new Uint8Array([4, 5]), { storedAt: 1_000 });
    await store.put(later);
    await store.put(earlier);
    await store.put(newFile(freshClaim(), new Uint8Array([6])));
    const listed = await store.list(claimId);
    expect(listed.map((f) => f.fileId)).toEqual([earlier.fileId, later.fileId]);
    expect(listed[0]).not.toHaveProperty('bytes');
    expect(await store.list(freshClaim())).toEqual([]);
  });

  it('gives back a file kept across several chunks byte for byte, with its metadata', async () => {
    const claimId = freshClaim();
    // Bytes that differ from chunk to chunk, so a chunk out of its place would show.
    const bytes = Uint8Array.from({ length: 2 * CHUNK_BYTES + 17 }, (_, i) => i % 251);
    const file = newFile(claimId, bytes);
    const put = await store.put(file);
    expect(put.created).toBe(true);
    expect(put.file).toMatchObject({
      claimId,
      fileId: file.fileId,
      size: bytes.length,
      metadata: file.metadata,
    });
    const chunks = await adminDb().collection(`claims/${claimId}/files/${file.fileId}/chunks`).get();
    expect(chunks.size).toBe(3);
    const got = await store.get(claimId, file.fileId);
    expect(got?.file).toEqual(put.file);
    expect(got?.bytes).toEqual(bytes);
  });

  it('answers a retried put with the file first kept, and refuses other bytes under its id', async () => {
    const claimId = freshClaim();
    const file = newFile(claimId, new Uint8Array([1, 2, 3]));
    const first = await store.put(file);
    expect(await store.put({ ...file, storedAt: file.storedAt + 60_000 })).toEqual({
      file: first.file,
      created: false,
    });
    await expect(store.put({ ...file, bytes: new Uint8Array([9]) })).rejects.toBeInstanceOf(
      FileConflictError,
    );
    expect((await store.get(claimId, file.fileId))?.bytes).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('refuses a file over its limit before writing anything', async () => {
    const claimId = freshClaim();
    const file = newFile(claimId, new Uint8Array(FIRESTORE_FILE_MAX_BYTES + 1));
    await expect(store.put(file)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await store.get(claimId, file.fileId)).toBeNull();
    expect((await adminDb().collection(`claims/${claimId}/files`).get()).size).toBe(0);
  });

  it('deletes a file with its chunks, and says when there was none', async () => {
    const claimId = freshClaim();
    const file = newFile(claimId, new Uint8Array(CHUNK_BYTES + 1));
    await store.put(file);
    expect(await store.delete(claimId, file.fileId)).toBe(true);
    expect(await store.get(claimId, file.fileId)).toBeNull();
    expect((await adminDb().collection(`claims/${claimId}/files/${file.fileId}/chunks`).get()).size).toBe(0);
    expect(await store.delete(claimId, file.fileId)).toBe(false);
  });
});
