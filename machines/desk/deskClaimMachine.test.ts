import { describe, expect, it, vi } from 'vitest';
import { determinationCheckRecord } from '../../contract/scheme/checkRecord';
import { createActor, fromPromise, waitFor, type InspectionEvent } from 'xstate';
import type { DeskAddNoteRequest, DeskClaimData, DeskSendComplaintRequest } from '../../contract/desk';
import type { RecordComplaintEventRequest } from '../../contract/requests';
import type { ComplaintState } from '../../contract/lifecycle/states';
import { deskClaimIn, deskComplaintIn, deskNote } from '../../mocks/gateway/deskClaimData';
import {
  type DeskCheckDeterminationData,
  type DeskCheckDeterminationRequest,
} from '../../contract/deskCheck';
import { DEFAULT_DETERMINATION_TOLERANCE } from '../../contract/scheme/determination';
import { amountMessages } from './amount';
import { fieldIds } from './deskClaimTypes';
import { CHECK_MESSAGES, type TypedFigures } from './determinationCheck';
import { deskClaimMachine } from './deskClaimMachine';

const KEY_PREFIX = 'page-0123456789abcdef';
const letter = {
  fileName: 'complaint-RDR-ABCD2345-complaint-1.pdf',
  contentType: 'application/pdf',
  pdf: 'JVBERg==',
} as const;

/** A failure as the gateway client throws it. */
const failure = (kind: string, message: string) => Object.assign(new Error(message), { kind });

/** The claim with its complaints in these states, then as `after` says once an action is done. */
function setUp(
  states: ComplaintState[],
  options: { after?: ComplaintState[]; load?: () => Promise<DeskClaimData> } = {},
) {
  let acted = false;
  const before = deskClaimIn(states).claim;
  const after = deskClaimIn(options.after ?? states).claim;
  const calls = {
    load: vi.fn(options.load ?? (() => Promise.resolve(acted ? after : before))),
    send: vi.fn((_: DeskSendComplaintRequest) => {
      acted = true;
      return Promise.resolve({ letter } as never);
    }),
    record: vi.fn((_: RecordComplaintEventRequest) => {
      acted = true;
      return Promise.resolve({} as never);
    }),
    note: vi.fn((request: DeskAddNoteRequest) =>
      Promise.resolve({
        claimId: before.claimId,
        note: deskNote(request.text, Date.UTC(2026, 0, 5), 'note-9'),
      }),
    ),
    letter: vi.fn(() =>
      Promise.resolve({
        claimId: before.claimId,
        reference: before.reference,
        fileName: 'letter.pdf',
        contentType: 'application/pdf' as const,
        pdf: 'JVBERg==',
      }),
    ),
    save: vi.fn((_: { fileName: string; pdf: string }) => undefined),
  };
  const machine = deskClaimMachine.provide({
    actors: {
      loadClaim: fromPromise(() => calls.load()),
      sendComplaint: fromPromise(({ input }) => calls.send(input)),
      recordEvent: fromPromise(({ input }) => calls.record(input)),
      addNote: fromPromise(({ input }) => calls.note(input)),
      fetchSignedLetter: fromPromise(() => calls.letter()),
    },
    actions: {
      saveFile: (_, file) => {
        calls.save(file);
      },
    },
  });
  const inspected: InspectionEvent[] = [];
  const actor = createActor(machine, {
    input: { claimId: before.claimId, keyPrefix: KEY_PREFIX },
    inspect: (event) => inspected.push(event),
  }).start();
  const idle = () => waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
  return { actor, calls, before, after, idle, inspected };
}

