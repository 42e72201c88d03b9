// The gateway's store for a claim's files (decision 272): the letters on a claim, kept as bytes with
// a little metadata. Callers see only this interface and `claimFileStore`; where the bytes live is
// the implementation's business. A deployment that keeps them in Cloud Storage writes one more
// implementation of FileStore (objects under `claims/{claimId}/files/{fileId}`, the metadata as the
// object's custom metadata) and returns it from `claimFileStore`: no caller changes.
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreFileStore } from './firestoreStore.js';

/** Small facts a caller files with the bytes (a kind, a complaint, a lender): never personal data. */
export type FileMetadata = Readonly<Record<string, string | number | boolean | null>>;

/** A stored file as the store describes it, without its bytes. */
export interface StoredFile {
  claimId: string;
  fileId: string;
  fileName: string;
  contentType: string;
  /** The file's length in bytes. */
  size: number;
  /** The bytes' SHA-256, hex: a retried put is told from a different file by it. */
  sha256: string;
  /** Milliseconds since the epoch. */
  storedAt: number;
  metadata: FileMetadata;
}

/** What `put` is given: the file's place (the claim and an id the caller chose), its bytes and facts. */
export interface NewFile {
  claimId: string;
  fileId: string;
  fileName: string;
  contentType: string;
  storedAt: number;
  metadata: FileMetadata;
  bytes: Uint8Array;
}

/**
 * The put's outcome: `created` false when a file with this id and these very bytes was already
 * stored (a retry), which is answered as it was stored then.
 */
export interface PutResult {
  file: StoredFile;
  created: boolean;
}

/** A file larger than the store keeps: nothing was stored. */
export class FileTooLargeError extends Error {
  constructor(
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`A file of ${size} bytes is over the store's limit of ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** Another file is already stored under this id: nothing was changed. */
export class FileConflictError extends Error {
  constructor() {
    super('A different file is already stored under this id');
    this.name = 'FileConflictError';
  }
}

/**
 * A claim's files. Each method does all or nothing: a put that fails (over the limit, or a
 * different file under its id) leaves nothing behind; a get never answers part of a file.
 */
export interface FileStore {
  /** The largest file this store keeps, in bytes; a larger put throws FileTooLargeError first. */
  readonly maxBytes: number;
  put(file: NewFile): Promise<PutResult>;
  /** The file and its bytes, or null when the claim has no file with this id. */
  get(claimId: string, fileId: string): Promise<{ file: StoredFile; bytes: Uint8Array } | null>;
  /** The claim's files without their bytes, oldest first. */
  list(claimId: string): Promise<StoredFile[]>;
  /** Removes the file; false when there was none. */
  delete(claimId: string, fileId: string): Promise<boolean>;
}

/**
 * The store a deployment keeps claims' files in: Firestore, which runs on the emulators these
 * tests use (decision 272). The one place to change to keep them elsewhere.
 */
export function claimFileStore(deps: { db: Firestore }): FileStore {
  return firestoreFileStore(deps.db);
}
