// The desk sign-in machine with its Firebase side replaced, for the desk session's tests
// (deskSessionSignIn.test.ts, deskSessionEnrolment.test.ts, deskSessionMachine.test.ts).
import { vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SimulatedClock } from 'xstate';
import {
  deskSessionMachine,
  type AuthenticatorSecret,
  type DeskStaffIdentity,
  type PasswordOutcome,
  type SecondFactorChallenge,
} from './deskSessionMachine';

export const handler: DeskStaffIdentity = {
  uid: 's1',
  email: 'h@firm.example',
  role: 'handler',
  workspaces: ['SGUK'],
};
export const claimant: DeskStaffIdentity = { uid: 'c1', email: 'c@example.com', role: null, workspaces: [] };
export const text: SecondFactorChallenge = { kind: 'phone', hint: '+*******0123' };
export const app: SecondFactorChallenge = { kind: 'totp', hint: 'Authenticator' };
export const secret: AuthenticatorSecret = {
  secretKey: 'JBSWY3DPEHPK3PXP',
  qrCodeUrl: 'otpauth://totp/Desk:h%40firm.example?secret=JBSWY3DPEHPK3PXP&issuer=Desk',
};
/** The password step's answer for an account with no second factor yet. */
export const unenrolled = (
  staff: DeskStaffIdentity,
  kind: 'phone' | 'totp' = 'phone',
  emailVerified = true,
): PasswordOutcome => ({ kind: 'noSecondFactor', staff, enrolment: { kind, emailVerified } });

/** A failed step as the adapter reports it (its errors carry `kind`). */
class Failure extends Error {
  constructor(readonly kind: string) {
    super(kind);
  }
}
export const fail = (kind: string) => new Failure(kind);
type Answer<T> = T | Error | Failure;
const answer = <T>(value: Answer<T>) =>
  value instanceof Error ? Promise.reject(value) : Promise.resolve(value);

export function start(options: {
  restore?: DeskStaffIdentity | null;
  password?: Answer<PasswordOutcome>;
  send?: Answer<void>;
  verify?: Answer<DeskStaffIdentity>[];
  secret?: Answer<AuthenticatorSecret>;
  enrolSend?: Answer<void>[];
  enrol?: Answer<DeskStaffIdentity | null>[];
  clock?: SimulatedClock;
}) {
  const verify = [...(options.verify ?? [handler])];
  const enrolSend = [...(options.enrolSend ?? [])];
  const enrol = [...(options.enrol ?? [])];
  const calls = {
    signOut: vi.fn(),
    sendCode: vi.fn(),
    verifyCode: vi.fn(),
    signIn: vi.fn(),
    startApp: vi.fn(),
    sendEnrolmentCode: vi.fn(),
    enrolFactor: vi.fn(),
  };
  const machine = deskSessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => Promise.resolve(options.restore ?? null)),
      signInWithPassword: fromPromise(({ input }) => {
        calls.signIn(input);
        return answer(options.password ?? { kind: 'secondFactor', challenge: text });
      }),
      sendCode: fromPromise(() => {
        calls.sendCode();
        return answer<void>(options.send ?? undefined);
      }),
      verifyCode: fromPromise(({ input }) => {
        calls.verifyCode(input.code);
        return answer(verify.shift() ?? handler);
      }),
      signOut: fromPromise(() => {
        calls.signOut();
        return Promise.resolve();
      }),
      startAuthenticatorEnrolment: fromPromise(() => {
        calls.startApp();
        return answer(options.secret ?? secret);
      }),
      sendEnrolmentCode: fromPromise(({ input }) => {
        calls.sendEnrolmentCode(input.phoneNumber);
        return answer<void>(enrolSend.shift());
      }),
      enrolFactor: fromPromise(({ input }) => {
        calls.enrolFactor(input.code);
        const next = enrol.shift();
        return answer(next === undefined ? handler : next);
      }),
    },
  });
  const actor = createActor(machine, options.clock ? { clock: options.clock } : {}).start();
  return { actor, calls };
}

export const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

export async function atCode(options: Parameters<typeof start>[0] = {}) {
  const run = start(options);
  await settled(run.actor);
  run.actor.send({ type: 'user.signIn', email: ' h@firm.example ', password: 'secret words' });
  await settled(run.actor);
  return run;
}
