import { FormPage, type FormPageProps } from '../../ui/form/FormPage';
import { journeySections, progressAt, type Section } from './sections';
import { stepTitles, type StepTitleKey } from './titles';
import type { StepProps } from './types';
import { useAnswers } from './useAnswers';

/** A step of the wizard, keyed `section/step` as its title is. */
export type JourneyStep = Extract<StepTitleKey, `${Section}/${string}`>;

export type StepPageProps = { step: JourneyStep } & Omit<FormPageProps, 'title' | 'caption' | 'progress'>;

/** A wizard step's form page: its heading, section caption and progress all follow from the step. */
export function StepPage({ step, ...page }: StepPageProps) {
  const section = step.slice(0, step.indexOf('/')) as Section;
  const caption = journeySections.find(({ id }) => id === section)?.label;
  return <FormPage title={stepTitles[step]} caption={caption} progress={progressAt(section)} {...page} />;
}

/**
 * What a step view does with its props: keeps the answers as they are edited (useAnswers), hands
 * them back on Continue, and passes the page's own props (back, focus, busy) to its form page.
 * `field(key)` is one answer's id, value, change handler and error, for an input to spread.
 */
export function useStep<V extends object>(props: StepProps<V>, initial: V = props.values) {
  const { errors = {}, onContinue, onDraft, onBack, backHref, focusHeading, busy } = props;
  const { values, set, setValues } = useAnswers(initial, onDraft);
  const field = <K extends keyof V & string>(key: K) => ({
    id: key,
    value: values[key],
    onChange: set(key),
    error: errors[key],
  });
  const form = { errors, onSubmit: () => onContinue(values), onBack, backHref, focusHeading, busy };
  return { values, set, setValues, errors, field, form };
}
