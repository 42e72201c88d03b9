// `npm run scrub-events` (decision 249) against the test stack's Firestore emulator: events stored by
// older gateways lose what was made from a staff member's uid, and their retries are still answered.
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventRequestHash } from '../../functions/src/claims/eventFingerprint';
import { payloadHash, sha256 } from '../../functions/src/lib/hashing';
import { parseScrubArgs, ScrubError } from '../../scripts/lib/scrub-events';
import { generalRouteClaim } from '../desk/claims';
import { recordAsTheDesk } from '../gateway/events';
import { staffCaller } from '../gateway/staff';
import { adminDb } from '../gateway/support';

const script = path.resolve(import.meta.dirname, '../../scripts/scrub-events.mjs');

/** `npm run scrub-events -- …` against the test stack. */
function scrubEvents(...args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: process.env });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run scrub-events', () => {
  it('takes a staff uid and the fingerprints made from it off older events, and their retries are still answered', async () => {
    const claim = await generalRouteClaim('Redress');
    const { claimId } = claim;
    const handler = await staffCaller('handler', ['Redress']);
    const request = (idempotencyKey: string, event: object) => ({
      claimId,
      complaintId: 'complaint-1',
      idempotencyKey,
      event,
    });
    const [sendKey, offerKey, acceptKey] = [randomUUID(), randomUUID(), randomUUID()];
    const offer = { type: 'handler.recordOffer', offerPence: 180_000 };
    await recordAsTheDesk(handler, request(sendKey, { type: 'handler.send' }));
    const offered = await handler.call('recordComplaintEvent', request(offerKey, offer));
    await claim.claimant.call('recordComplaintEvent', request(acceptKey, { type: 'claimant.acceptOffer' }));

    // As older gateways stored them: the staff uid on `by`, and in every event's fingerprint.
    const events = adminDb().collection(`claims/${claimId}/events`);
    const legacy = (uid: string, event: object) => payloadHash({ uid, complaintId: 'complaint-1', event });
    const acceptHash = legacy(claim.claimant.uid, { type: 'claimant.acceptOffer' });
    await events.doc(sendKey).update({
      by: { uid: handler.uid, role: 'handler' },
      requestHash: legacy(handler.uid, { type: 'handler.send' }),
    });
    await events.doc(offerKey).update({ requestHash: legacy(handler.uid, offer) });
    await events.doc(acceptKey).update({
      by: { uid: claim.claimant.uid, role: 'claimant' },
      requestHash: acceptHash,
    });
    const text = async () => JSON.stringify((await events.get()).docs.map((d) => d.data()));
    const before = await text();
    expect(before).toContain(handler.uid);

    const dry = scrubEvents('--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect(await text()).toBe(before);

    const run = scrubEvents();
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /Changed:\n {2}\d+ events? whose by\.uid was removed\n {2}\d+ staff events? whose/,
    );
    expect(run.stdout).not.toContain(claimId);
    const after = await text();
    for (const made of [handler.uid, sha256(handler.uid), legacy(handler.uid, offer)]) {
      expect(after).not.toContain(made);
    }
    const stored = async (key: string) => (await events.doc(key).get()).data();
    expect(await stored(offerKey)).toMatchObject({
      by: { role: 'handler' },
      requestHash: eventRequestHash('complaint-1', { type: 'handler.recordOffer', offerPence: 180_000 }),
    });
    // The claimant's own event keeps its fingerprint, made from their own uid; `by` names the role only.
    expect(await stored(acceptKey)).toMatchObject({ by: { role: 'claimant' }, requestHash: acceptHash });

    // A retry under the key is answered as it was; a second run has nothing to do.
    expect(await handler.call('recordComplaintEvent', request(offerKey, offer))).toEqual(offered);
    const again = scrubEvents();
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Nothing written: no event holds anything made from a staff uid.');
  });

  it('refuses what it does not know with one line and the usage', () => {
    expect(() => parseScrubArgs(['--project', ' '])).toThrow(ScrubError);
    const run = scrubEvents('--claims', '10');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: npm run scrub-events -- [--dry-run] [--project <id>]');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
