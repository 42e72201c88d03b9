import { describe, expect, it } from 'vitest';
import { DESK_SIGN_IN_MESSAGES } from './messages';
import type { DeskStaffIdentity } from './deskSessionMachine';
import { atCode, claimant, fail, handler, secret, settled, unenrolled } from './deskSessionTesting';

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
