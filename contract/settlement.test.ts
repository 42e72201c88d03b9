import { describe, expect, it } from 'vitest';
import { feeOnAwardPence } from './fees';
import { PAY_CLAIMANT_WITHIN_WORKING_DAYS, settlementOf, type SettlementFacts } from './settlement';

const accepted: SettlementFacts = {
  lender: 'Black Horse',
  state: 'accepted',
  offerPence: 125_000,
  paidPence: null,
  feePence: null,
};

describe('the money on a complaint (decision 270)', () => {
  it('is not told before the claimant accepts an offer', () => {
    for (const state of ['sent', 'offered', 'determined', 'declined', 'referred'] as const) {
      expect(settlementOf({ ...accepted, state })).toBeNull();
    }
  });

  it('says "may" once accepted: the sum, our fee from the schedule and what the claimant may receive', () => {
    const settlement = settlementOf(accepted);
    // £1,250 is in the sample schedule's first band: 30% plus VAT is £450, under the band's £504 cap.
    expect(feeOnAwardPence(125_000)).toBe(45_000);
    expect(settlement).toEqual({
      paid: false,
      heading: 'What you may receive',
      rows: [
        { label: 'You accepted', amount: '£1,250' },
        { label: 'Our fee would be (VAT included)', amount: '£450' },
        { label: 'You may receive', amount: '£800' },
      ],
      sentences: [
        'You accepted £1,250 from Black Horse. Black Horse pays it to us, and we tell you when it has.',
        'Our fee, from the fee schedule you agreed to, would be £450 (VAT included), so you may receive £800.',
        `We pay you your share within ${PAY_CLAIMANT_WITHIN_WORKING_DAYS} working days of receiving the money from Black Horse.`,
      ],
    });
  });

  it('once paid, gives the amount paid, the fee recorded with it and the rest, with who pays whom and by when', () => {
    const settlement = settlementOf({
      ...accepted,
      state: 'paid',
      paidPence: 120_000,
      feePence: 43_200,
      paidOn: '2026-03-03',
    });
    expect(settlement?.paid).toBe(true);
    expect(settlement?.rows).toEqual([
      { label: 'Black Horse paid us', amount: '£1,200' },
      { label: 'Our fee (VAT included)', amount: '£432' },
      { label: 'You receive', amount: '£768' },
    ]);
    expect(settlement?.sentences).toEqual([
      'Black Horse paid £1,200 to us on 3 March 2026.',
      'Our fee, from the fee schedule you agreed to, is £432 (VAT included).',
      'We pay you the rest, £768, within 5 working days of receiving it. If it has not reached you by then, contact us.',
    ]);
  });

  it('keeps the breakdown after the paid complaint is closed, and works out the fee if none was recorded', () => {
    const settlement = settlementOf({ ...accepted, state: 'closed', paidPence: 125_000, feePence: null });
    expect(settlement?.rows.map((row) => row.amount)).toEqual(['£1,250', '£450', '£800']);
    expect(settlement?.sentences[0]).toBe('Black Horse paid £1,250 to us.');
  });

  it('never promises an amount before it is paid', () => {
    const words = settlementOf(accepted)!.sentences.join(' ');
    expect(words).toContain('may receive');
    expect(words).not.toMatch(/you (will )?receive £/i);
  });
});
