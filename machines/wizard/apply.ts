import type { WizardContext } from './context';
import { coversSince, earliestStart } from './history';
import { validateStep, type ValidatedStep } from './validate';

/** Applies a step's validated answers to the claim's answers. */
export function applyAnswers(
  context: WizardContext,
  step: ValidatedStep,
  answers: unknown,
): Partial<WizardContext> {
  const result = validateStep(step, answers, context);
  if (!result.ok) return {};
  const current = context.answers;
  switch (step) {
    case 'start.details':
    case 'start.dob':
    case 'start.contact':
    case 'check.consent':
      return { answers: { ...current, ...(result.output as object) } };
    case 'address.current': {
      const entry = (
        result.output as { currentAddress: NonNullable<WizardContext['answers']['currentAddress']> }
      ).currentAddress;
      const covers = coversSince([entry], earliestStart(context));
      return {
        answers: {
          ...current,
          currentAddress: entry,
          previousAddresses: covers ? [] : current.previousAddresses,
        },
      };
    }
    case 'address.history':
      return {
        answers: { ...current, ...(result.output as Pick<WizardContext['answers'], 'previousAddresses'>) },
      };
    case 'sign.signature':
      return {
        answers: {
          ...current,
          ...(result.output as Pick<WizardContext['answers'], 'signature' | 'termsAccepted'>),
        },
      };
    default:
      // Passwords and passcodes go to their actor's input only; they never enter the context.
      return {};
  }
}
