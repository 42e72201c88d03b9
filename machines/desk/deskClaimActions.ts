import { and, assign } from 'xstate';
import { parseAmount } from './amount';
import { describeAction } from './deskClaimRules';
import { actionOf, deskClaimSetup } from './deskClaimSetup';
import { fieldIds, type DeskAction } from './deskClaimTypes';

// A complaint's actions (decision 195): sending the complaint letter, the handler's events as the
// complaint's state accepts them, offers and payments with their amounts checked, and withdrawing
// or closing confirmed first. Targets name the states of the loaded page (deskClaimMachine.ts).

/** What the loaded page does with a complaint's action buttons. */
export const actionEvents = deskClaimSetup.createStateConfig({
  on: {
    'user.sendComplaint': {
      guard: 'canSend',
      target: 'acting',
      actions: {
        type: 'startAction',
        params: ({ event }) => ({ kind: 'send', complaintId: event.complaintId }),
      },
    },
    'user.recordEvent': [
      {
        guard: and(['canRecord', 'isFinal']),
        target: 'confirming',
        actions: assign(({ event }) => ({
          confirming: {
            complaintId: event.complaintId,
            type: event.event as 'handler.withdraw' | 'handler.close',
          },
          actionProblem: null,
          notice: null,
        })),
      },
      {
        guard: 'canRecord',
        target: 'acting',
        actions: {
          type: 'startAction',
          params: ({ event }) => ({
            kind: 'record',
            complaintId: event.complaintId,
            event: { type: event.event },
          }),
        },
      },
    ],
    'user.recordAmount': [
      {
        guard: and(['canRecord', 'isAmountValid']),
        target: 'acting',
        actions: {
          type: 'startAction',
          params: ({ event }) => {
            const parsed = parseAmount(event.event, event.amount);
            // The guard has checked it.
            const pence = parsed.ok ? parsed.pence : 0;
            return {
              kind: 'record',
              complaintId: event.complaintId,
              event:
                event.event === 'handler.recordOffer'
                  ? { type: event.event, offerPence: pence }
                  : { type: event.event, amountPence: pence },
            };
          },
        },
      },
      {
        guard: 'canRecord',
        actions: assign(({ event }) => {
          const parsed = parseAmount(event.event, event.amount);
          return {
            fieldErrors: parsed.ok
              ? {}
              : { [fieldIds.amount(event.complaintId, event.event)]: parsed.message },
            notice: null,
            actionProblem: null,
          };
        }),
      },
    ],
  },
}).on;

/** "Are you sure?" before withdrawing or closing a complaint: nothing is sent yet. */
export const confirmingState = deskClaimSetup.createStateConfig({
  on: {
    'user.confirm': [
      {
        guard: 'canConfirm',
        target: 'acting',
        actions: {
          type: 'startAction',
          params: ({ context }) => ({
            kind: 'record',
            complaintId: context.confirming!.complaintId,
            event: { type: context.confirming!.type },
          }),
        },
      },
      { target: 'idle', actions: assign({ confirming: null }) },
    ],
    'user.cancelConfirm': { target: 'idle', actions: assign({ confirming: null }) },
  },
});

/** The complaint letter made and sent, then saved as a download; the claim is read again. */
export const sendingState = deskClaimSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    src: 'sendComplaint',
    input: ({ context }) => {
      const action = actionOf(context) as Extract<DeskAction, { kind: 'send' }>;
      return {
        claimId: context.claimId,
        complaintId: action.complaintId,
        idempotencyKey: context.pending!.idempotencyKey,
      };
    },
    onDone: {
      target: 'refreshing',
      actions: [
        { type: 'saveFile', params: ({ event }) => event.output.letter },
        assign(({ context, event }) => ({
          notice: describeAction(context.claim, actionOf(context), event.output.letter.fileName),
          pending: null,
        })),
      ],
    },
    onError: [
      { guard: 'isTransient', target: 'idle', actions: 'keepForRetry' },
      { target: 'idle', actions: 'refused' },
    ],
  },
});

/** One of the handler's events recorded on its complaint; the claim is read again. */
export const recordingState = deskClaimSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    src: 'recordEvent',
    input: ({ context }) => {
      const action = actionOf(context) as Extract<DeskAction, { kind: 'record' }>;
      return {
        claimId: context.claimId,
        complaintId: action.complaintId,
        idempotencyKey: context.pending!.idempotencyKey,
        event: action.event,
      };
    },
    onDone: {
      target: 'refreshing',
      actions: assign(({ context }) => ({
        notice: describeAction(context.claim, actionOf(context)),
        pending: null,
      })),
    },
    onError: [
      { guard: 'isTransient', target: 'idle', actions: 'keepForRetry' },
      { target: 'idle', actions: 'refused' },
    ],
  },
});
