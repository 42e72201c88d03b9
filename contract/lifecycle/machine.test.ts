import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StoredClaimSchema } from '../claim';
import { SAMPLE_FEES, workedExample } from '../fees';
import { isWithinCancellationPeriod, lastDayToCancel, responseDueOn, ukDay } from './dates';
import { sourceOf, type ComplaintEvent } from './events';
import {
  acceptedEvents,
  decide,
  dueDateOf,
  eventOfType,
  isOpen,
  preparedComplaint,
  replay,
  ReplayError,
  type ComplaintRecord,
} from './machine';
import { CLAIM_PROGRESS_STATUSES, FINAL_COMPLAINT_STATES, claimStatusOf } from './states';

// Signed at 11pm on 20 November 2026, UK time (GMT).
const signedAt = Date.UTC(2026, 10, 20, 23);
const input = { signedAt };
const on = (day: string, hour = 12) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

function after(events: ComplaintEvent[]): ComplaintRecord {
  return replay(input, events);
}

const sent = { type: 'handler.send', at: on('2026-12-01') } as const;
const offer = { type: 'handler.recordOffer', at: on('2027-01-10'), offerPence: 250_000 } as const;

describe('a complaint’s dates', () => {
  it('is due a final response 8 weeks after the UK day it was sent', () => {
    const complaint = after([sent]);
    expect(complaint).toMatchObject({ state: 'sent', sentOn: '2026-12-01', dueOn: '2027-01-26' });
    expect(dueDateOf(complaint)).toBe('2027-01-26');
    // Sent at 11.30pm on 30 June in London is 30 June, though it is 1 July nowhere else yet.
    expect(ukDay(Date.UTC(2026, 5, 30, 22, 30))).toBe('2026-06-30');
    expect(ukDay(Date.UTC(2026, 5, 30, 23, 30))).toBe('2026-07-01');
    expect(responseDueOn('2026-06-30')).toBe('2026-08-25');
  });

  it('lets the claimant cancel up to the 14th day after the day of signing, not on the 15th', () => {
    expect(lastDayToCancel(signedAt)).toBe('2026-12-04');
    expect(isWithinCancellationPeriod(signedAt, on('2026-12-04', 23))).toBe(true);
    expect(isWithinCancellationPeriod(signedAt, on('2026-12-05', 0))).toBe(false);
    const prepared = preparedComplaint(input);
    expect(decide(prepared, { type: 'claimant.cancel', at: on('2026-12-04', 23) })).toMatchObject({
      accepted: true,
      after: { state: 'cancelled' },
    });
    expect(decide(prepared, { type: 'claimant.cancel', at: on('2026-12-05', 0) })).toMatchObject({
      accepted: false,
      before: { state: 'prepared' },
    });
  });

  it('takes "no response" only once the due day has passed without a final response', () => {
    const waiting = after([sent, { type: 'handler.acknowledge', at: on('2026-12-03') }]);
    expect(decide(waiting, { type: 'system.responseOverdue', at: on('2027-01-26', 23) }).accepted).toBe(
      false,
    );
    expect(decide(waiting, { type: 'system.responseOverdue', at: on('2027-01-27', 0) })).toMatchObject({
      accepted: true,
      after: { state: 'noResponse' },
    });
  });
});

describe('what a complaint records', () => {
  it('keeps the offer, and on payment the amount and the firm’s fee from the fee schedule', () => {
    const paid = after([
      sent,
      offer,
      { type: 'claimant.acceptOffer', at: on('2027-01-12') },
      { type: 'handler.recordPayment', at: on('2027-02-01'), amountPence: 260_050 },
    ]);
    const fee = workedExample(2600.5, SAMPLE_FEES).fee;
    expect(paid).toMatchObject({ state: 'paid', offerPence: 250_000, paidPence: 260_050 });
    expect(paid.feePence).toBe(Math.round(fee * 100));
    expect(paid.feePence).toBe(87_377);
  });

  it('goes from a rejection or no response to the ombudsman, whose award is an offer to accept', () => {
    const referred = after([
      sent,
      { type: 'handler.recordRejection', at: on('2027-01-05') },
      { type: 'handler.referToOmbudsman', at: on('2027-01-20') },
    ]);
    expect(referred.state).toBe('referred');
    const awarded = decide(referred, {
      type: 'handler.recordOffer',
      at: on('2027-06-01'),
      offerPence: 400_000,
    });
    expect(awarded).toMatchObject({ accepted: true, after: { state: 'offered', offerPence: 400_000 } });
  });
});

