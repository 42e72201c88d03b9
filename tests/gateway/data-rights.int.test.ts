// Decision 271: a deletion request is emailed when it arrives, may be withdrawn while the desk has
// not acted on it, may be refused by the desk with a reason the claimant is sent and shown, and is
// listed with its one-month due day; the copy of the claimant's data holds the emails sent to them.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { signInWithEmailAndPassword } from 'firebase/auth';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_DELETION_WITHDRAW_REFUSAL, deletionDueOn } from '../../contract/dataRights';
import { ListDataRequestsDataSchema, RefuseDataDeletionDataSchema } from '../../contract/deskDataRequests';
import { FIRMS } from '../../contract/firms';
import {
  LEFT_OUT_OF_EXPORT,
  MyDataSchema,
  RequestDataDeletionDataSchema,
  WithdrawDataDeletionDataSchema,
  type MyData,
} from '../../contract/myData';
import { DELETION_RECEIVED_SUBJECT, DELETION_REFUSED_SUBJECT } from '../../functions/src/mail/dataDeletion';
import { guestDevice } from './myDataSupport';
import { staffCaller } from './staff';
import { adminApp, adminDb, checkedClaim, errorOf, type Caller } from './support';

const DAY = 86_400_000;

/** A claimant with a claim and a password account whose email is confirmed, signed in with it. */
async function registeredClaimant() {
  const device = await guestDevice();
  const claim = await checkedClaim(device.caller);
  const email = `data.rights.${randomUUID()}@example.com`;
  const password = 'three random words together';
  await device.caller.call('upgradeAccount', {
    email,
    password,
    continueUrl: 'http://127.0.0.1:5173/login',
  });
  await getAuth(adminApp()).updateUser(device.caller.uid, { emailVerified: true });
  await signInWithEmailAndPassword(device.auth, email, password);
  return { ...device, email, claimId: claim.claimId, applicant: claim.applicant };
}
type Claimant = Awaited<ReturnType<typeof registeredClaimant>>;

const ask = async (claimant: Claimant) =>
  v.parse(
    v.object({ data: RequestDataDeletionDataSchema }),
    await claimant.caller.call('requestDataDeletion', {}),
  ).data.request;

const withdraw = async (who: Caller) =>
  v.parse(v.object({ data: WithdrawDataDeletionDataSchema }), await who.call('withdrawDataDeletion', {})).data
    .request;

const listed = async (handler: Caller) =>
  v.parse(v.object({ data: ListDataRequestsDataSchema }), await handler.call('listDataRequests', {})).data
    .requests;

/** The mail queue's documents for an account, oldest first. */
async function mailsOf(uid: string) {
  const mails = await adminDb().collection('mail').where('uid', '==', uid).get();
  return mails.docs
    .map((doc) => ({ id: doc.id, ...(doc.data() as MailDoc) }))
    .sort((a, b) => a.sentAt - b.sentAt);
}
interface MailDoc {
  to: string;
  uid: string;
  claimId?: string;
  sentAt: number;
  message: { subject: string; text: string; html: string };
}

/** Whatever in an email could be someone's: names, claim references, uids, other addresses. */
function expectNothingPersonalBut(mail: MailDoc, claimant: Claimant, others: readonly string[]) {
  const body = `${mail.message.subject}\n${mail.message.text}\n${mail.message.html}`;
  for (const value of [
    claimant.applicant.firstName,
    claimant.applicant.lastName,
    claimant.caller.uid,
    claimant.claimId,
    claimant.email,
    ...others,
  ]) {
    expect(body, `the email quotes ${value}`).not.toContain(value);
  }
  expect(body).not.toMatch(/RDR-/);
}

