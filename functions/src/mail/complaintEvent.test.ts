import { describe, expect, it } from 'vitest';
import type { ComplaintEventType } from '../../../contract/lifecycle/events.js';
import { OFFER_DECISIONS } from '../../../contract/offerDecisions.js';
import { settlementOf } from '../../../contract/settlement.js';
import {
  CLAIMANT_NEWS,
  SCHEME_NEWS,
  claimantNewsMessage,
  lendersInWords,
  type NewsRecipient,
} from './complaintEvent.js';

const YOUR_CLAIMS = 'https://www.redress.example/form/claims';

const to: NewsRecipient = {
  name: 'Ms Jane Example',
  email: 'jane@example.com',
  reference: 'RD-ABC123',
  workspace: 'Redress',
  lender: 'Black Horse',
  access: 'password',
  yourClaims: YOUR_CLAIMS,
};

const message = (type: ComplaintEventType, over: Partial<NewsRecipient> = {}) => {
  const made = claimantNewsMessage(type, { ...to, ...over });
  if (!made) throw new Error(`no news for ${type}`);
  return made;
};

const generalNews = Object.keys(CLAIMANT_NEWS) as ComplaintEventType[];
const schemeNews = Object.keys(SCHEME_NEWS) as ComplaintEventType[];

describe('the claimant’s news names the lender (decision 264)', () => {
  it.each([...generalNews.filter((type) => type !== 'claimant.cancel'), ...OFFER_DECISIONS])(
    '%s names the complaint’s lender in its text and HTML, never “one of your lenders”',
    (type) => {
      const { text, html } = message(type);
      for (const body of [text, html]) {
        expect(body).toContain('Black Horse');
        expect(body).not.toMatch(/one of your lenders/i);
      }
    },
  );

  it.each(schemeNews)('%s on a scheme route names the lender too', (type) => {
    const { text } = message(type, { route: 'scheme1' });
    expect(text).toContain('Black Horse');
    expect(text).not.toMatch(/one of your lenders/i);
  });

  it('says in the subject that the lender has received the complaint, not that it has answered', () => {
    expect(message('handler.acknowledge').subject).toBe(
      'Your claim RD-ABC123: Black Horse has received your complaint',
    );
    expect(message('handler.send').subject).toBe(
      'Your claim RD-ABC123: we have sent your complaint to Black Horse',
    );
    expect(message('handler.send').text).toContain('We have sent your complaint to Black Horse.');
    expect(message('handler.recordOffer').subject).toBe(
      'Your claim RD-ABC123: Black Horse has made an offer',
    );
  });

  it('tells of a cancelled claim naming every lender it will not contact', () => {
    const lender = lendersInWords(['Black Horse', 'First Example Finance', 'Black Horse']);
    expect(lender).toBe('Black Horse or First Example Finance');
    expect(message('claimant.cancel', { lender }).text).toContain(
      'we will not contact Black Horse or First Example Finance for you',
    );
    expect(lendersInWords(['A', 'B', 'C'])).toBe('A, B or C');
  });

  it('escapes the lender’s name in the HTML and keeps the subject on one line', () => {
    const lender = '<b>Evil</b> & Co\r\nBcc: x@example.com';
    const { subject, text, html } = message('handler.recordOffer', { lender });
    expect(html).toContain('&lt;b&gt;Evil&lt;/b&gt; &amp; Co');
    expect(html).not.toContain('<b>Evil</b>');
    expect(text).toContain('<b>Evil</b> & Co');
    expect(subject).toBe('Your claim RD-ABC123: <b>Evil</b> & Co Bcc: x@example.com has made an offer');
  });

  it('may never promise an amount: no pounds in any news but a payment recorded with its amount', () => {
    for (const type of [...generalNews, ...OFFER_DECISIONS]) expect(message(type).text).not.toContain('£');
  });
});

