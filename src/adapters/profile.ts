import type * as FirestoreSdk from 'firebase/firestore/lite';
import type { DocumentReference } from 'firebase/firestore/lite';
import * as v from 'valibot';
import { blankProfile, UserProfileSchema, type UserProfile } from '../../contract/profile';
import { firebaseCode } from './authErrors';
import { getFirebase, FirebaseLoadError, type FirebaseLoader } from './firebase';

export type ProfileErrorKind = 'network' | 'permission-denied' | 'invalid-document' | 'unknown';

const MESSAGES: Record<ProfileErrorKind, string> = {
  network: 'We could not reach our servers. Check your connection and try again.',
  'permission-denied': 'You are not signed in as the owner of these details. Sign in again.',
  'invalid-document': 'Your saved details could not be read. Enter them again.',
  unknown: 'Something went wrong with your saved details. Try again later.',
};

const KIND_BY_CODE: Record<string, ProfileErrorKind> = {
  unavailable: 'network',
  'deadline-exceeded': 'network',
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  'invalid-argument': 'permission-denied',
};

/** Every profile store failure; `message` is for the claimant, `code` for the logs. */
export class ProfileStoreError extends Error {
  override name = 'ProfileStoreError';
  constructor(
    readonly kind: ProfileErrorKind,
    readonly code?: string,
    options?: { cause?: unknown; detail?: string },
  ) {
    super(MESSAGES[kind], { cause: options?.cause });
    this.detail = options?.detail;
  }
  /** Which fields failed validation (paths only, never values), for the logs. */
  readonly detail: string | undefined;
}

function toProfileError(error: unknown): ProfileStoreError {
  if (error instanceof ProfileStoreError) return error;
  if (error instanceof FirebaseLoadError)
    return new ProfileStoreError('network', undefined, { cause: error });
  // Firestore codes have no "firestore/" prefix.
  const code = firebaseCode(error);
  return new ProfileStoreError((code ? KIND_BY_CODE[code] : undefined) ?? 'unknown', code, { cause: error });
}

/** The fields a claimant may change; the ids always equal the document's uid. */
export type ProfileChanges = Partial<Omit<UserProfile, 'id' | 'userId'>>;

/** The operations the log names. */
export type ProfileOperation = 'read' | 'create' | 'update';

/** Failures are logged to the console (spec section 8): kinds, codes and field paths, never values or ids. */
function defaultLog(message: string, info: Record<string, unknown>) {
  console.error(message, info);
}

/**
 * Firestore `users/{uid}` (Firestore Lite: one-off reads and writes, no listeners). `log` is
 * injectable like the auth adapter's.
 */
export function createProfileStore(
  load: FirebaseLoader = getFirebase,
  log: (message: string, info: Record<string, unknown>) => void = defaultLog,
) {
  /** One operation; a failure is logged once, here, then rethrown as a ProfileStoreError. */
  const withDoc = async <T>(
    operation: ProfileOperation,
    uid: string,
    run: (sdk: typeof FirestoreSdk, ref: DocumentReference) => Promise<T>,
  ) => {
    try {
      const [{ firestore }, sdk] = await Promise.all([load(), import('firebase/firestore/lite')]);
      const db = await firestore();
      return await run(sdk, sdk.doc(db, 'users', uid));
    } catch (error) {
      const failure = toProfileError(error);
      log('profile store failed', {
        operation,
        kind: failure.kind,
        code: failure.code,
        ...(failure.detail === undefined ? {} : { fields: failure.detail }),
      });
      throw failure;
    }
  };

  const parse = (uid: string, data: unknown): UserProfile => {
    const result = v.safeParse(UserProfileSchema, data);
    if (!result.success) {
      const paths = result.issues.map((issue) => v.getDotPath(issue) ?? '(root)');
      throw new ProfileStoreError('invalid-document', undefined, { detail: [...new Set(paths)].join(', ') });
    }
    if (result.output.id !== uid || result.output.userId !== uid) {
      throw new ProfileStoreError('invalid-document', undefined, { detail: 'id, userId' });
    }
    return result.output;
  };

  const read = (uid: string): Promise<UserProfile | null> =>
    withDoc('read', uid, async (sdk, ref) => {
      const snapshot = await sdk.getDoc(ref);
      return snapshot.exists() ? parse(uid, snapshot.data()) : null;
    });

  const create = (uid: string): Promise<UserProfile> =>
    withDoc('create', uid, async (sdk, ref) => {
      const profile = blankProfile(uid);
      await sdk.setDoc(ref, profile);
      return profile;
    });

  return {
    /** The stored profile, validated; null when there is none. */
    read,

    /** Writes the blank profile (every field ''); used when none exists. */
    create,

    /** The stored profile, or a freshly created blank one when there is none (spec section 3). */
    async readOrCreate(uid: string): Promise<UserProfile> {
      return (await read(uid)) ?? (await create(uid));
    },

    /** Saves the changed fields and returns the whole profile as now stored. */
    update: (uid: string, changes: ProfileChanges): Promise<UserProfile> =>
      withDoc('update', uid, async (sdk, ref) => {
        const candidate = v.safeParse(v.partial(v.omit(UserProfileSchema, ['id', 'userId'])), changes);
        if (!candidate.success) {
          const paths = candidate.issues.map((issue) => v.getDotPath(issue) ?? '(root)');
          throw new ProfileStoreError('invalid-document', undefined, { detail: paths.join(', ') });
        }
        await sdk.updateDoc(ref, candidate.output);
        const snapshot = await sdk.getDoc(ref);
        return parse(uid, snapshot.data());
      }),
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;
