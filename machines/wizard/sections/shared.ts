import { and } from 'xstate';
import type { StepKey } from '../steps';
import type { ValidatedStep } from '../validate';

/** Entry of a step: remember it was reached (the router may return to it) and clear old errors. */
export const reached = (step: StepKey) => ({ type: 'markReached', params: { step } }) as const;

export const to = (step: StepKey) => `#wizard.${step}` as const;

/** The first Continue branch of a step with answers: show the field errors and stay. */
export const rejectInvalid = (step: ValidatedStep) =>
  ({
    guard: { type: 'hasInvalidAnswers', params: { step } },
    actions: { type: 'showFieldErrors', params: { step } },
  }) as const;

export const save = (step: ValidatedStep) => ({ type: 'saveAnswers', params: { step } }) as const;

/** After a Change from the review page, the journey returns to review when it can be shown. */
export const backToReview = {
  guard: 'mayReturnToReview',
  target: '#wizard.sign.review',
  actions: 'endChange',
} as const;

/**
 * Continue on a start step reopened from review. Answers that leave the confirmed check standing
 * return to review; a changed name, date of birth or mobile starts a new check at once, which
 * texts a new code, before review is shown again (decision 108).
 */
export const changeFromReview = (step: 'start.details' | 'start.dob') =>
  [
    {
      guard: and(['isReturningToReview', { type: 'keepsCheckCurrent', params: { step } }]),
      target: '#wizard.sign.review',
      actions: [save(step), 'endChange'],
    },
    { guard: 'isReturningToReview', target: '#wizard.check.consent.initiating', actions: save(step) },
  ] as const;

/** While a call is in flight the router cannot move the claimant elsewhere. */
export const whileBusy = { 'user.goTo': {} } as const;

/**
 * A state waiting on a call: tagged `busy` (the view holds Continue), the router cannot move the
 * claimant, and every message of the attempt before is cleared as it starts: the answers passed
 * their check, so the field errors of an earlier try and a failed call's message no longer apply,
 * and what the call answers is the only problem shown (decision 163).
 */
export const calling = { tags: ['busy'], entry: 'clearErrors', on: whileBusy } as const;

/**
 * A step's Continue handlers as the failed state also takes them: the claimant corrects an answer
 * and presses Continue once, and the corrected answers are what is sent. A refused answer goes back
 * to the resting state with its field errors.
 */
export function alsoWhenFailed<const T extends readonly object[]>(resting: string, handlers: T): T {
  return handlers.map((handler) =>
    'target' in handler ? handler : { ...handler, target: resting },
  ) as never;
}

export const retry = (target: string) => ({ target, actions: 'clearErrors' }) as const;

/**
 * The new password a Continue sent, with the current one when the page asked for it (a
 * registered account, decision 204); nothing else of the answers goes to the upgrade.
 */
export const passwordInput = ({ event }: { event: { type: string; answers?: unknown } }) => {
  if (event.type !== 'user.continue') return { password: '' };
  const { password, currentPassword } = (event.answers ?? {}) as Record<string, unknown>;
  return {
    password: typeof password === 'string' ? password : '',
    ...(typeof currentPassword === 'string' && currentPassword !== '' ? { currentPassword } : {}),
  };
};
