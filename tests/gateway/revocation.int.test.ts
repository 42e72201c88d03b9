// Revocation takes effect on the next call (decision 244): a staff token issued before the account's
// sessions were revoked, a disabled account's, and one whose role or workspaces were taken away or
// narrowed are refused at once, not when the token expires; so are the claimant's operations that
// read or change what matters. Each account is revoked the way the runbook does it
// (scripts/lib/revoke-sessions.ts, `npm run revoke-sessions`).
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { revokeSessions } from '../../scripts/lib/revoke-sessions';
import { submittedClaim } from '../desk/claims';
import { refusalOf, signInStaff, staffCaller, type StaffCaller } from '../desk/staff';
import { adminApp, adminDb, errorOf } from './support';

const auth = () => getAuth(adminApp());
const list = (caller: StaffCaller) => caller.call('deskListClaims', {});
const REVOKED = { code: 'functions/unauthenticated', details: { reason: 'session-revoked' } };

/**
 * Firebase keeps an account's revocation time in whole seconds and honours a sign-in of the same
 * second (lib/tokenCurrent.ts): a revocation here comes a second after the sign-in, as any real one does.
 */
const aSecondLater = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** The gateway's refusal log lines are not read here; what the caller is told is. */
async function expectRevoked(call: Promise<unknown>, message: RegExp) {
  const refusal = await refusalOf(call);
  expect(refusal).toMatchObject(REVOKED);
  expect(refusal.message).toMatch(message);
}

describe('a staff token the firm has ended is refused on its next call', () => {
  it('after npm run revoke-sessions, the token in hand lists no claims; a new sign-in does', async () => {
    const handler = await staffCaller({ role: 'handler', workspaces: ['Redress'] });
    await expect(list(handler)).resolves.toMatchObject({ data: { claims: expect.any(Array) as unknown } });

    await aSecondLater();
    await revokeSessions(auth(), { who: handler.email, disable: false });
    await expectRevoked(list(handler), /signed out/);
    await expectRevoked(handler.call('deskOpenClaim', { claimId: 'any-claim' }), /signed out/);

    await aSecondLater();
    const again = await signInStaff(handler);
    const { callWithToken } = await import('../desk/staff');
    await expect(callWithToken(again, 'deskListClaims', {})).resolves.toMatchObject({
      data: { claims: expect.any(Array) as unknown },
    });
  });

  it('after revoke-sessions --disable, the token is refused as a disabled account’s', async () => {
    const handler = await staffCaller({ role: 'supervisor', workspaces: ['SGUK'] });
    await expect(handler.call('deskReadAudit', {})).resolves.toBeDefined();
    await aSecondLater();
    await revokeSessions(auth(), { who: handler.uid, disable: true });
    await expectRevoked(handler.call('deskReadAudit', {}), /switched off/);
    await expectRevoked(list(handler), /switched off/);
  });

  it('a token granting a workspace or a role the account no longer has is refused', async () => {
    const handler = await staffCaller({ role: 'supervisor', workspaces: ['Redress', 'SGUK'] });
    await expect(list(handler)).resolves.toBeDefined();
    // Narrowed by hand (not through grant-role, which also revokes): the claims alone decide.
    await auth().setCustomUserClaims(handler.uid, { role: 'supervisor', workspaces: ['SGUK'] });
    await expectRevoked(list(handler), /access has changed/);

    const demoted = await staffCaller({ role: 'supervisor', workspaces: ['Redress'] });
    await auth().setCustomUserClaims(demoted.uid, { role: 'handler', workspaces: ['Redress'] });
    await expectRevoked(demoted.call('deskReadAudit', {}), /access has changed/);

    const removed = await staffCaller({ role: 'handler', workspaces: ['Redress'] });
    await auth().setCustomUserClaims(removed.uid, null);
    await expectRevoked(list(removed), /access has changed/);
  });

  it('a deleted staff account’s token is refused', async () => {
    const handler = await staffCaller({ role: 'handler', workspaces: ['Redress'] });
    await auth().deleteUser(handler.uid);
    await expectRevoked(list(handler), /no longer exists/);
  });
});

describe('the claimant’s operations that matter refuse a revoked session', () => {
  it('the signed letter, a copy of their data, cancelling and asking to delete', async () => {
    const claim = await submittedClaim('Redress');
    const { claimant, claimId } = claim;
    await expect(claimant.call('downloadSignedLetter', { claimId })).resolves.toMatchObject({
      data: expect.any(Object) as unknown,
    });

    await aSecondLater();
    await revokeSessions(auth(), { who: claimant.uid, disable: false });
    for (const [name, data] of [
      ['downloadSignedLetter', { claimId }],
      ['exportMyData', {}],
      ['cancelClaim', { claimId, idempotencyKey: 'cancel-after-revoke-000001' }],
      ['requestDataDeletion', { workspace: 'Redress' }],
    ] as const) {
      expect(await errorOf(claimant.call(name, data)), name).toMatchObject({
        code: 'functions/unauthenticated',
        details: { reason: 'session-revoked' },
      });
    }
    // Nothing the refused calls could have changed has changed.
    const stored = await adminDb().doc(`claims/${claimId}`).get();
    expect(stored.get('status')).toBe('submitted');
    expect((await adminDb().doc(`dataRequests/deletion-${claimant.uid}`).get()).exists).toBe(false);
  });
});