describe('the events a state accepts', () => {
  it('offers the handler sending, withdrawing, and the claimant cancelling while the period lasts', () => {
    const prepared = preparedComplaint(input);
    expect(acceptedEvents(prepared, on('2026-11-25'))).toEqual([
      'handler.send',
      'handler.withdraw',
      'claimant.cancel',
    ]);
    expect(acceptedEvents(prepared, on('2026-12-25'))).toEqual(['handler.send', 'handler.withdraw']);
  });

  it('lets the claimant, and only the claimant, accept or decline an offer', () => {
    const offered = after([sent, offer]);
    expect(acceptedEvents(offered, on('2027-01-11'), 'claimant')).toEqual([
      'claimant.acceptOffer',
      'claimant.declineOffer',
    ]);
    expect(acceptedEvents(offered, on('2027-01-11'), 'handler')).toEqual(['handler.withdraw']);
    expect(acceptedEvents(offered, on('2027-01-11')).map(sourceOf)).not.toContain('system');
  });

  it('refuses an event the state does not accept, naming the state and what it accepts', () => {
    const offered = after([sent, offer]);
    expect(decide(offered, { type: 'handler.send', at: on('2027-01-11') })).toEqual({
      accepted: false,
      before: offered,
      accepts: ['handler.withdraw', 'claimant.acceptOffer', 'claimant.declineOffer'],
    });
  });

  it('accepts nothing once a complaint has ended', () => {
    for (const ending of [
      [
        sent,
        { type: 'handler.recordRejection', at: on('2027-01-05') },
        { type: 'handler.close', at: on('2027-01-06') },
      ],
      [{ type: 'handler.withdraw', at: on('2026-11-22') }],
      [{ type: 'claimant.cancel', at: on('2026-11-22') }],
    ] as ComplaintEvent[][]) {
      const ended = after(ending);
      expect(FINAL_COMPLAINT_STATES).toContain(ended.state);
      expect(isOpen(ended)).toBe(false);
      expect(acceptedEvents(ended, on('2026-11-23'))).toEqual([]);
    }
  });

  it('leaves a paid complaint only to be closed: it cannot be withdrawn or cancelled', () => {
    const paid = after([
      sent,
      offer,
      { type: 'claimant.acceptOffer', at: on('2027-01-12') },
      { type: 'handler.recordPayment', at: on('2027-02-01'), amountPence: 250_000 },
    ]);
    expect(isOpen(paid)).toBe(false);
    expect(acceptedEvents(paid, on('2027-02-02'))).toEqual(['handler.close']);
  });
});

describe('replaying a complaint’s events', () => {
  it('refuses a log that skips a step, naming the event and the state', () => {
    expect(() => after([offer])).toThrow(ReplayError);
    expect(() => after([offer])).toThrow('Event 1 (handler.recordOffer) is not accepted in state prepared');
  });
});

describe('the claim’s status from its complaints', () => {
  it('is submitted until a complaint moves on, then in progress, and cancelled or closed once all end', () => {
    expect(claimStatusOf(['prepared', 'prepared'])).toBe('submitted');
    expect(claimStatusOf(['sent', 'prepared'])).toBe('in-progress');
    expect(claimStatusOf(['cancelled', 'prepared'])).toBe('in-progress');
    expect(claimStatusOf(['paid', 'closed'])).toBe('in-progress');
    expect(claimStatusOf(['cancelled', 'cancelled'])).toBe('cancelled');
    expect(claimStatusOf(['closed', 'withdrawn', 'cancelled'])).toBe('closed');
  });

  it('is a status a stored claim may have, so the claimant’s page still reads the claim', () => {
    const claim = { uid: 'u1', applicant: {}, createdAt: 1, updatedAt: 2 };
    const applicant = { title: 'Ms', firstName: 'Jane', lastName: 'Example', dateOfBirth: '1985-04-12' };
    for (const status of CLAIM_PROGRESS_STATUSES) {
      const stored = {
        ...claim,
        status,
        applicant: { ...applicant, email: 'j@example.com', phoneNumber: '+447700900982' },
      };
      expect(v.safeParse(StoredClaimSchema, stored).success, status).toBe(true);
    }
  });
});

