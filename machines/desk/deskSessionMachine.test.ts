import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deskSessionMachine, type DeskStaffIdentity, type SecondFactorChallenge } from './deskSessionMachine';
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
  password?: Answer<
    | { kind: 'secondFactor'; challenge: SecondFactorChallenge }
    | { kind: 'noSecondFactor'; staff: DeskStaffIdentity }
  >;
  send?: Answer<void>;
  verify?: Answer<DeskStaffIdentity>[];
}) {
  const verify = [...(options.verify ?? [handler])];
  const calls = { signOut: vi.fn(), sendCode: vi.fn(), verifyCode: vi.fn(), signIn: vi.fn() };
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
    },
  });
  const actor = createActor(machine).start();
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

  it('refuses a password-only account: no access for a claimant, ask a supervisor for staff', async () => {
    const asClaimant = await atCode({ password: { kind: 'noSecondFactor', staff: claimant } });
    expect(asClaimant.actor.getSnapshot().context.problem).toBe('This account has no access to the desk');
    expect(asClaimant.calls.signOut).toHaveBeenCalledTimes(1);
    expect(asClaimant.actor.getSnapshot().hasTag('signedIn')).toBe(false);
    const asStaff = await atCode({ password: { kind: 'noSecondFactor', staff: handler } });
    expect(asStaff.actor.getSnapshot().context.problem).toMatch(
      /Ask a supervisor to set up your second factor/,
    );
    expect(asStaff.actor.getSnapshot().hasTag('signedIn')).toBe(false);
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
