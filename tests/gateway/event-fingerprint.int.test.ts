import { randomUUID } from 'node:crypto';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { payloadHash, sha256 } from '../../functions/src/lib/hashing';
import { generalRouteClaim } from '../desk/claims';
import { recordAsTheDesk } from './events';
import { claimantWithData } from './myDataSupport';
import { staffCaller } from './staff';
import { adminDb, errorOf } from './support';

/** Every string anywhere in a value: field names and values alike. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [key, ...stringsIn(item)]);
  }
  return [];
}

describe('what the claimant reads of the firm’s events (decision 249)', () => {
  it('holds neither a staff member’s uid nor anything made from it that a guess could confirm', async () => {
    // A complaint the firm sent and made an offer on; the claimant accepted it.
    const claimant = await claimantWithData();
    const { handler, signedClaimId: claimId, firestore } = claimant;
    // A supervisor records a payment, and a refused event leaves its audit entry.
    const supervisor = await staffCaller('supervisor', ['Redress']);
    const payment = { type: 'handler.recordPayment', amountPence: 150_000 };
    await recordAsTheDesk(supervisor, {
      claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
      event: payment,
    });
    await errorOf(
      recordAsTheDesk(handler, {
        claimId,
        complaintId: 'complaint-1',
        idempotencyKey: randomUUID(),
        event: { type: 'handler.recordRejection' },
      }),
    );

    // Read as the claimant reads them: through the rules, with their own sign-in.
    const events = await getDocs(
      query(collection(firestore, `claims/${claimId}/events`), where('uid', '==', claimant.caller.uid)),
    );
    const complaints = await getDocs(
      query(collection(firestore, `claims/${claimId}/complaints`), where('uid', '==', claimant.caller.uid)),
    );
    const claim = await getDoc(doc(firestore, `claims/${claimId}`));
    const stored = events.docs.map((d) => d.data() as { complaintId: string; type: string; data: object });
    expect(stored.map((e) => e.type).sort()).toEqual(
      ['claimant.acceptOffer', 'handler.recordOffer', 'handler.recordPayment', 'handler.send'].sort(),
    );
    // The emails the claimant was sent, and the copy of their data they may ask for.
    const mails = await adminDb().collection('mail').where('claimId', '==', claimId).get();
    const copy = await claimant.caller.call('exportMyData', {});
    const readable = stringsIn([
      ...stored,
      ...complaints.docs.map((d) => d.data()),
      claim.data(),
      ...mails.docs.map((d) => d.data()),
      copy,
    ]);
    expect(readable.length).toBeGreaterThan(50);

    for (const staffUid of [handler.uid, supervisor.uid]) {
      // Each fingerprint the event's request could have had with this uid in it, as before 249.
      const guesses = [
        sha256(staffUid),
        ...stored.map((e) =>
          payloadHash({ uid: staffUid, complaintId: e.complaintId, event: { type: e.type, ...e.data } }),
        ),
      ];
      for (const text of readable) {
        expect(text).not.toContain(staffUid);
        for (const guess of guesses) expect(text).not.toContain(guess);
      }
    }
  });
});

describe('a retried event under its idempotency key (decision 249)', () => {
  it('answers the same event again to any of the claim’s staff, and refuses another event under the key', async () => {
    const { claimId } = await generalRouteClaim('Redress');
    const [handler, colleague] = await Promise.all([
      staffCaller('handler', ['Redress']),
      staffCaller('handler', ['Redress']),
    ]);
    const key = randomUUID();
    const request = { claimId, complaintId: 'complaint-1', idempotencyKey: key };
    await recordAsTheDesk(handler, {
      ...request,
      idempotencyKey: randomUUID(),
      event: { type: 'handler.send' },
    });
    const first = await handler.call('recordComplaintEvent', {
      ...request,
      event: { type: 'handler.acknowledge' },
    });
    // The fingerprint is of the request, not of who sent it: a colleague's retry is answered.
    expect(
      await colleague.call('recordComplaintEvent', { ...request, event: { type: 'handler.acknowledge' } }),
    ).toEqual(first);
    const other = await errorOf(
      colleague.call('recordComplaintEvent', { ...request, event: { type: 'handler.recordRejection' } }),
    );
    expect(other).toMatchObject({
      code: 'functions/already-exists',
      details: { reason: 'idempotency-conflict' },
    });
    const events = await adminDb().collection(`claims/${claimId}/events`).get();
    expect(events.size).toBe(2);
  });

  it('answers a retry of an event stored before 249, with the caller’s uid in its fingerprint, as it was', async () => {
    const { claimId } = await generalRouteClaim('Redress');
    const handler = await staffCaller('handler', ['Redress']);
    const key = randomUUID();
    const request = { claimId, complaintId: 'complaint-1', idempotencyKey: key };
    await recordAsTheDesk(handler, {
      ...request,
      idempotencyKey: randomUUID(),
      event: { type: 'handler.send' },
    });
    const offer = { type: 'handler.recordOffer', offerPence: 120_000 };
    const first = await handler.call('recordComplaintEvent', { ...request, event: offer });
    // As the event was stored before: its fingerprint covered the caller's uid.
    const eventRef = adminDb().doc(`claims/${claimId}/events/${key}`);
    await eventRef.update({
      requestHash: payloadHash({ uid: handler.uid, complaintId: 'complaint-1', event: offer }),
    });

    expect(await handler.call('recordComplaintEvent', { ...request, event: offer })).toEqual(first);
    const changed = await errorOf(
      handler.call('recordComplaintEvent', { ...request, event: { ...offer, offerPence: 130_000 } }),
    );
    expect(changed).toMatchObject({
      code: 'functions/already-exists',
      details: { reason: 'idempotency-conflict' },
    });
    // Such an event stays bound to who recorded it, as it was when it was stored.
    const colleague = await staffCaller('handler', ['Redress']);
    const theirs = await errorOf(colleague.call('recordComplaintEvent', { ...request, event: offer }));
    expect(theirs).toMatchObject({ details: { reason: 'idempotency-conflict' } });
    expect((await adminDb().collection(`claims/${claimId}/events`).get()).size).toBe(2);
  });
});
