import { describe, expect, it } from 'vitest';
import { formatUkDay } from '../../contract/dates';
import { feeOnAwardPence } from '../../contract/fees';
import type { ComplaintRecord } from '../../contract/lifecycle/machine';
import { COMPLAINT_EVENT_WORDS, COMPLAINT_STATE_WORDS } from '../../contract/statusWords';
import { complaintTimeline, type ClaimantComplaint, type ClaimantEvent } from './timeline';

const SIGNED_AT = Date.parse('2026-01-05T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const record = (over: Partial<ComplaintRecord>): ComplaintRecord => ({
  state: 'sent',
  signedAt: SIGNED_AT,
  route: 'general',
  sentOn: '2026-01-06',
  dueOn: '2026-03-03',
  determination: null,
  offerPence: null,
  paidPence: null,
  feePence: null,
  ...over,
});

const event = (seq: number, type: ClaimantEvent['type'], at: number, data = {}): ClaimantEvent => ({
  complaintId: 'complaint-1',
  seq,
  type,
  at,
  by: type.startsWith('claimant') ? 'claimant' : 'handler',
  data,
});

const complaint = (over: Partial<ComplaintRecord>, events: ClaimantEvent[]): ClaimantComplaint => ({
  complaintId: 'complaint-1',
  lender: 'Black Horse',
  record: record(over),
  events,
});

const sent = event(1, 'handler.send', SIGNED_AT + DAY);
const offered = event(2, 'handler.recordOffer', SIGNED_AT + 20 * DAY, { offerPence: 125_000 });
const accepted = event(3, 'claimant.acceptOffer', SIGNED_AT + 21 * DAY);
const paidAt = Date.parse('2026-03-03T11:00:00Z');
const paid = event(4, 'handler.recordPayment', paidAt, { amountPence: 120_000 });

describe('the claimant’s timeline of one complaint (decisions 190, 270)', () => {
  it('says the state and each event in the claimant’s words, not the desk’s', () => {
    const shown = complaintTimeline(complaint({ state: 'acknowledged' }, [sent]), SIGNED_AT + 2 * DAY);
    expect(shown.status).toBe(COMPLAINT_STATE_WORDS.acknowledged);
    expect(shown.entries.map((entry) => entry.label)).toEqual([COMPLAINT_EVENT_WORDS['handler.send']]);
    expect(shown.settlement).toBeNull();
  });

  it('once accepted, says what the claimant may receive and when we pay it, with no second “what happens next”', () => {
    const shown = complaintTimeline(
      complaint({ state: 'accepted', offerPence: 125_000 }, [sent, offered, accepted]),
      SIGNED_AT + 22 * DAY,
    );
    expect(shown.settlement?.paid).toBe(false);
    expect(shown.settlement?.rows.at(-1)).toEqual({ label: 'You may receive', amount: '£800' });
    expect(shown.next).toBeNull();
  });

  it('once paid, gives the payment, the fee recorded with it and the rest, dated by the payment’s event', () => {
    const fee = feeOnAwardPence(120_000);
    const shown = complaintTimeline(
      complaint({ state: 'paid', offerPence: 125_000, paidPence: 120_000, feePence: fee }, [
        sent,
        offered,
        accepted,
        paid,
      ]),
      paidAt + DAY,
    );
    expect(shown.status).toBe('The lender has paid');
    expect(shown.entries.at(-1)).toMatchObject({ label: 'The lender paid us', amount: '£1,200' });
    expect(shown.settlement?.sentences[0]).toBe(`Black Horse paid £1,200 to us on ${formatUkDay(paidAt)}.`);
    expect(shown.settlement?.rows.map((row) => row.amount)).toEqual(['£1,200', '£432', '£768']);
  });
});