describe('a complaint under the redress scheme (decision 259)', () => {
  const scheme2 = { signedAt, route: 'scheme2' } as const;
  const determination = (outcome: 'redress' | 'noRedress' | 'outOfScope', day = '2027-01-20') =>
    eventOfType('handler.recordDetermination', on(day), 180_000, outcome);

  it('is due the lender’s determination by the scheme’s deadline, not 8 weeks after it was sent', () => {
    const complaint = replay(scheme2, [sent]);
    // Sent on 1 December 2026, after Scheme 2's implementation period (to 30 June 2026): three
    // months from the day it was sent, the firm's default for a complaint sent later.
    expect(complaint).toMatchObject({ state: 'sent', route: 'scheme2', dueOn: '2027-03-01' });
    const general = replay(input, [sent]);
    expect(general).toMatchObject({ route: 'general', dueOn: '2027-01-26' });
  });

  it('takes a determination on a scheme route and an offer or a rejection on the general route, never the other way', () => {
    const onScheme = replay(scheme2, [sent]);
    expect(acceptedEvents(onScheme, on('2026-12-02'), 'handler')).toEqual([
      'handler.acknowledge',
      'handler.withdraw',
      'handler.recordDetermination',
    ]);
    expect(decide(onScheme, offer).accepted).toBe(false);
    const onGeneral = replay(input, [sent]);
    expect(acceptedEvents(onGeneral, on('2026-12-02'), 'handler')).not.toContain(
      'handler.recordDetermination',
    );
    expect(decide(onGeneral, determination('redress')).accepted).toBe(false);
  });

  it('records redress due with its remedy and sums; the claimant accepts it and the lender pays', () => {
    const determined = replay(scheme2, [sent, determination('redress')]);
    expect(determined).toMatchObject({
      state: 'determined',
      offerPence: 180_000,
      determination: {
        outcome: 'redress',
        remedy: 'hybrid',
        amountPence: 180_000,
        interestPence: 18_000,
        reason: null,
        recordedOn: '2027-01-20',
      },
    });
    expect(acceptedEvents(determined, on('2027-01-21'), 'claimant')).toEqual([
      'claimant.acceptDetermination',
      'claimant.disputeDetermination',
    ]);
    const paid = replay(scheme2, [
      sent,
      determination('redress'),
      { type: 'claimant.acceptDetermination', at: on('2027-01-22') },
      { type: 'handler.recordPayment', at: on('2027-02-10'), amountPence: 180_000 },
    ]);
    expect(paid).toMatchObject({ state: 'paid', paidPence: 180_000 });
  });

  it('sends a disputed determination, with redress or without, to the Financial Ombudsman', () => {
    for (const outcome of ['redress', 'noRedress'] as const) {
      const referred = replay(scheme2, [
        sent,
        determination(outcome),
        { type: 'claimant.disputeDetermination', at: on('2027-01-22') },
        { type: 'handler.referToOmbudsman', at: on('2027-01-25') },
      ]);
      expect(referred.state).toBe('referred');
    }
    const noRedress = replay(scheme2, [sent, determination('noRedress')]);
    expect(noRedress).toMatchObject({
      state: 'noRedress',
      offerPence: null,
      determination: { outcome: 'noRedress', reason: 'no-unfair-relationship' },
    });
  });

  it('takes the lender’s revised determination after a dispute, and an offer on an agreement out of scope', () => {
    const revised = replay(scheme2, [
      sent,
      determination('noRedress'),
      { type: 'claimant.disputeDetermination', at: on('2027-01-22') },
      determination('redress', '2027-02-01'),
    ]);
    expect(revised).toMatchObject({ state: 'determined', determination: { recordedOn: '2027-02-01' } });
    const outOfScope = replay(scheme2, [
      sent,
      determination('outOfScope'),
      { ...offer, at: on('2027-02-01') },
    ]);
    expect(outOfScope).toMatchObject({ state: 'offered', offerPence: 250_000 });
  });

  it('is overdue once the scheme’s deadline passes, and still takes a late determination', () => {
    const waiting = replay(scheme2, [sent]);
    expect(decide(waiting, { type: 'system.responseOverdue', at: on('2027-03-01', 23) }).accepted).toBe(
      false,
    );
    const overdue = decide(waiting, { type: 'system.responseOverdue', at: on('2027-03-02', 1) });
    expect(overdue).toMatchObject({ accepted: true, after: { state: 'noResponse' } });
    const late = replay(scheme2, [
      sent,
      { type: 'system.responseOverdue', at: on('2027-03-02', 1) },
      determination('redress', '2027-03-10'),
    ]);
    expect(late.state).toBe('determined');
  });
});
