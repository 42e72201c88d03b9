import { changedCheckedAnswers, checkedAnswersOf, type CheckedAnswers } from '../../contract/checkedAnswers';
import { toIsoDate } from '../../contract/fields';
import type { Answers, WizardContext } from './context';

/** The answers the credit check and the passcode depend on, as the gateway compares them. */
export const checkedAnswersIn = (answers: Answers): CheckedAnswers =>
  checkedAnswersOf({ ...answers, dateOfBirth: toIsoDate(answers.dob) });

/**
 * Whether the confirmed check still stands for the answers as they are: a passcode confirmed it
 * and no name, date of birth or mobile has changed since (decision 108).
 */
export function isCheckCurrent(context: Pick<WizardContext, 'answers' | 'checkedFor'>): boolean {
  return (
    context.checkedFor !== null &&
    changedCheckedAnswers(context.checkedFor, checkedAnswersIn(context.answers)).length === 0
  );
}
