import { DateInput, type DateParts } from '../../ui/form/DateInput';
import { StepPage, useStep } from './StepPage';
import { InsetText } from '../../ui/form/InsetText';
import type { AfterCheckProps, StepProps } from './types';

export interface DateOfBirthValues {
  dob: DateParts;
}

export function DateOfBirth({
  changeNeedsNewCheck = false,
  ...props
}: StepProps<DateOfBirthValues> & AfterCheckProps) {
  const { field, form } = useStep(props);
  return (
    <StepPage step="start/dob" fieldOrder={['dob']} {...form}>
      {changeNeedsNewCheck && (
        <InsetText>
          <p>
            If you change your date of birth, we will check your credit file again and text a new security
            code to your mobile.
          </p>
        </InsetText>
      )}
      <DateInput
        legend="Date of birth"
        legendHidden
        hint="For example, 27 3 1985. You must be 18 or over to make a claim."
        birthday
        {...field('dob')}
      />
    </StepPage>
  );
}
