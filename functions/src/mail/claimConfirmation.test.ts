import { describe, expect, it } from 'vitest';
import { CANCELLATION_DAYS, RESPONSE_WEEKS } from '../../../contract/lifecycle/dates.js';
import { readPdf } from '../../../tests/support/pdf.js';
import { letterOfAuthorityPdf } from '../documents/letterOfAuthority.js';
import { signedClaim } from '../../../contract/fixtures/signedClaim.js';
import { claimConfirmationMail } from './claimConfirmation.js';

const YOUR_CLAIMS = 'https://www.redress.example/form/claims';

describe('the confirmation email', () => {
  it('is addressed to the claimant and gives the reference, each agreement (lender, car, type, amount, start), what happens next and how to cancel', async () => {
    const claim = signedClaim();
    const mail = claimConfirmationMail('claim-1', claim, await letterOfAuthorityPdf(claim), YOUR_CLAIMS);
    expect(mail).toMatchObject({ id: 'claim-submitted-claim-1', to: 'jane@example.com', uid: 'uid-1' });
    expect(mail.message.subject).toBe('Your claim RDR-ABCD2345: what happens next');
    for (const body of [mail.message.text, mail.message.html]) {
      expect(body).toContain('RDR-ABCD2345');
      expect(body).toContain(
        'Black Horse: Ford Focus, AB16 CDE; Personal contract purchase (PCP); £12,500 financed; Started May 2016',
      );
      expect(body).toContain('Close Brothers Motor Finance: Started June 2009');
      expect(body).toContain('Within 5 working days, we send your complaint to each lender.');
      // The lender's time to reply is the complaint calendar's, not typed into the email.
      expect(body).toContain(`Lenders usually have ${RESPONSE_WEEKS} weeks to reply.`);
      expect(body).toContain('You can cancel within 14 days without paying anything.');
      expect(body).toContain('0161 000 0000 (sample)');
    }
    expect(mail.message.text).not.toContain('MotoNovo');
  });

  it('says to cancel on Your claims, linked on the brand’s own site, by the last day, not by replying or calling (decision 264)', () => {
    const mail = claimConfirmationMail('claim-1', signedClaim(), new Uint8Array([1]), YOUR_CLAIMS);
    const { text, html } = mail.message;
    expect(text).toContain(
      `You can cancel within ${CANCELLATION_DAYS} days without paying anything. To cancel, open Your claims at ${YOUR_CLAIMS} and press “Cancel this claim”, then confirm. The last day to cancel online is 4 December 2025.`,
    );
    expect(html).toContain(
      `To cancel, open <a href="${YOUR_CLAIMS}">Your claims</a> and press “Cancel this claim”`,
    );
    for (const body of [text, html]) {
      expect(body).not.toMatch(/reply to this email/i);
      expect(body).not.toContain('To cancel, call');
    }
  });

  it('says where to cancel in words, with no link, when no site of the brand is known', () => {
    const { text, html } = claimConfirmationMail('claim-1', signedClaim(), new Uint8Array([1]), null).message;
    expect(text).toContain(
      'To cancel, open Your claims on our website and press “Cancel this claim”, then confirm.',
    );
    expect(html).not.toContain('<a ');
    expect(text).not.toContain('http');
  });

  it('attaches the signed letter of authority as a PDF', async () => {
    const claim = signedClaim();
    const mail = claimConfirmationMail('claim-1', claim, await letterOfAuthorityPdf(claim), YOUR_CLAIMS);
    const [attachment] = mail.message.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: 'letter-of-authority-RDR-ABCD2345.pdf',
      encoding: 'base64',
      contentType: 'application/pdf',
    });
    const { text } = await readPdf(Buffer.from(attachment?.content ?? '', 'base64'));
    expect(text).toContain('Claim reference RDR-ABCD2345');
  });

  it('escapes what the claimant typed in the HTML body', () => {
    const claim = signedClaim();
    claim.answers = {
      ...claim.answers,
      manualAgreements: [{ lender: '<b>Evil</b> & Co', startDate: '2010-01', vehicle: '' }],
    };
    const mail = claimConfirmationMail('claim-1', claim, new Uint8Array([1]), YOUR_CLAIMS);
    expect(mail.message.html).toContain('&lt;b&gt;Evil&lt;/b&gt; &amp; Co');
    expect(mail.message.html).not.toContain('<b>Evil</b>');
    expect(mail.message.text).toContain('<b>Evil</b> & Co');
  });
});
