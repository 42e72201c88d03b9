import { describe, expect, it } from 'vitest';
import { FIRMS } from '../../../contract/firms.js';
import {
  DELETION_DONE_SUBJECT,
  DELETION_RECEIVED_SUBJECT,
  deletionDoneMail,
  deletionReceivedMail,
  deletionRefusedMail,
} from './dataDeletion.js';

const input = {
  uid: 'uid-1',
  email: 'jane@example.com',
  requestId: 'deletion-uid-1',
  workspace: 'SGUK' as const,
  // 3 September 2026, 10:00 in London.
  requestedAt: Date.parse('2026-09-03T09:00:00Z'),
  yourClaims: 'https://sguk.example/form/claims',
};

describe('the emails about a request to delete the claimant’s data (decision 271)', () => {
  it('confirms the request with the day it arrived, its due day a month on, and where to withdraw it', () => {
    const mail = deletionReceivedMail(input);
    expect(mail).toMatchObject({
      id: `data-deletion-received-deletion-uid-1-${input.requestedAt}`,
      to: input.email,
    });
    expect(mail.message.subject).toBe(DELETION_RECEIVED_SUBJECT);
    expect(mail.message.text).toContain('on 3 September 2026');
    expect(mail.message.text).toContain('by 3 October 2026');
    expect(mail.message.text).toContain('https://sguk.example/form/claims/data');
    expect(mail.message.html).toContain('<a href="https://sguk.example/form/claims/data">Your data</a>');
    // The brand's firm, not another's.
    expect(mail.message.text).toContain(FIRMS.SGUK.legalEntity);
    expect(mail.message.text).toContain(FIRMS.SGUK.phone);
    expect(mail.message.text).not.toContain(FIRMS.Redress.legalEntity);
  });

  it('says where to go in words when the brand’s site is not known', () => {
    const mail = deletionReceivedMail({ ...input, yourClaims: null });
    expect(mail.message.text).toContain('On Your data, in Your claims on our website');
    expect(mail.message.html).not.toContain('<a ');
  });

  it('says the deletion is done without a link or an invitation to sign in', () => {
    const mail = deletionDoneMail({ ...input, completedAt: Date.parse('2026-09-10T09:00:00Z') });
    expect(mail.message.subject).toBe(DELETION_DONE_SUBJECT);
    expect(mail.message.text).toContain('we deleted your data on 10 September 2026');
    expect(mail.message.text).not.toMatch(/sign in to|\/form\/claims/i);
  });

  it('quotes the desk’s reason for a refusal, escaped in the HTML', () => {
    const mail = deletionRefusedMail({
      ...input,
      refusedAt: Date.parse('2026-09-05T09:00:00Z'),
      reason: 'Your identity <b>could not</b> be confirmed & we need a call.',
    });
    expect(mail.message.text).toContain('Why: Your identity <b>could not</b> be confirmed & we need a call.');
    expect(mail.message.html).toContain(
      'Your identity &lt;b&gt;could not&lt;/b&gt; be confirmed &amp; we need',
    );
    expect(mail.message.text).toContain('ico.org.uk');
  });
});
