import { DateInput, type DateParts } from '../../ui/form/DateInput';
import { FormPage } from '../../ui/form/FormPage';
import { progressAt } from './sections';
import { stepTitles } from './titles';
import type { StepProps } from './types';
import { useAnswers } from './useAnswers';

export interface DateOfBirthValues {
  dateOfBirth: DateParts;
}

export function DateOfBirth({
  values: initial,
  errors = {},
  onContinue,
  ...page
}: StepProps<DateOfBirthValues>) {
  const { values, set } = useAnswers(initial);
  return (
    <FormPage
      title={stepTitles['start/dob']}
      caption="About you"
      errors={errors}
      fieldOrder={['dateOfBirth']}
      progress={progressAt('start')}
      onSubmit={() => onContinue(values)}
      {...page}
    >
      <DateInput
        id="dateOfBirth"
        legend="Date of birth"
        legendHidden
        hint="For example, 27 3 1985. You must be 18 or over to make a claim."
        birthday
        value={values.dateOfBirth}
        onChange={set('dateOfBirth')}
        error={errors.dateOfBirth}
      />
    </FormPage>
  );
}