describe('a deletion request is emailed when it arrives, and may be withdrawn until the desk acts', () => {
  let claimant: Claimant;
  let handler: Caller;

  beforeAll(async () => {
    claimant = await registeredClaimant();
    handler = await staffCaller('handler', ['Redress']);
  }, 120_000);

  it('queues one email naming the brand, to the account’s address, with the due day and nothing else personal', async () => {
    const request = await ask(claimant);
    expect(request.status).toBe('requested');
    // Asking again answers the open request and sends nothing new.
    await ask(claimant);
    const mails = (await mailsOf(claimant.caller.uid)).filter((m) => m.id.startsWith('data-deletion-'));
    expect(mails).toHaveLength(1);
    const [mail] = mails as [MailDoc & { id: string }];
    expect(mail.to).toBe(claimant.email);
    expect(mail.claimId).toBeUndefined();
    expect(mail.message.subject).toBe(DELETION_RECEIVED_SUBJECT);
    const firm = FIRMS.Redress;
    expect(mail.message.text).toContain(firm.legalEntity);
    expect(mail.message.text).toContain(firm.phone);
    // The due day in words: one calendar month from the UK day it arrived.
    const due = new Date(`${deletionDueOn(Date.parse(request.requestedAt))}T12:00:00Z`);
    expect(mail.message.text).toContain(
      due.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    );
    // A link to Your data on the brand's own site (the emulators' local app), to withdraw it there.
    expect(mail.message.text).toMatch(/https?:\/\/[^\s]+\/form\/claims\/data/);
    expect(mail.message.text).not.toMatch(/sign in/i);
    expectNothingPersonalBut(mail, claimant, [handler.uid]);
  });

  it('withdraws the request: it leaves the desk’s queue, withdrawing again answers the same, approving is refused', async () => {
    const requestId = `deletion-${claimant.caller.uid}`;
    expect((await listed(handler)).map((r) => r.requestId)).toContain(requestId);
    const withdrawn = await withdraw(claimant.caller);
    expect(withdrawn).toMatchObject({ requestId, status: 'withdrawn' });
    expect(typeof withdrawn.withdrawnAt).toBe('string');
    expect(await withdraw(claimant.caller)).toEqual(withdrawn);
    expect((await listed(handler)).map((r) => r.requestId)).not.toContain(requestId);
    const approval = await errorOf(handler.call('approveDataDeletion', { requestId }));
    expect(approval).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'data-request-not-open' },
    });
    // Nothing was deleted.
    expect((await getAuth(adminApp()).getUser(claimant.caller.uid)).email).toBe(claimant.email);
    expect((await adminDb().doc(`claims/${claimant.claimId}`).get()).exists).toBe(true);
  });

  it('takes a new request after a withdrawal, with its own email', async () => {
    const again = await ask(claimant);
    expect(again.status).toBe('requested');
    expect(again.withdrawnAt).toBeUndefined();
    const mails = (await mailsOf(claimant.caller.uid)).filter((m) => m.id.startsWith('data-deletion-'));
    expect(mails.map((m) => m.message.subject)).toEqual([
      DELETION_RECEIVED_SUBJECT,
      DELETION_RECEIVED_SUBJECT,
    ]);
  });

  it('refuses a withdrawal when there is no request waiting, in the claimant’s words', async () => {
    const other = await registeredClaimant();
    const refused = await errorOf(other.caller.call('withdrawDataDeletion', {}));
    expect(refused).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: DATA_DELETION_WITHDRAW_REFUSAL.reason },
    });
    expect(refused.message.replace(/ \[\d+\]$/, '')).toBe(DATA_DELETION_WITHDRAW_REFUSAL.message);
  });
});

