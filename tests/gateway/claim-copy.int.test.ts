import { Timestamp } from 'firebase-admin/firestore';
import { RETENTION_DAYS } from '../../contract/retention';
import { describe, expect, it } from 'vitest';
import { PROFILES } from '../../scripts/lib/stack.mjs';
import { readPdf } from '../support/pdf';
import { checkedClaim, signing } from './claims';
import { adminDb, anonymousCaller, errorOf, startCheck } from './support';

interface MailDocument {
  to: string;
  uid: string;
  claimId: string;
  message: {
    subject: string;
    text: string;
    html: string;
    attachments: { filename: string; content: string; encoding: string; contentType: string }[];
  };
}

async function mailsFor(claimId: string): Promise<MailDocument[]> {
  const snap = await adminDb().collection('mail').where('claimId', '==', claimId).get();
  return snap.docs.map((doc) => doc.data() as MailDocument);
}

/** The confirmation follows the call (a queued task, decision 226): the outbox is read once it is there. */
async function confirmationsOf(claimId: string): Promise<MailDocument[]> {
  await expect.poll(async () => (await mailsFor(claimId)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return mailsFor(claimId);
}

interface Submitted {
  data: { reference: string };
}
interface SignedLetter {
  data: { claimId: string; reference: string; fileName: string; contentType: string; pdf: string };
}

describe('submitClaim emails the claimant a confirmation (Trigger Email document format)', () => {
  it('queues one mail document with the reference, the lenders, the next steps, the 14 days and the signed copy', async () => {
    const caller = await anonymousCaller();
    const checked = await checkedClaim(caller);
    const request = signing(checked);
    const { data } = (await caller.call('submitClaim', request)) as Submitted;
    // The call answers with the claim signed and submitted, before its email is made.
    const stored = await adminDb().doc(`claims/${checked.claimId}`).get();
    expect(stored.get('status')).toBe('submitted');
    expect(stored.get('submission.reference')).toBe(data.reference);

    const [mail, ...others] = await confirmationsOf(checked.claimId);
    expect(others).toEqual([]);
    expect(mail?.to).toBe(checked.applicant.email);
    expect(mail?.uid).toBe(caller.uid);
    expect(mail?.message.subject).toBe(`Your claim ${data.reference}: what happens next`);
    expect(mail?.message.text).toContain(`Your claim reference: ${data.reference}`);
    expect(mail?.message.text).toContain(checked.agreements[0]?.lender);
    expect(mail?.message.text).toContain('Within 5 working days, we send your complaint to each lender.');
    expect(mail?.message.text).toContain('You can cancel within 14 days without paying anything.');
    // Cancelling is on Your claims, linked on the app this stack serves (decision 264).
    const yourClaims = `http://127.0.0.1:${PROFILES.test.app}/form/claims`;
    expect(mail?.message.text).toContain(
      `To cancel, open Your claims at ${yourClaims} and press “Cancel this claim”`,
    );
    expect(mail?.message.html).toContain(`<a href="${yourClaims}">Your claims</a>`);
    expect(mail?.message.text).not.toMatch(/reply to this email/i);
    expect(mail?.message.html).toContain(`<strong>${data.reference}</strong>`);

    const [attachment] = mail?.message.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: `letter-of-authority-${data.reference}.pdf`,
      encoding: 'base64',
      contentType: 'application/pdf',
    });
    const { text } = await readPdf(Buffer.from(attachment?.content ?? '', 'base64'));
    expect(text).toContain(`Claim reference ${data.reference}`);
    expect(text).toContain(`Ms Jane ${checked.applicant.lastName}`);
    // The queued copy, with the signed letter in it, is deleted by its TTL policy after 30 days.
    const expireAt = (mail as unknown as { expireAt: Timestamp }).expireAt;
    expect(expireAt).toBeInstanceOf(Timestamp);
    expect((expireAt.toMillis() - Date.now()) / 86_400_000).toBeCloseTo(RETENTION_DAYS.sentEmail, 1);
  });

  it('sends nothing more when the same submission is retried', async () => {
    const caller = await anonymousCaller();
    const checked = await checkedClaim(caller);
    const request = signing(checked);
    await caller.call('submitClaim', request);
    await Promise.all([caller.call('submitClaim', request), caller.call('submitClaim', request)]);
    expect(await confirmationsOf(checked.claimId)).toHaveLength(1);
    // Once it is recorded as sent, a further retry queues nothing and the outbox keeps one email.
    await expect
      .poll(
        async () =>
          (await adminDb().doc(`claims/${checked.claimId}`).get()).get('confirmationQueuedAt') as unknown,
      )
      .toBeTypeOf('number');
    await caller.call('submitClaim', request);
    expect(await mailsFor(checked.claimId)).toHaveLength(1);
  });
});

describe('downloadSignedLetter (extension)', () => {
  it('gives the owner the signed letter of authority as a PDF with their name and reference', async () => {
    const caller = await anonymousCaller();
    const checked = await checkedClaim(caller);
    const { data: submitted } = (await caller.call('submitClaim', signing(checked))) as Submitted;
    const { data } = (await caller.call('downloadSignedLetter', {
      claimId: checked.claimId,
    })) as SignedLetter;
    expect(data).toMatchObject({
      claimId: checked.claimId,
      reference: submitted.reference,
      fileName: `letter-of-authority-${submitted.reference}.pdf`,
      contentType: 'application/pdf',
    });
    const { text } = await readPdf(Buffer.from(data.pdf, 'base64'));
    expect(text).toContain(`Claim reference ${submitted.reference}`);
    expect(text).toContain(`I, Ms Jane ${checked.applicant.lastName}, authorise Complex Law LLP (sample)`);
  });

  it('names the firm of the workspace the claimant signed in', async () => {
    const caller = await anonymousCaller();
    const checked = await checkedClaim(caller);
    await caller.call('submitClaim', signing(checked, { workspace: 'SGUK' }));
    const { data } = (await caller.call('downloadSignedLetter', {
      claimId: checked.claimId,
    })) as SignedLetter;
    expect((await readPdf(Buffer.from(data.pdf, 'base64'))).text).toContain(
      'authorise SGUK Legal LLP (sample)',
    );
    const [mail] = await confirmationsOf(checked.claimId);
    expect(mail?.message.text).toContain('SGUK Legal LLP (sample)');
  });

  it('refuses another user’s claim like a missing one, a claim not yet signed, and a malformed id', async () => {
    const owner = await anonymousCaller();
    const checked = await checkedClaim(owner);
    await owner.call('submitClaim', signing(checked));
    const intruder = await anonymousCaller();
    expect(await errorOf(intruder.call('downloadSignedLetter', { claimId: checked.claimId }))).toMatchObject({
      code: 'functions/not-found',
      details: { reason: 'claim' },
    });
    const draft = await startCheck(owner);
    expect(await errorOf(owner.call('downloadSignedLetter', { claimId: draft.claimId }))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'not-signed' },
    });
    const malformed = await errorOf(owner.call('downloadSignedLetter', { claimId: '../x' }));
    expect(malformed.code).toBe('functions/invalid-argument');
    expect(malformed.message).toMatch(/^data\.claimId: claimId must be the id the check returned/);
  });
});
