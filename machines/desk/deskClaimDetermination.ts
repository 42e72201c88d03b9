import { and, assign } from 'xstate';
import { parseDetermination, type DeterminationField } from './determination';
import { readFigures, type FiguresField } from './determinationCheck';
import { describeAction } from './deskClaimRules';
import { actionOf, deskClaimSetup } from './deskClaimSetup';
import { fieldIds, type DeskAction } from './deskClaimTypes';

// The lender's determination under the redress scheme (decisions 259 and 266): checking it against
// the agreement's figures, which the gateway keeps, and recording it. Targets name the states of
// the loaded page (deskClaimMachine.ts).

/** What the loaded page does with the determination's check and record forms. */
export const determinationEvents = deskClaimSetup.createStateConfig({
  on: {
    'user.checkDetermination': [
      {
        guard: and(['hasDeterminedSum', 'areFiguresValid']),
        target: 'acting',
        actions: {
          type: 'startAction',
          params: ({ event }) => {
            const read = readFigures(event.typed);
            // The guard has checked it.
            if (!read.ok) throw new Error('Figures the guard refused');
            return {
              kind: 'check',
              complaintId: event.complaintId,
              figures: read.figures,
              settlementOn: read.settlement,
            };
          },
        },
      },
      {
        guard: 'hasDeterminedSum',
        actions: assign(({ event }) => {
          const read = readFigures(event.typed);
          const errors = read.ok ? {} : read.errors;
          return {
            fieldErrors: Object.fromEntries(
              Object.entries(errors).map(([field, message]) => [
                fieldIds.figures(event.complaintId, field as FiguresField),
                message,
              ]),
            ),
            notice: null,
            actionProblem: null,
          };
        }),
      },
    ],
    'user.recordDetermination': [
      {
        guard: and(['canRecord', 'isDeterminationValid']),
        target: 'acting',
        actions: {
          type: 'startAction',
          params: ({ event }) => {
            const parsed = parseDetermination(event.typed);
            // The guard has checked it.
            if (!parsed.ok) throw new Error('A determination the guard refused');
            return { kind: 'record', complaintId: event.complaintId, event: parsed.event };
          },
        },
      },
      {
        guard: 'canRecord',
        actions: assign(({ event }) => {
          const parsed = parseDetermination(event.typed);
          const errors = parsed.ok ? {} : parsed.errors;
          return {
            fieldErrors: Object.fromEntries(
              Object.entries(errors).map(([field, message]) => [
                fieldIds.determination(event.complaintId, field as DeterminationField),
                message,
              ]),
            ),
            notice: null,
            actionProblem: null,
          };
        }),
      },
    ],
  },
}).on;

/** The determination checked by the gateway, which keeps the check with the complaint. */
export const checkingState = deskClaimSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    src: 'checkDetermination',
    input: ({ context }) => {
      const { complaintId, figures, settlementOn } = actionOf(context) as Extract<
        DeskAction,
        { kind: 'check' }
      >;
      return { claimId: context.claimId, complaintId, figures, settlementOn };
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
