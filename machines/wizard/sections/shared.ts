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

/** After a Change from the review page, the journey returns to review. */
export const backToReview = {
  guard: 'isReturningToReview',
  target: '#wizard.sign.review',
  actions: 'endChange',
} as const;

/** While a call is in flight the router cannot move the claimant elsewhere. */
export const whileBusy = { 'user.goTo': {} } as const;

export const retry = (target: string) => ({ target, actions: 'clearErrors' }) as const;
