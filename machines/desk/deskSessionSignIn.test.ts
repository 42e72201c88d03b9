import { describe, expect, it } from 'vitest';
import { DESK_SIGN_IN_MESSAGES } from './messages';
import { app, atCode, claimant, fail, handler, settled, start, unenrolled } from './deskSessionTesting';

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
