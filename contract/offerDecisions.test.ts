import { describe, expect, it } from 'vitest';
import { feeOnAwardPence } from './fees';
import { formatPounds } from './money';
import { decisionConfirmation, decisionNews, ombudsmanDeadline } from './offerDecisions';
import { addMonths } from './lifecycle/dates';

describe('confirming a decision on an offer (decision 257)', () => {
  it('accepting says it settles the complaint with that lender, with the offer, our fee and what the claimant may receive', () => {
    const asked = decisionConfirmation('claimant.acceptOffer', {
      lender: 'Black Horse',
      offerPence: 250_000,
    });
    const fee = feeOnAwardPence(250_000);
    expect(asked.heading).toBe('Are you sure you want to accept Black Horse’s offer?');
    const text = asked.paragraphs.join(' ');
    expect(text).toContain('Accepting settles your complaint with Black Horse.');
    expect(text).toContain('Black Horse offers £2,500.');
    expect(text).toContain(`Our fee, from our fee schedule, would be ${formatPounds(fee)} (VAT included)`);
    expect(text).toContain(`you may receive ${formatPounds(250_000 - fee)}`);
    expect(asked.confirm).toBe('Yes, accept the offer');
    expect(asked.back).toBe('No, go back');
  });

  it('declining says what the firm does next and the ombudsman’s 6 months, with the last day when the final response’s day is known', () => {
    const asked = decisionConfirmation('claimant.declineOffer', {
      lender: 'Black Horse',
      offerPence: 250_000,
      offeredOn: '15 March 2026',
      referBy: '15 September 2026',
    });
    expect(asked.heading).toBe('Are you sure you want to decline Black Horse’s offer?');
    const text = asked.paragraphs.join(' ');
    expect(text).toContain('If you decline, Black Horse does not pay this offer.');
    expect(text).toContain('tell you whether we can take your complaint to the Financial Ombudsman Service');
    expect(text).toContain('within 6 months of the lender’s final response');
    expect(text).toContain(
      'Black Horse’s final response was on 15 March 2026, so that is by 15 September 2026.',
    );
    expect(asked.confirm).toBe('Yes, decline the offer');
    const undated = decisionConfirmation('claimant.declineOffer', { lender: 'Black Horse', offerPence: 1 });
    expect(undated.paragraphs.join(' ')).not.toContain('so that is by');
  });

  it('counts the ombudsman’s 6 months in calendar months, held to the end of a shorter month', () => {
    expect(ombudsmanDeadline('2026-03-15')).toBe('2026-09-15');
    expect(ombudsmanDeadline('2026-08-31')).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('the emails afterwards name the lender and say what follows, without an amount', () => {
    const accepted = decisionNews('claimant.acceptOffer', 'Black Horse');
    expect(accepted.subject).toBe('you accepted Black Horse’s offer');
    expect(accepted.body).toContain('This settles your complaint with Black Horse.');
    const declined = decisionNews('claimant.declineOffer', 'Black Horse');
    expect(declined.subject).toBe('you declined Black Horse’s offer');
    expect(declined.body).toContain('Financial Ombudsman Service');
    expect(declined.body).toContain('6 months');
    for (const news of [accepted, declined]) expect(news.body).not.toMatch(/£/);
  });

  it('a determination under the scheme: accepting settles it, names the sum, how it was worked out, our fee and that the scheme pays anyway; disputing names the ombudsman (decision 259)', () => {
    const accept = decisionConfirmation('claimant.acceptDetermination', {
      lender: 'Black Horse',
      offerPence: 180_000,
      remedyWords: 'the commission repaid, with interest',
      offeredOn: '20 January 2027',
      referBy: '20 July 2027',
    });
    expect(accept.heading).toBe('Are you sure you want to accept Black Horse’s determination?');
    const text = accept.paragraphs.join(' ');
    expect(text).toContain('in full and final settlement');
    expect(text).toContain(
      'Black Horse determined £1,800, worked out as the commission repaid, with interest.',
    );
    expect(text).toContain('whether or not you use a firm like us');
    expect(accept.confirm).toBe('Yes, accept the determination');
    const dispute = decisionConfirmation('claimant.disputeDetermination', {
      lender: 'Black Horse',
      offerPence: null,
      offeredOn: '20 January 2027',
      referBy: '20 July 2027',
    });
    expect(dispute.heading).toBe('Are you sure you want to dispute Black Horse’s determination?');
    expect(dispute.paragraphs.join(' ')).toContain('so that is by 20 July 2027');
    expect(dispute.confirm).toBe('Yes, dispute the determination');
    const news = [
      decisionNews('claimant.acceptDetermination', 'Black Horse'),
      decisionNews('claimant.disputeDetermination', 'Black Horse'),
    ];
    expect(news.map((n) => n.subject)).toEqual([
      'you accepted Black Horse’s determination',
      'you disputed Black Horse’s determination',
    ]);
    for (const n of news) expect(n.body).not.toMatch(/£/);
  });
});