describe('deskClaimMachine: opening the claim', () => {
  it('loads the claim and shows it', async () => {
    const { actor, idle, before } = setUp(['prepared']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await idle();
    expect(actor.getSnapshot().context.claim).toEqual(before);
  });

  it('says the claim is not found (another workspace’s reads the same) and offers no retry', async () => {
    const { actor } = setUp(['prepared'], { load: () => Promise.reject(failure('not-found', 'No claim')) });
    await waitFor(actor, (s) => s.matches('notFound'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().matches('notFound')).toBe(true);
  });

  it('says why it could not load, and Try again reads it again', async () => {
    let fail = true;
    const claim = deskClaimIn(['sent']).claim;
    const { actor, idle } = setUp(['sent'], {
      load: () =>
        fail ? Promise.reject(failure('unavailable', 'The gateway is down')) : Promise.resolve(claim),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toBe('The gateway is down');
    fail = false;
    actor.send({ type: 'user.retry' });
    await idle();
    expect(actor.getSnapshot().context.claim?.complaints[0]?.state).toBe('sent');
  });
});

describe('deskClaimMachine: a complaint’s actions', () => {
  it('sends the complaint: one key, the letter saved, the claim read again', async () => {
    const { actor, idle, calls } = setUp(['prepared'], { after: ['sent'] });
    await idle();
    actor.send({ type: 'user.sendComplaint', complaintId: 'complaint-1' });
    await idle();
    expect(calls.send).toHaveBeenCalledWith({
      claimId: 'claim-desk-0001',
      complaintId: 'complaint-1',
      idempotencyKey: `${KEY_PREFIX}-1`,
    });
    expect(calls.save).toHaveBeenCalledWith(letter);
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.claim?.complaints[0]?.state).toBe('sent');
    expect(actor.getSnapshot().context.notice).toBe(
      `Black Horse: Complaint sent to the lender. The letter is saved as ${letter.fileName}.`,
    );
  });

  it('does nothing for an event the complaint’s state does not accept (a sent complaint cannot be sent)', async () => {
    const { actor, idle, calls } = setUp(['sent']);
    await idle();
    actor.send({ type: 'user.sendComplaint', complaintId: 'complaint-1' });
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.referToOmbudsman' });
    actor.send({
      type: 'user.recordAmount',
      complaintId: 'complaint-1',
      event: 'handler.recordPayment',
      amount: '10',
    });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(calls.send).not.toHaveBeenCalled();
    expect(calls.record).not.toHaveBeenCalled();
  });

  it('records a plain event at once (acknowledged)', async () => {
    const { actor, idle, calls } = setUp(['sent'], { after: ['acknowledged'] });
    await idle();
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.acknowledge' });
    await idle();
    expect(calls.record).toHaveBeenCalledWith({
      claimId: 'claim-desk-0001',
      complaintId: 'complaint-1',
      idempotencyKey: `${KEY_PREFIX}-1`,
      event: { type: 'handler.acknowledge' },
    });
    expect(actor.getSnapshot().context.claim?.complaints[0]?.state).toBe('acknowledged');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['two thousand', 'notANumber'],
    ['12.345', 'notANumber'],
    ['-5', 'notANumber'],
    ['0.99', 'tooSmall'],
    ['1000000.01', 'tooLarge'],
  ] as const)('refuses the offer amount "%s" with the %s message, sending nothing', async (amount, which) => {
    const { actor, idle, calls } = setUp(['sent']);
    await idle();
    actor.send({
      type: 'user.recordAmount',
      complaintId: 'complaint-1',
      event: 'handler.recordOffer',
      amount,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'complaint-1-offer': amountMessages('handler.recordOffer')[which],
    });
    expect(calls.record).not.toHaveBeenCalled();
  });

  it.each([
    ['2500', 250_000],
    ['£2,500.5', 250_050],
    ['1', 100],
    ['1,000,000', 100_000_000],
  ])('records the offer "%s" as %i pence', async (amount, pence) => {
    const { actor, idle, calls } = setUp(['sent'], { after: ['offered'] });
    await idle();
    actor.send({
      type: 'user.recordAmount',
      complaintId: 'complaint-1',
      event: 'handler.recordOffer',
      amount,
    });
    await idle();
    expect(calls.record.mock.calls[0]?.[0].event).toEqual({ type: 'handler.recordOffer', offerPence: pence });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('records a payment in pence', async () => {
    const { actor, idle, calls } = setUp(['accepted'], { after: ['paid'] });
    await idle();
    actor.send({
      type: 'user.recordAmount',
      complaintId: 'complaint-1',
      event: 'handler.recordPayment',
      amount: '2500',
    });
    await idle();
    expect(calls.record.mock.calls[0]?.[0].event).toEqual({
      type: 'handler.recordPayment',
      amountPence: 250_000,
    });
  });

  it('asks before withdrawing: going back sends nothing, confirming records it', async () => {
    const { actor, idle, calls } = setUp(['sent'], { after: ['withdrawn'] });
    await idle();
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.withdraw' });
    expect(actor.getSnapshot().matches({ loaded: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.confirming).toEqual({
      complaintId: 'complaint-1',
      type: 'handler.withdraw',
    });
    actor.send({ type: 'user.cancelConfirm' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(calls.record).not.toHaveBeenCalled();

    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.withdraw' });
    actor.send({ type: 'user.confirm' });
    await idle();
    expect(calls.record).toHaveBeenCalledTimes(1);
    expect(calls.record.mock.calls[0]?.[0]).toMatchObject({
      event: { type: 'handler.withdraw' },
      idempotencyKey: `${KEY_PREFIX}-1`,
    });
    expect(actor.getSnapshot().context.confirming).toBeNull();
  });

  it('asks before closing too', async () => {
    const { actor, idle } = setUp(['paid']);
    await idle();
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.close' });
    expect(actor.getSnapshot().matches({ loaded: 'confirming' })).toBe(true);
  });

  it('keeps the action and its key after a failure on the way: Try again sends the same key', async () => {
    const { actor, idle, calls } = setUp(['sent'], { after: ['offered'] });
    await idle();
    calls.record.mockImplementationOnce(() =>
      Promise.reject(failure('timeout', 'The gateway took too long')),
    );
    actor.send({
      type: 'user.recordAmount',
      complaintId: 'complaint-1',
      event: 'handler.recordOffer',
      amount: '2500',
    });
    await idle();
    expect(actor.getSnapshot().context.actionProblem).toEqual({
      message: 'The gateway took too long',
      target: 'complaint-1-actions',
      retry: 'action',
    });
    actor.send({ type: 'user.retry' });
    await idle();
    const keys = calls.record.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keys).toEqual([`${KEY_PREFIX}-1`, `${KEY_PREFIX}-1`]);
    expect(calls.record.mock.calls[1]?.[0].event).toEqual({
      type: 'handler.recordOffer',
      offerPence: 250_000,
    });
    expect(actor.getSnapshot().context.actionProblem).toBeNull();
    expect(actor.getSnapshot().context.claim?.complaints[0]?.state).toBe('offered');
  });

  it('shows the gateway’s refusal, drops the action, and the next action has a new key', async () => {
    const { actor, idle, calls } = setUp(['sent']);
    await idle();
    const refusal =
      'The complaint’s state is offered (The lender has made an offer): it does not accept handler.acknowledge.';
    calls.record.mockImplementationOnce(() => Promise.reject(failure('invalid-input', refusal)));
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.acknowledge' });
    await idle();
    expect(actor.getSnapshot().context.actionProblem).toEqual({
      message: refusal,
      target: 'complaint-1-actions',
      retry: null,
    });
    expect(actor.getSnapshot().context.pending).toBeNull();
    actor.send({ type: 'user.retry' });
    expect(calls.record).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.acknowledge' });
    await idle();
    expect(calls.record.mock.calls[1]?.[0].idempotencyKey).toBe(`${KEY_PREFIX}-2`);
  });

  it('says so when it was recorded but the claim could not be read again; Try again reads it', async () => {
    const { actor, idle, calls } = setUp(['sent'], { after: ['acknowledged'] });
    await idle();
    calls.load.mockImplementationOnce(() => Promise.reject(failure('network', 'No connection')));
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.acknowledge' });
    await idle();
    expect(actor.getSnapshot().context.actionProblem?.retry).toBe('reload');
    actor.send({ type: 'user.retry' });
    await idle();
    expect(calls.record).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.claim?.complaints[0]?.state).toBe('acknowledged');
  });
});

describe('deskClaimMachine: notes and the signed letter', () => {
  it.each([
    ['nothing', '', 'Enter the note'],
    ['spaces only', '   ', 'Enter the note'],
    ['2001 characters', 'x'.repeat(2001), 'The note must be 2000 characters or fewer'],
  ])('refuses a note of %s with "%s"', async (_, text, message) => {
    const { actor, idle, calls } = setUp(['prepared']);
    await idle();
    actor.send({ type: 'user.addNote', text });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ note: message });
    expect(calls.note).not.toHaveBeenCalled();
  });

  it('adds a note, newest first, with its key', async () => {
    const { actor, idle, calls } = setUp(['prepared']);
    await idle();
    actor.send({ type: 'user.addNote', text: '  Called the claimant about the second agreement.  ' });
    await idle();
    expect(calls.note).toHaveBeenCalledWith({
      claimId: 'claim-desk-0001',
      idempotencyKey: `${KEY_PREFIX}-1`,
      text: 'Called the claimant about the second agreement.',
    });
    expect(actor.getSnapshot().context.claim?.notes[0]?.text).toBe(
      'Called the claimant about the second agreement.',
    );
    expect(actor.getSnapshot().context.notice).toBe('Note added.');
  });

  it('downloads the signed letter, and says why when it cannot', async () => {
    const { actor, idle, calls } = setUp(['prepared']);
    await idle();
    actor.send({ type: 'user.downloadSignedLetter' });
    await idle();
    expect(calls.save).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: 'letter.pdf', pdf: 'JVBERg==' }),
    );
    calls.letter.mockImplementationOnce(() => Promise.reject(failure('network', 'No connection')));
    actor.send({ type: 'user.downloadSignedLetter' });
    await idle();
    expect(actor.getSnapshot().context.downloadProblem).toBe('No connection');
  });
});

describe('deskClaimMachine: the complaints in the inspector', () => {
  it('replays each complaint’s events through the lifecycle machine as a child the inspector sees', async () => {
    const { actor, idle, inspected } = setUp(['offered', 'prepared'], { after: ['offered', 'sent'] });
    await idle();
    const children = () =>
      Object.values(actor.getSnapshot().children)
        .map((child) => child?.getSnapshot() as { value?: unknown; status?: string } | undefined)
        .filter((s) => s?.status === 'active')
        .map((s) => s?.value);
    expect(children()).toEqual(['offered', 'prepared']);
    const offeredEvents = deskComplaintIn('offered').complaint.events.map((e) => e.type);
    const sentToComplaints = inspected
      .filter(
        (e) =>
          e.type === '@xstate.event' && (e.actorRef as { logic?: { id?: string } }).logic?.id === 'complaint',
      )
      .map((e) => (e as { event: { type: string } }).event.type)
      .filter((type) => !type.startsWith('xstate.'));
    expect(sentToComplaints).toEqual(offeredEvents);

    actor.send({ type: 'user.sendComplaint', complaintId: 'complaint-2' });
    await idle();
    // The first reading's actors are stopped; the new reading's replay the complaint as it now is.
    expect(children()).toEqual(['offered', 'sent']);
  });
});

describe('deskClaimMachine: checking a determination (decision 266)', () => {
  const TYPED: TypedFigures = {
    credit: '12000',
    apr: '9.9',
    term: '48',
    start: { day: '15', month: '3', year: '2018' },
    commission: '1200',
    discretionary: 'yes',
    tied: 'no',
    settlement: { day: '29', month: '11', year: '2026' },
  };
  const FIGURES = {
    creditPence: 1_200_000,
    aprPercent: 9.9,
    termMonths: 48,
    startDate: '2018-03-15',
    commissionPence: 120_000,
    discretionaryCommission: true,
    tiedArrangement: false,
  };

  function checkSetUp(answer?: () => Promise<DeskCheckDeterminationData>) {
    const before = deskClaimIn(['determined'], [], ['scheme2']).claim;
    const complaint = before.complaints[0]!;
    const made = determinationCheckRecord({
      figures: FIGURES,
      settlementOn: '2026-11-29',
      determinedPence: complaint.determination!.amountPence,
      tolerance: DEFAULT_DETERMINATION_TOLERANCE,
      at: Date.UTC(2026, 10, 29, 10, 30),
      role: 'handler',
    });
    if (!made.ok) throw new Error(made.reason);
    const after = { ...before, complaints: [{ ...complaint, determinationCheck: made.check }] };
    let checked = false;
    const check = vi.fn((request: DeskCheckDeterminationRequest) => {
      checked = true;
      return answer
        ? answer()
        : Promise.resolve({ claimId: request.claimId, complaintId: request.complaintId, check: made.check });
    });
    const machine = deskClaimMachine.provide({
      actors: {
        loadClaim: fromPromise(() => Promise.resolve(checked && !answer ? after : before)),
        checkDetermination: fromPromise(({ input }) => check(input)),
      },
    });
    const actor = createActor(machine, { input: { claimId: before.claimId, keyPrefix: KEY_PREFIX } }).start();
    const idle = () => waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    return { actor, check, complaint, stored: made.check, idle };
  }

  it('sends the figures typed to the gateway once, reads the claim again and shows the kept check with its working', async () => {
    const { actor, check, complaint, stored, idle } = checkSetUp();
    await idle();
    expect(actor.getSnapshot().context.checks).toEqual({});
    actor.send({ type: 'user.checkDetermination', complaintId: complaint.complaintId, typed: TYPED });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && Object.keys(s.context.checks).length > 0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]![0]).toEqual({
      claimId: actor.getSnapshot().context.claimId,
      complaintId: complaint.complaintId,
      figures: FIGURES,
      settlementOn: '2026-11-29',
    });
    const shown = actor.getSnapshot().context.checks[complaint.complaintId];
    expect(shown).toMatchObject({
      ok: true,
      figures: FIGURES,
      verdict: { flagged: stored.flagged, reason: stored.reason, tolerancePence: stored.tolerancePence },
      recorded: { checkedAt: stored.checkedAt, role: 'handler' },
      check: { total: { low: stored.lowPence, high: stored.highPence }, settlementDate: '2026-11-29' },
    });
    expect(actor.getSnapshot().context.notice).toBe(
      `${complaint.lender}: the determination is checked, and the check is kept.`,
    );
  });

  it('sends nothing while a figure is wrong, and says which', async () => {
    const { actor, check, complaint, idle } = checkSetUp();
    await idle();
    actor.send({
      type: 'user.checkDetermination',
      complaintId: complaint.complaintId,
      typed: { ...TYPED, apr: 'ten', tied: '' },
    });
    expect(check).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      [fieldIds.figures(complaint.complaintId, 'apr')]: CHECK_MESSAGES.aprNotANumber,
      [fieldIds.figures(complaint.complaintId, 'tied')]: CHECK_MESSAGES.tied,
    });
  });

  it('shows the gateway’s refusal and keeps no check', async () => {
    const message = 'This complaint has no determination of redress with a sum to check.';
    const { actor, complaint, idle } = checkSetUp(() =>
      Promise.reject(failure('failed-precondition', message)),
    );
    await idle();
    actor.send({ type: 'user.checkDetermination', complaintId: complaint.complaintId, typed: TYPED });
    await waitFor(actor, (s) => s.context.actionProblem !== null);
    expect(actor.getSnapshot().context.actionProblem).toEqual({
      message,
      target: fieldIds.actions(complaint.complaintId),
      retry: null,
    });
    expect(actor.getSnapshot().context.checks).toEqual({});
  });
});
