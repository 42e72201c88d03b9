import type { DeskListClaimsData } from '../../contract/desk';
import type {
  AuthenticatorSecret,
  DeskStaffIdentity,
  EnrolmentOffer,
  SecondFactorChallenge,
} from '../../machines/desk/deskSessionMachine';
import { DeskAuthError, type DeskAuth } from '../../src/desk/adapters/deskAuth';
import { createGatewayClient } from '../../src/adapters/gateway';
import { serviceFailure } from '../../src/adapters/gatewayError';
import { offlineGatewayCallable } from '../../src/adapters/gatewayCallable';
import { deskGateway, type DeskGateway } from '../../src/desk/adapters/deskGateway';
import type { DeskSignInFailureKind } from '../../machines/desk/types';

/** The real desk gateway client over HTTP, answered by the story's MSW handler (mocks/gateway/desk.ts). */
export const storyDeskGateway = deskGateway(
  createGatewayClient({ callable: () => offlineGatewayCallable() }),
);

/** A desk gateway whose list fails as the client reports the gateway's catch-all, without a failing request. */
export const failingDeskGateway: DeskGateway = {
  ...storyDeskGateway,
  listClaims: () =>
    Promise.reject(serviceFailure('server', 'deskListClaims', { code: 'functions/internal' })),
};

export const STORY_HANDLER: DeskStaffIdentity & { role: 'handler' } = {
  uid: 'staff-1',
  email: 'case.handler@firm.example',
  role: 'handler',
  workspaces: ['Redress', 'SGUK'],
};

export const TEXT_MESSAGE: SecondFactorChallenge = { kind: 'phone', hint: '+*******0123' };
export const AUTHENTICATOR: SecondFactorChallenge = { kind: 'totp', hint: 'Authenticator' };

/** A made-up authenticator secret (not any account's), with the URL its QR code carries. */
export const STORY_SECRET: AuthenticatorSecret = {
  secretKey: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCodeUrl:
    'otpauth://totp/Redress%20desk:case.handler%40firm.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Redress%20desk&algorithm=SHA1&digits=6&period=30',
};

export interface StoryAuthOptions {
  signedIn?: DeskStaffIdentity | null;
  /** What the password step answers: a factor, a failure, or a password-only account. */
  password?:
    | SecondFactorChallenge
    | DeskSignInFailureKind
    | { noSecondFactor: DeskStaffIdentity; enrolment?: EnrolmentOffer };
  /** What texting a code to the mobile being enrolled answers: sent, or a failure. */
  enrolSend?: DeskSignInFailureKind;
  /** What enrolling with the code answers: who signed in, null to sign in again, or a failure. */
  enrol?: DeskStaffIdentity | null | DeskSignInFailureKind;
  /** Enrolling calls left unanswered, to show their waiting state. */
  pendingEnrolment?: boolean;
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
        return Promise.resolve({
          kind: 'noSecondFactor',
          staff: password.noSecondFactor,
          enrolment: password.enrolment ?? { kind: 'phone', emailVerified: true },
        });
      return Promise.resolve({ kind: 'secondFactor', challenge: password });
    },
    sendCode: () => Promise.resolve(),
    verifyCode: () =>
      typeof code === 'string' ? Promise.reject(new DeskAuthError(code)) : Promise.resolve(code),
    signOut: () => Promise.resolve(),
    startAuthenticatorEnrolment: () => (options.pendingEnrolment ? never() : Promise.resolve(STORY_SECRET)),
    sendEnrolmentCode: () => {
      if (options.pendingEnrolment) return never();
      return options.enrolSend ? Promise.reject(new DeskAuthError(options.enrolSend)) : Promise.resolve();
    },
    enrolFactor: () => {
      const enrol = options.enrol === undefined ? STORY_HANDLER : options.enrol;
      return typeof enrol === 'string' ? Promise.reject(new DeskAuthError(enrol)) : Promise.resolve(enrol);
    },
    services: () => Promise.reject(new Error('The story desk has no Firebase')),
  };
}

export type { DeskListClaimsData };