describe('the news of a payment tells it whole (decision 270)', () => {
  const settlement = settlementOf({
    lender: 'Black Horse',
    state: 'paid',
    offerPence: 125_000,
    paidPence: 120_000,
    feePence: 43_200,
    paidOn: '2026-03-03',
  });

  it('gives what the lender paid us, our fee, what the claimant receives and by when, as Your claims says it', () => {
    const { subject, text, html } = message('handler.recordPayment', { settlement });
    expect(subject).toBe('Your claim RD-ABC123: Black Horse has paid your compensation');
    expect(text).toContain(settlement!.sentences.join(' '));
    expect(text).toContain('Black Horse paid £1,200 to us on 3 March 2026.');
    expect(text).toContain('Our fee, from the fee schedule you agreed to, is £432 (VAT included).');
    expect(text).toContain('We pay you the rest, £768, within 5 working days of receiving it.');
    expect(html).toContain('We pay you the rest, £768, within 5 working days of receiving it.');
    expect(text).not.toContain('see the amount');
  });

  it('still tells it, without an account, with the firm’s phone and email to ask about it', () => {
    const { text } = message('handler.recordPayment', { settlement, access: 'none' });
    expect(text).toContain('We pay you the rest, £768');
    expect(text).toContain('To hear more, or with any question, call us on 0161 000 0000 (sample)');
  });
});

describe('the claimant’s news says how to reach Your claims (decision 264)', () => {
  it('links a password account to Your claims on the brand’s own site, in text and as an HTML link', () => {
    const { text, html } = message('handler.recordOffer');
    expect(text).toContain(
      `Sign in to Your claims to see the offer, our fee and what you may receive, and to accept or decline it:\n${YOUR_CLAIMS}`,
    );
    expect(html).toContain(`Sign in to <a href="${YOUR_CLAIMS}">Your claims</a> to see the offer`);
  });

  it('says where to go in words, with no link, when no allowed site is known', () => {
    const { text, html } = message('handler.send', { yourClaims: null });
    expect(text).toContain(
      'Sign in to Your claims on our website to see what has happened on each complaint',
    );
    expect(html).not.toContain('<a ');
    expect(text).not.toContain('http');
  });

  it('asks an account with no password to open Your claims, and says the sign-in page can set one', () => {
    const { text, html } = message('handler.send', { access: 'email' });
    expect(text).toContain(
      `Open Your claims to see what has happened on each complaint, and what happens next:\n${YOUR_CLAIMS}`,
    );
    expect(text).toContain('on the sign-in page you can ask for an email to set a password');
    expect(html).toContain(`Open <a href="${YOUR_CLAIMS}">Your claims</a>`);
    for (const body of [text, html]) expect(body).not.toContain('Sign in to');
  });

  it('sends a guest to Your claims on the device and browser they claimed on', () => {
    const { text } = message('handler.send', { access: 'guest' });
    expect(text).toContain('Open Your claims, on the device and browser you made your claim on, to see');
    expect(text).not.toContain('Sign in');
  });

  it('tells someone with no account left to call or email, without a link or any sign-in', () => {
    const cases = [
      ...generalNews.map((type) => [type, 'general'] as const),
      ...schemeNews.map((type) => [type, 'scheme1'] as const),
    ];
    for (const [type, route] of cases) {
      const { text, html } = message(type, { access: 'none', route });
      for (const body of [text, html]) {
        expect(body).not.toMatch(/sign in/i);
        expect(body).not.toContain('Open Your claims');
        expect(body).not.toContain(YOUR_CLAIMS);
      }
      expect(text).toContain('To hear more, or with any question, call us on 0161 000 0000 (sample)');
    }
  });
});

describe('the claimant’s news on a route of the redress scheme (decision 259)', () => {
  it('speaks of the scheme’s determination and deadline, not the 8 weeks, once a complaint is sent', () => {
    const scheme = message('handler.send', { route: 'scheme2' });
    expect(scheme.text).toContain('redress scheme');
    expect(scheme.text).not.toContain('8 weeks');
    expect(message('handler.send').text).toContain('Black Horse has 8 weeks');
  });

  it('tells the claimant of a determination and of their own accepting or disputing it, naming the lender', () => {
    expect(message('handler.recordDetermination', { route: 'scheme1' }).subject).toBe(
      'Your claim RD-ABC123: Black Horse has sent its determination',
    );
    expect(message('claimant.disputeDetermination', { route: 'scheme1' }).subject).toBe(
      'Your claim RD-ABC123: you disputed Black Horse’s determination',
    );
    expect(message('system.responseOverdue', { route: 'scheme1' }).text).toContain(
      'redress scheme’s deadline',
    );
  });
});
