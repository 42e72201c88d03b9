import { TITLES } from '../../../contract/fields';
import { Select } from '../../ui/form/Select';
import { TextInput } from '../../ui/form/TextInput';
import { StepPage, useStep } from './StepPage';
import { InsetText } from '../../ui/form/InsetText';
import type { AfterCheckProps, StepProps } from './types';

export interface DetailsValues {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
}

const fieldOrder = ['title', 'firstName', 'middleName', 'lastName'] as const;
const titleOptions = TITLES.map((title) => ({ value: title, label: title }));

/** Names as on the finance agreement, because lenders match the claim to it. */
export function Details({
  changeNeedsNewCheck = false,
  ...props
}: StepProps<DetailsValues> & AfterCheckProps) {
  const { field, form } = useStep(props);
  return (
    <StepPage step="start/details" fieldOrder={fieldOrder} {...form}>
      <p>Use your name as it was on your car finance agreement.</p>
      {changeNeedsNewCheck && (
        <InsetText>
          <p>
            If you change your name, we will check your credit file again and text a new security code to your
            mobile. You can change your title without a new check.
          </p>
        </InsetText>
      )}
      <Select
        label="Title"
        placeholder="Choose your title"
        autoComplete="honorific-prefix"
        options={titleOptions}
        {...field('title')}
      />
      <TextInput label="First name" autoComplete="given-name" spellCheck={false} {...field('firstName')} />
      <TextInput
        label="Middle names (optional)"
        autoComplete="additional-name"
        spellCheck={false}
        {...field('middleName')}
      />
      <TextInput label="Last name" autoComplete="family-name" spellCheck={false} {...field('lastName')} />
    </StepPage>
  );
}
