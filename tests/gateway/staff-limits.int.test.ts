// Limits on staff reading (decision 245): one handler cannot open every claim in a row. Past the
// hourly limit (the defaults, as a deployment that sets none has them) the desk's call is refused
// with a sentence that says which limit and when it resets, and the refusal is in the audit log.
import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { STAFF_LIMIT_DEFAULTS } from '../../functions/src/lib/rateLimit';
import { submittedClaim } from '../desk/claims';
import { refusalOf, staffCaller } from '../desk/staff';
import { adminDb } from './support';

const auditOf = async (uid: string) =>
  (await adminDb().collection('audit').where('uid', '==', uid).get()).docs.map(
    (d) => d.data() as AuditRecord,
  );

describe('a staff member’s hourly limit on opening claims', () => {
  it('refuses the open past the limit, says when it resets, audits it, and leaves others alone', async () => {
    const perHour = STAFF_LIMIT_DEFAULTS.claimsOpened;
    const [handler, colleague, claim] = await Promise.all([
      staffCaller({ role: 'handler', workspaces: ['SGUK'] }),
      staffCaller({ role: 'handler', workspaces: ['SGUK'] }),
      submittedClaim('SGUK'),
    ]);
    const open = (caller: typeof handler) => caller.call('deskOpenClaim', { claimId: claim.claimId });
    for (let i = 0; i < perHour; i += 1) await open(handler);

    const started = Date.now();
    const refusal = await refusalOf(open(handler));
    expect(refusal).toMatchObject({
      code: 'functions/resource-exhausted',
      details: { reason: 'staff-limit', limit: 'claimsOpened' },
    });
    expect(refusal.message).toContain(`You have opened ${perHour} claims in the last hour`);
    expect(refusal.message).toMatch(/You can carry on at \d\d:\d\d \(UK time\)/);
    // It resets an hour after the first open of the window, not later.
    const resetsAt = Date.parse((refusal.details as { resetsAt: string }).resetsAt);
    expect(resetsAt).toBeGreaterThan(started);
    expect(resetsAt).toBeLessThanOrEqual(started + 60 * 60 * 1000);

    const entries = await auditOf(handler.uid);
    expect(entries.filter((e) => e.action === 'claim.open' && e.outcome === 'ok')).toHaveLength(perHour);
    expect(entries.filter((e) => e.action === 'limit.reached')).toEqual([
      expect.objectContaining({
        outcome: 'refused',
        role: 'handler',
        workspaces: ['SGUK'],
        details: { limit: 'claimsOpened', perHour, resetsAt },
      }),
    ]);
    // A refused open reads nothing: no further claim.open entry was written for it.
    // Another handler's count is their own; and the refused handler may still list claims.
    await expect(open(colleague)).resolves.toMatchObject({ data: { claimId: claim.claimId } });
    await expect(handler.call('deskListClaims', {})).resolves.toBeDefined();
  });
});
