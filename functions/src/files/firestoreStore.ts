// A FileStore in Firestore (decision 272): the Cloud Storage emulator needs Java 21 and a download
// these machines cannot make, and Firestore runs everywhere the gateway's tests do. A file is one
// document of metadata, `claims/{claimId}/files/{fileId}`, and its bytes in chunks under it,
// `…/files/{fileId}/chunks/{n}`: a document holds at most 1 MiB, so each chunk holds 768 KiB.
// The rules let no client read or write any of it (firestore.rules); the gateway decides who may.
import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  FileConflictError,
  FileTooLargeError,
  type FileStore,
  type NewFile,
  type PutResult,
  type StoredFile,
} from './store.js';

/** Where a claim's files are kept, under the claim (so a claim deleted whole takes its files). */
export const FILES_COLLECTION = 'files';
export const CHUNKS_COLLECTION = 'chunks';

/** Bytes in one chunk: 768 KiB, leaving room in the 1 MiB document for its name and field. */
export const CHUNK_BYTES = 768 * 1024;

/**
 * The largest file kept: 8 MiB. A file and its chunks are written in one transaction, which
 * Firestore caps at 10 MiB a request: 8 MiB of bytes and their eleven documents stay well within it.
 */
export const FIRESTORE_FILE_MAX_BYTES = 8 * 1024 * 1024;

const StoredFileSchema = v.object({
  fileName: v.string(),
  contentType: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sha256: v.pipe(v.string(), v.hexadecimal()),
  storedAt: v.number(),
  chunks: v.pipe(v.number(), v.integer(), v.minValue(0)),
  metadata: v.record(v.string(), v.nullable(v.union([v.string(), v.number(), v.boolean()]))),
});

const chunkId = (index: number) => String(index).padStart(3, '0');

function fileOf(claimId: string, fileId: string, data: unknown): StoredFile & { chunks: number } {
  const { chunks, ...stored } = v.parse(StoredFileSchema, data);
  return { claimId, fileId, ...stored, chunks };
}

function withoutChunks({ chunks: _chunks, ...file }: StoredFile & { chunks: number }): StoredFile {
  return file;
}

export function firestoreFileStore(db: Firestore): FileStore {
  const fileRef = (claimId: string, fileId: string) =>
    db.collection('claims').doc(claimId).collection(FILES_COLLECTION).doc(fileId);
  const chunkRefs = (file: DocumentReference, count: number) =>
    Array.from({ length: count }, (_, i) => file.collection(CHUNKS_COLLECTION).doc(chunkId(i)));

  return {
    maxBytes: FIRESTORE_FILE_MAX_BYTES,

    async put(file: NewFile): Promise<PutResult> {
      const { bytes, claimId, fileId } = file;
      if (bytes.length > FIRESTORE_FILE_MAX_BYTES) {
        throw new FileTooLargeError(bytes.length, FIRESTORE_FILE_MAX_BYTES);
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const count = Math.ceil(bytes.length / CHUNK_BYTES);
      const ref = fileRef(claimId, fileId);
      return db.runTransaction(async (tx) => {
        const existing = await tx.get(ref);
        if (existing.exists) {
          const stored = fileOf(claimId, fileId, existing.data());
          if (stored.sha256 !== sha256) throw new FileConflictError();
          return { file: withoutChunks(stored), created: false };
        }
        const stored = {
          fileName: file.fileName,
          contentType: file.contentType,
          size: bytes.length,
          sha256,
          storedAt: file.storedAt,
          chunks: count,
          metadata: { ...file.metadata },
        };
        tx.create(ref, stored);
        chunkRefs(ref, count).forEach((chunk, i) => {
          const part = bytes.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
          tx.create(chunk, { bytes: Buffer.from(part.buffer, part.byteOffset, part.byteLength) });
        });
        return { file: withoutChunks(fileOf(claimId, fileId, stored)), created: true };
      });
    },

    async get(claimId, fileId) {
      const ref = fileRef(claimId, fileId);
      // One transaction, so a file replaced or deleted meanwhile is never read half old, half new.
      return db.runTransaction(
        async (tx) => {
          const snapshot = await tx.get(ref);
          if (!snapshot.exists) return null;
          const stored = fileOf(claimId, fileId, snapshot.data());
          const refs = chunkRefs(ref, stored.chunks);
          const chunks = refs.length === 0 ? [] : await tx.getAll(...refs);
          const parts = chunks.map((chunk) => {
            const part: unknown = chunk.get('bytes');
            if (!(part instanceof Uint8Array)) throw new Error('A stored file is missing a chunk');
            return part;
          });
          const bytes = new Uint8Array(Buffer.concat(parts));
          if (createHash('sha256').update(bytes).digest('hex') !== stored.sha256) {
            throw new Error('A stored file’s bytes do not match its hash');
          }
          return { file: withoutChunks(stored), bytes };
        },
        { readOnly: true },
      );
    },

    async list(claimId) {
      const snapshot = await db
        .collection('claims')
        .doc(claimId)
        .collection(FILES_COLLECTION)
        .orderBy('storedAt')
        .get();
      return snapshot.docs.map((doc) => withoutChunks(fileOf(claimId, doc.id, doc.data())));
    },

    async delete(claimId, fileId) {
      const ref = fileRef(claimId, fileId);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        const { chunks } = fileOf(claimId, fileId, snapshot.data());
        for (const chunk of chunkRefs(ref, chunks)) tx.delete(chunk);
        tx.delete(ref);
        return true;
      });
    },
  };
}