describe('the desk refuses a deletion request with a reason the claimant is told', () => {
  let claimant: Claimant;
  let handler: Caller;
  let requestId: string;
  const reason = 'We could not confirm that the request came from you. Call us to confirm who you are.';

  beforeAll(async () => {
    claimant = await registeredClaimant();
    handler = await staffCaller('handler', ['Redress']);
    requestId = (await ask(claimant)).requestId;
  }, 120_000);

  it('lists the request with its due day, one calendar month from the day it arrived, not overdue', async () => {
    const request = (await listed(handler)).find((r) => r.requestId === requestId);
    const stored = (await adminDb().doc(`dataRequests/${requestId}`).get()).get('requestedAt') as number;
    expect(request).toMatchObject({ dueOn: deletionDueOn(stored), overdue: false });
  });

  it('is refused only by the desk of the claimant’s workspace, and only with a reason', async () => {
    const byClaimant = await errorOf(claimant.caller.call('refuseDataDeletion', { requestId, reason }));
    expect(byClaimant).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'staff-only' },
    });
    const elsewhere = await staffCaller('supervisor', ['SGUK']);
    const byOtherTeam = await errorOf(elsewhere.call('refuseDataDeletion', { requestId, reason }));
    expect(byOtherTeam).toMatchObject({ code: 'functions/not-found', details: { reason: 'data-request' } });
    const noReason = await errorOf(handler.call('refuseDataDeletion', { requestId, reason: '   ' }));
    expect(noReason.code).toBe('functions/invalid-argument');
    expect((await adminDb().doc(`dataRequests/${requestId}`).get()).get('status')).toBe('requested');
  });

  it('refuses it: the request keeps the reason, the audit log records who (not the reason), the claimant is emailed', async () => {
    const { data } = v.parse(
      v.object({ data: RefuseDataDeletionDataSchema }),
      await handler.call('refuseDataDeletion', { requestId, reason: `  ${reason}  ` }),
    );
    expect(data.request).toMatchObject({ requestId, status: 'refused', refusalReason: reason });
    expect((await listed(handler)).map((r) => r.requestId)).not.toContain(requestId);

    const audit = await adminDb().collection('audit').where('details.requestId', '==', requestId).get();
    expect(audit.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        action: 'dataRequest.refuse',
        uid: handler.uid,
        role: 'handler',
        outcome: 'ok',
        workspaces: ['Redress'],
        details: { requestId, subjectUid: claimant.caller.uid, claimIds: [claimant.claimId] },
      }),
    ]);
    expect(JSON.stringify(audit.docs[0]?.data())).not.toContain('could not confirm');

    const refusals = (await mailsOf(claimant.caller.uid)).filter(
      (m) => m.message.subject === DELETION_REFUSED_SUBJECT,
    );
    expect(refusals).toHaveLength(1);
    const [mail] = refusals as [MailDoc & { id: string }];
    expect(mail.to).toBe(claimant.email);
    expect(mail.message.text).toContain(`Why: ${reason}`);
    expect(mail.message.text).toContain(FIRMS.Redress.legalEntity);
    expectNothingPersonalBut(mail, claimant, [handler.uid]);
  });

  it('answers a second refusal as the first, emailing and logging nothing more; the claimant cannot withdraw it', async () => {
    const again = v.parse(
      v.object({ data: RefuseDataDeletionDataSchema }),
      await handler.call('refuseDataDeletion', { requestId, reason: 'Another reason.' }),
    ).data.request;
    expect(again.refusalReason).toBe(reason);
    const audit = await adminDb().collection('audit').where('details.requestId', '==', requestId).get();
    expect(audit.size).toBe(1);
    const refusals = (await mailsOf(claimant.caller.uid)).filter(
      (m) => m.message.subject === DELETION_REFUSED_SUBJECT,
    );
    expect(refusals).toHaveLength(1);
    const withdrawal = await errorOf(claimant.caller.call('withdrawDataDeletion', {}));
    expect(withdrawal).toMatchObject({ details: { reason: DATA_DELETION_WITHDRAW_REFUSAL.reason } });
  });

  it('shows the claimant the refusal and its reason in the copy, with the emails sent to them', async () => {
    const copy = v.parse(
      MyDataSchema,
      ((await claimant.caller.call('exportMyData', {})) as { data: MyData }).data,
    );
    expect(copy.dataRequests).toEqual([
      expect.objectContaining({ requestId, status: 'refused', refusalReason: reason }),
    ]);
    const queued = await mailsOf(claimant.caller.uid);
    expect(queued.length).toBeGreaterThanOrEqual(2);
    expect(copy.emails).toEqual(
      queued.map((mail) => ({
        emailId: mail.id,
        to: mail.to,
        message: { subject: mail.message.subject, text: mail.message.text },
        ...(mail.claimId === undefined ? {} : { claimId: mail.claimId }),
        sentAt: new Date(mail.sentAt).toISOString(),
      })),
    );
    // What the copy leaves out of each email, the contract says why.
    for (const field of ['uid', 'message.html', 'expireAt']) {
      expect(Object.keys(LEFT_OUT_OF_EXPORT.email)).toContain(field);
    }
  });

  it('takes a new request after a refusal', async () => {
    const again = await ask(claimant);
    expect(again).toMatchObject({ requestId, status: 'requested' });
    expect(again.refusalReason).toBeUndefined();
    expect((await listed(handler)).map((r) => r.requestId)).toContain(requestId);
  });
});

describe('the desk sees which requests are overdue', () => {
  it('flags a request received more than one calendar month ago', async () => {
    const claimant = await registeredClaimant();
    const handler = await staffCaller('handler', ['Redress']);
    const { requestId } = await ask(claimant);
    const receivedAt = Date.now() - 40 * DAY;
    await adminDb().doc(`dataRequests/${requestId}`).update({ requestedAt: receivedAt });
    const requests: { requestId: string; dueOn: string; overdue: boolean }[] = [];
    let cursor: string | null | undefined;
    do {
      const page = v.parse(
        v.object({ data: ListDataRequestsDataSchema }),
        await handler.call('listDataRequests', cursor ? { cursor } : {}),
      ).data;
      requests.push(...page.requests);
      cursor = page.nextCursor;
    } while (cursor && !requests.some((r) => r.requestId === requestId));
    expect(requests.find((r) => r.requestId === requestId)).toEqual(
      expect.objectContaining({ dueOn: deletionDueOn(receivedAt), overdue: true }),
    );
  });
});
