import { TITLES } from '../../../contract/fields';
import { FormPage } from '../../ui/form/FormPage';
import { Select } from '../../ui/form/Select';
import { TextInput } from '../../ui/form/TextInput';
import { progressAt } from './sections';
import { stepTitles } from './titles';
import { InsetText } from '../../ui/form/InsetText';
import type { AfterCheckProps, StepProps } from './types';
import { useAnswers } from './useAnswers';

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
  values: initial,
  errors = {},
  onContinue,
  changeNeedsNewCheck = false,
  ...page
}: StepProps<DetailsValues> & AfterCheckProps) {
  const { values, set } = useAnswers(initial);
  return (
    <FormPage
      title={stepTitles['start/details']}
      caption="About you"
      errors={errors}
      fieldOrder={fieldOrder}
      progress={progressAt('start')}
      onSubmit={() => onContinue(values)}
      {...page}
    >
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
        id="title"
        label="Title"
        placeholder="Choose your title"
        autoComplete="honorific-prefix"
        options={titleOptions}
        value={values.title}
        onChange={set('title')}
        error={errors.title}
      />
      <TextInput
        id="firstName"
        label="First name"
        autoComplete="given-name"
        spellCheck={false}
        value={values.firstName}
        onChange={set('firstName')}
        error={errors.firstName}
      />
      <TextInput
        id="middleName"
        label="Middle names (optional)"
        autoComplete="additional-name"
        spellCheck={false}
        value={values.middleName}
        onChange={set('middleName')}
        error={errors.middleName}
      />
      <TextInput
        id="lastName"
        label="Last name"
        autoComplete="family-name"
        spellCheck={false}
        value={values.lastName}
        onChange={set('lastName')}
        error={errors.lastName}
      />
    </FormPage>
  );
}
