import { DateInput, type DateParts } from '../../ui/form/DateInput';
import { FormPage } from '../../ui/form/FormPage';
import { progressAt } from './sections';
import { stepTitles } from './titles';
import { InsetText } from '../../ui/form/InsetText';
import type { AfterCheckProps, StepProps } from './types';
import { useAnswers } from './useAnswers';

export interface DateOfBirthValues {
  dob: DateParts;
}

export function DateOfBirth({
  values: initial,
  errors = {},
  onContinue,
  changeNeedsNewCheck = false,
  ...page
}: StepProps<DateOfBirthValues> & AfterCheckProps) {
  const { values, set } = useAnswers(initial);
  return (
    <FormPage
      title={stepTitles['start/dob']}
      caption="About you"
      errors={errors}
      fieldOrder={['dob']}
      progress={progressAt('start')}
      onSubmit={() => onContinue(values)}
      {...page}
    >
      {changeNeedsNewCheck && (
        <InsetText>
          <p>
            If you change your date of birth, we will check your credit file again and text a new security
            code to your mobile.
          </p>
        </InsetText>
      )}
      <DateInput
        id="dob"
        legend="Date of birth"
        legendHidden
        hint="For example, 27 3 1985. You must be 18 or over to make a claim."
        birthday
        value={values.dob}
        onChange={set('dob')}
        error={errors.dob}
      />
    </FormPage>
  );
}
