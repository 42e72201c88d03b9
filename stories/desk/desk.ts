import type { DeskListClaimsData } from '../../contract/desk';
import type { DeskStaffIdentity, SecondFactorChallenge } from '../../machines/desk/deskSessionMachine';
import { DeskAuthError, type DeskAuth } from '../../src/adapters/deskAuth';
import { createGatewayClient, GatewayError } from '../../src/adapters/gateway';
import { offlineGatewayCallable } from '../../src/adapters/gatewayCallable';
import { deskGateway, type DeskGateway } from '../../src/desk/deskGateway';
import type { DeskSignInFailureKind } from '../../machines/desk/types';

/** The real desk gateway client over HTTP, answered by the story's MSW handler (mocks/gateway/desk.ts). */
export const storyDeskGateway = deskGateway(
  createGatewayClient({ callable: () => offlineGatewayCallable() }),
);

/** A desk gateway whose list is refused with the gateway's own message, without a failing request. */
export const failingDeskGateway: DeskGateway = {
  ...storyDeskGateway,
  listClaims: () =>
    Promise.reject(
      new GatewayError('server', 'The gateway could not complete this call. Try again.', {
        functionName: 'deskListClaims',
        code: 'functions/internal',
      }),
    ),
};

export const STORY_HANDLER: DeskStaffIdentity & { role: 'handler' } = {
  uid: 'staff-1',
  email: 'case.handler@firm.example',
  role: 'handler',
  workspaces: ['Redress', 'SGUK'],
};

export const TEXT_MESSAGE: SecondFactorChallenge = { kind: 'phone', hint: '+*******0123' };
export const AUTHENTICATOR: SecondFactorChallenge = { kind: 'totp', hint: 'Authenticator' };

export interface StoryAuthOptions {
  signedIn?: DeskStaffIdentity | null;
  /** What the password step answers: a factor, a failure, or a password-only account. */
  password?: SecondFactorChallenge | DeskSignInFailureKind | { noSecondFactor: DeskStaffIdentity };
  /** What the code answers: who signed in, or a failure. */
  code?: DeskStaffIdentity | DeskSignInFailureKind;
  /** Calls left unanswered, to show their waiting state. */
  pendingPassword?: boolean;
}

const never = <T>() => new Promise<T>(() => undefined);

/** A desk sign-in with no Firebase: each step answers as the story says. */
export function storyDeskAuth(options: StoryAuthOptions = {}): DeskAuth {
  const { password = TEXT_MESSAGE, code = STORY_HANDLER } = options;
  return {
    restore: () => Promise.resolve(options.signedIn ?? null),
    signInWithPassword: () => {
      if (options.pendingPassword) return never();
      if (typeof password === 'string') return Promise.reject(new DeskAuthError(password));
      if ('noSecondFactor' in password)
        return Promise.resolve({ kind: 'noSecondFactor', staff: password.noSecondFactor });
      return Promise.resolve({ kind: 'secondFactor', challenge: password });
    },
    sendCode: () => Promise.resolve(),
    verifyCode: () =>
      typeof code === 'string' ? Promise.reject(new DeskAuthError(code)) : Promise.resolve(code),
    signOut: () => Promise.resolve(),
    services: () => Promise.reject(new Error('The story desk has no Firebase')),
  };
}

export type { DeskListClaimsData };
