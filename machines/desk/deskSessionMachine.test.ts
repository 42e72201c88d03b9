import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import {
  DESK_IDLE_MS,
  deskSessionMachine,
  type AuthenticatorSecret,
  type DeskStaffIdentity,
  type PasswordOutcome,
  type SecondFactorChallenge,
} from './deskSessionMachine';
import { DESK_SIGN_IN_MESSAGES } from './messages';

const handler: DeskStaffIdentity = {
  uid: 's1',
  email: 'h@firm.example',
  role: 'handler',
  workspaces: ['SGUK'],
};
const claimant: DeskStaffIdentity = { uid: 'c1', email: 'c@example.com', role: null, workspaces: [] };
const text: SecondFactorChallenge = { kind: 'phone', hint: '+*******0123' };
const app: SecondFactorChallenge = { kind: 'totp', hint: 'Authenticator' };
const secret: AuthenticatorSecret = {
  secretKey: 'JBSWY3DPEHPK3PXP',
  qrCodeUrl: 'otpauth://totp/Desk:h%40firm.example?secret=JBSWY3DPEHPK3PXP&issuer=Desk',
};
/** The password step's answer for an account with no second factor yet. */
const unenrolled = (
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
const fail = (kind: string) => new Failure(kind);
type Answer<T> = T | Error | Failure;
const answer = <T>(value: Answer<T>) =>
  value instanceof Error ? Promise.reject(value) : Promise.resolve(value);

function start(options: {
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

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

async function atCode(options: Parameters<typeof start>[0] = {}) {
  const run = start(options);
  await settled(run.actor);
  run.actor.send({ type: 'user.signIn', email: ' h@firm.example ', password: 'secret words' });
  await settled(run.actor);
  return run;
}

describe('the desk’s staff sign-in', () => {
  it('opens signed in when a desk session with both factors is kept from before', async () => {
    const { actor } = start({ restore: handler });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.staff).toEqual(handler);
  });

  it('opens at the password step when nobody is signed in', async () => {
    const { actor } = start({});
    await settled(actor);
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
  });

  it('asks for the email and password when they are empty, without calling Firebase', async () => {
    const { actor, calls } = start({});
    await settled(actor);
    actor.send({ type: 'user.signIn', email: '', password: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Enter your email address',
      password: DESK_SIGN_IN_MESSAGES.emptyPassword,
    });
    actor.send({ type: 'user.signIn', email: 'not an email', password: 'x' });
    expect(actor.getSnapshot().context.fieldErrors.email).toBe(
      'Enter an email address in the correct format, like name@example.com',
    );
    expect(calls.signIn).not.toHaveBeenCalled();
  });

  it('says the email or password is not right, keeping the email typed', async () => {
    const { actor } = await atCode({ password: fail('wrong-credentials') });
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(DESK_SIGN_IN_MESSAGES.wrongCredentials);
    expect(actor.getSnapshot().context.email).toBe('h@firm.example');
  });

  it('says when there have been too many attempts', async () => {
    const { actor } = await atCode({ password: fail('too-many-attempts') });
    expect(actor.getSnapshot().context.problem).toBe(DESK_SIGN_IN_MESSAGES.tooManyAttempts);
  });

  it('texts a code to the enrolled mobile and says where it went', async () => {
    const { actor, calls } = await atCode();
    expect(calls.signIn).toHaveBeenCalledWith({ email: 'h@firm.example', password: 'secret words' });
    expect(calls.sendCode).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('secondFactor')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('We sent a security code to +*******0123');
  });

  it('asks for the authenticator app’s code without sending anything', async () => {
    const { actor, calls } = await atCode({ password: { kind: 'secondFactor', challenge: app } });
    expect(actor.getSnapshot().hasTag('secondFactor')).toBe(true);
    expect(calls.sendCode).not.toHaveBeenCalled();
    actor.send({ type: 'user.resendCode' });
    expect(calls.sendCode).not.toHaveBeenCalled();
  });

  it('checks the code is 6 numbers before sending it, ignoring spaces', async () => {
    const { actor, calls } = await atCode();
    actor.send({ type: 'user.submitCode', code: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: DESK_SIGN_IN_MESSAGES.emptyCode });
    actor.send({ type: 'user.submitCode', code: '12ab' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: DESK_SIGN_IN_MESSAGES.codeFormat });
    expect(calls.verifyCode).not.toHaveBeenCalled();
    actor.send({ type: 'user.submitCode', code: '123 456' });
    await settled(actor);
    expect(calls.verifyCode).toHaveBeenCalledWith('123456');
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.staff).toEqual(handler);
  });

  it('says a wrong code is not right and an expired one has expired, and takes a new one', async () => {
    const { actor } = await atCode({ verify: [fail('wrong-code'), fail('expired-code'), handler] });
    actor.send({ type: 'user.submitCode', code: '111111' });
    await settled(actor);
    expect(actor.getSnapshot().context.problem).toBe(DESK_SIGN_IN_MESSAGES.wrongCode);
    actor.send({ type: 'user.submitCode', code: '222222' });
    await settled(actor);
    expect(actor.getSnapshot().context.problem).toBe(DESK_SIGN_IN_MESSAGES.expiredCode);
    actor.send({ type: 'user.submitCode', code: '333333' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('sends a new code on request', async () => {
    const { actor, calls } = await atCode();
    actor.send({ type: 'user.resendCode' });
    await settled(actor);
    expect(calls.sendCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.notice).toMatch(/We sent a security code/);
  });

  it('says when the code could not be sent', async () => {
    const { actor } = await atCode({ send: new Error('boom') });
    expect(actor.getSnapshot().context.problem).toBe(DESK_SIGN_IN_MESSAGES.sendFailed);
  });

  it('goes back to the password step for a different account', async () => {
    const { actor } = await atCode();
    actor.send({ type: 'user.startAgain' });
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(actor.getSnapshot().context.challenge).toBeNull();
  });

  it('refuses an account with no staff role after both factors, signing it out', async () => {
    const { actor, calls } = await atCode({ verify: [claimant] });
    actor.send({ type: 'user.submitCode', code: '123456' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(DESK_SIGN_IN_MESSAGES.noAccess);
    expect(calls.signOut).toHaveBeenCalledTimes(1);
  });

  it('refuses a password-only account that is not staff, signing it out, with nothing to enrol', async () => {
    const asClaimant = await atCode({ password: unenrolled(claimant) });
    expect(asClaimant.actor.getSnapshot().context.problem).toBe('This account has no access to the desk');
    expect(asClaimant.calls.signOut).toHaveBeenCalledTimes(1);
    expect(asClaimant.actor.getSnapshot().hasTag('signedIn')).toBe(false);
    expect(asClaimant.actor.getSnapshot().hasTag('enrolPhone')).toBe(false);
  });

  it('tells staff with an unconfirmed email to confirm it first, and signs them out', async () => {
    const { actor, calls } = await atCode({ password: unenrolled(handler, 'phone', false) });
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(actor.getSnapshot().context.problem).toMatch(/^Confirm your email address first: /);
    expect(calls.signOut).toHaveBeenCalledTimes(1);
    expect(calls.sendEnrolmentCode).not.toHaveBeenCalled();
  });

  it('signs out', async () => {
    const { actor, calls } = start({ restore: handler });
    await settled(actor);
    actor.send({ type: 'user.signOut' });
    await settled(actor);
    expect(calls.signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(actor.getSnapshot().context.staff).toBeNull();
  });
});

describe('enrolling a second factor at the desk', () => {
  it('walks staff with no factor through a mobile and its texted code, then signs them in', async () => {
    const { actor, calls } = await atCode({ password: unenrolled(handler) });
    expect(actor.getSnapshot().hasTag('enrolPhone')).toBe(true);
    expect(calls.signOut).not.toHaveBeenCalled();
    actor.send({ type: 'user.submitPhone', phoneNumber: '07700 900123' });
    await settled(actor);
    expect(calls.sendEnrolmentCode).toHaveBeenCalledWith('+447700900123');
    expect(actor.getSnapshot().hasTag('enrolCode')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('We sent a security code to 07700 900123');
    actor.send({ type: 'user.submitCode', code: '123 456' });
    await settled(actor);
    expect(calls.enrolFactor).toHaveBeenCalledWith('123456');
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.staff).toEqual(handler);
    expect(actor.getSnapshot().context.enrolment).toBeNull();
  });

  it('checks the mobile by the UK mobile rules before texting it', async () => {
    const { actor, calls } = await atCode({ password: unenrolled(handler) });
    actor.send({ type: 'user.submitPhone', phoneNumber: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      phoneNumber: 'Enter your mobile phone number',
    });
    actor.send({ type: 'user.submitPhone', phoneNumber: '020 7946 0000' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      phoneNumber: 'Enter a UK mobile phone number, like 07700 900 982',
    });
    expect(calls.sendEnrolmentCode).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('enrolPhone')).toBe(true);
  });

  it('says when the code could not be texted, and takes the number again', async () => {
    const { actor } = await atCode({ password: unenrolled(handler), enrolSend: [fail('invalid-phone')] });
    actor.send({ type: 'user.submitPhone', phoneNumber: '07700900123' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('enrolPhone')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(DESK_SIGN_IN_MESSAGES.invalidPhone);
  });

  it('checks the code, says a wrong one is not right, resends, and changes the mobile', async () => {
    const { actor, calls } = await atCode({ password: unenrolled(handler), enrol: [fail('wrong-code')] });
    actor.send({ type: 'user.submitPhone', phoneNumber: '07700900123' });
    await settled(actor);
    actor.send({ type: 'user.submitCode', code: '12' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: DESK_SIGN_IN_MESSAGES.codeFormat });
    expect(calls.enrolFactor).not.toHaveBeenCalled();
    actor.send({ type: 'user.submitCode', code: '111111' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('enrolCode')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(DESK_SIGN_IN_MESSAGES.wrongCode);
    actor.send({ type: 'user.resendCode' });
    await settled(actor);
    expect(calls.sendEnrolmentCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().hasTag('enrolCode')).toBe(true);
    actor.send({ type: 'user.changePhone' });
    expect(actor.getSnapshot().hasTag('enrolPhone')).toBe(true);
    expect(actor.getSnapshot().context.enrolment?.phoneNumber).toBeNull();
  });

  it('in a deployment makes an authenticator secret for the QR code, then enrols with the app’s code', async () => {
    const { actor, calls } = await atCode({ password: unenrolled(handler, 'totp') });
    expect(calls.startApp).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('enrolCode')).toBe(true);
    expect(actor.getSnapshot().context.enrolment).toEqual({ kind: 'totp', phoneNumber: null, secret });
    actor.send({ type: 'user.resendCode' });
    expect(calls.sendEnrolmentCode).not.toHaveBeenCalled();
    actor.send({ type: 'user.submitCode', code: '654321' });
    await settled(actor);
    expect(calls.enrolFactor).toHaveBeenCalledWith('654321');
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('signs out and says so when the secret cannot be made', async () => {
    const { actor, calls } = await atCode({ password: unenrolled(handler, 'totp'), secret: fail('unknown') });
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(DESK_SIGN_IN_MESSAGES.enrolStartFailed);
    expect(calls.signOut).toHaveBeenCalledTimes(1);
  });

  it('asks to sign in again with the new factor when the refreshed token does not carry it', async () => {
    const { actor, calls } = await atCode({ password: unenrolled(handler, 'totp'), enrol: [null] });
    actor.send({ type: 'user.submitCode', code: '654321' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(false);
    expect(actor.getSnapshot().context.notice).toBe(DESK_SIGN_IN_MESSAGES.enrolledSignInAgain);
    expect(calls.signOut).toHaveBeenCalledTimes(1);
  });

  it('walks an account grant-role invited through enrolling, then says a supervisor gives it access', async () => {
    const invited: DeskStaffIdentity = { ...claimant, uid: 'n1', email: 'new@firm.example', invited: true };
    const { actor, calls } = await atCode({ password: unenrolled(invited, 'totp'), enrol: [invited] });
    expect(actor.getSnapshot().hasTag('enrolCode')).toBe(true);
    actor.send({ type: 'user.submitCode', code: '654321' });
    await settled(actor);
    expect(calls.enrolFactor).toHaveBeenCalledWith('654321');
    // Enrolled, yet no role: never signed in to the desk.
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(false);
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe(DESK_SIGN_IN_MESSAGES.enrolledAwaitingAccess);
    expect(calls.signOut).toHaveBeenCalledTimes(1);
  });

  it('signs the password session out when the staff member leaves the enrolment', async () => {
    const { actor, calls } = await atCode({ password: unenrolled(handler) });
    actor.send({ type: 'user.startAgain' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(calls.signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.enrolment).toBeNull();
  });
});

describe('a session the gateway has ended', () => {
  it.each(['session-expired', 'second-factor-required'] as const)(
    'signs out on a %s refusal and says the session has ended',
    async (reason) => {
      const { actor, calls } = start({ restore: handler });
      await settled(actor);
      actor.send({ type: 'desk.sessionEnded', reason });
      await settled(actor);
      expect(calls.signOut).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().hasTag('password')).toBe(true);
      expect(actor.getSnapshot().context.staff).toBeNull();
      expect(actor.getSnapshot().context.notice).toBe('Your session has ended. Sign in again.');
      // Signing in again clears it.
      actor.send({ type: 'user.signIn', email: 'h@firm.example', password: 'secret words' });
      expect(actor.getSnapshot().context.notice).toBeNull();
    },
  );

  it('ignores the report when nobody is signed in', async () => {
    const { actor, calls } = start({});
    await settled(actor);
    actor.send({ type: 'desk.sessionEnded', reason: 'session-expired' });
    expect(calls.signOut).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('signs out after 30 minutes without activity, saying why; activity in any desk tab restarts the clock', async () => {
    const clock = new SimulatedClock();
    const { actor, calls } = start({ restore: handler, clock });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    clock.increment(DESK_IDLE_MS - 1_000);
    actor.send({ type: 'desk.activity' });
    clock.increment(DESK_IDLE_MS - 1_000);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(calls.signOut).not.toHaveBeenCalled();
    clock.increment(1_000);
    await settled(actor);
    expect(calls.signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(actor.getSnapshot().context.staff).toBeNull();
    expect(actor.getSnapshot().context.notice).toBe(DESK_SIGN_IN_MESSAGES.idle);
  });
});
