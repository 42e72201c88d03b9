import { blankProfile, type UserProfile } from '../../../contract/profile';
import type { AuthAdapter, AuthUser } from '../../adapters/auth';
import { createGatewayClient } from '../../adapters/gateway';
import type { ProfileChanges, ProfileStore } from '../../adapters/profile';
import { retryingGateway, type JourneyServices } from '../services';

/** The guest the claimant already is when a story opens mid-journey. */
export const STORY_UID = 'story-guest-0001';

export interface MemoryServicesOptions {
  /** How long each sign-in service call takes: 0, or long enough to see a loading state. */
  authDelayMs?: number;
  /** The signed-in uid; the journey passes its session's (the auth machine's). */
  sessionUid?: () => Promise<string>;
  /** What the claimant saved to their profile so far (at the contact step). */
  profile?: ProfileChanges;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Firebase Authentication kept in memory: signed in as a guest from the start, and every account
 * action (sign in, send a reset email) succeeds after `delayMs`.
 */
export function memoryAuth(delayMs = 0): AuthAdapter {
  let user: AuthUser | null = { uid: STORY_UID, isAnonymous: true, email: null };
  const listeners = new Set<(user: AuthUser | null) => void>();
  const set = (next: AuthUser | null) => {
    user = next;
    listeners.forEach((listener) => listener(next));
    return next;
  };
  const signedIn = () => {
    if (!user) throw new Error('No current user');
    return user;
  };
  return {
    onAuthUserChanged(listener) {
      listeners.add(listener);
      queueMicrotask(() => listeners.has(listener) && listener(user));
      return () => void listeners.delete(listener);
    },
    signInAnonymously: async () => {
      await wait(delayMs);
      return set({ uid: STORY_UID, isAnonymous: true, email: null }) as AuthUser;
    },
    signInWithEmail: async ({ email }) => {
      await wait(delayMs);
      return set({ uid: STORY_UID, isAnonymous: false, email }) as AuthUser;
    },
    signInWithCustomToken: async () => {
      await wait(delayMs);
      return set({ uid: STORY_UID, isAnonymous: false, email: 'sam@example.com' }) as AuthUser;
    },
    signInWithEmailLink: async ({ email }) => {
      await wait(delayMs);
      return set({ uid: STORY_UID, isAnonymous: false, email, emailVerified: true }) as AuthUser;
    },
    sendPasswordReset: () => wait(delayMs),
    refreshUser: async () => {
      await wait(delayMs);
      return signedIn();
    },
    logout: async (clear) => {
      await wait(delayMs);
      set(null);
      clear?.();
    },
  };
}

/** The users collection kept in memory, with the same blank-profile rule as Firestore's. */
export function memoryProfiles(saved: Record<string, ProfileChanges> = {}): ProfileStore {
  const profiles = new Map<string, UserProfile>(
    Object.entries(saved).map(([uid, changes]) => [uid, { ...blankProfile(uid), ...changes }]),
  );
  const create = (uid: string) => {
    const profile = blankProfile(uid);
    profiles.set(uid, profile);
    return Promise.resolve(profile);
  };
  const read = (uid: string) => Promise.resolve(profiles.get(uid) ?? null);
  return {
    read,
    create,
    readOrCreate: async (uid) => (await read(uid)) ?? create(uid),
    update: async (uid, changes) => {
      const profile = { ...((await read(uid)) ?? blankProfile(uid)), ...changes };
      profiles.set(uid, profile);
      return profile;
    },
  };
}

/**
 * The journey's services with no backend of its own: the gateway is the real client making real
 * HTTP calls, which the MSW handlers in mocks/ answer; sign-in and the profile are in memory.
 */
export function memoryServices(options: MemoryServicesOptions = {}): JourneyServices {
  const auth = memoryAuth(options.authDelayMs);
  let keys = 0;
  return {
    auth,
    profiles: memoryProfiles(options.profile ? { [STORY_UID]: options.profile } : {}),
    gateway: retryingGateway(
      createGatewayClient({
        callable: async () => (await import('../../adapters/gatewayCallable')).offlineGatewayCallable(),
      }),
    ),
    newKey: () => `story-key-${++keys}`,
    origin: () => globalThis.location?.origin ?? 'http://localhost',
    sessionUid: options.sessionUid ?? (() => Promise.resolve(STORY_UID)),
  };
}
