import { useState } from 'react';
import { FormPage } from '../../ui/form/FormPage';
import { Radios } from '../../ui/form/Radios';
import { TextInput } from '../../ui/form/TextInput';
import { EmailSuggestion } from './EmailSuggestion';
import { suggestEmail } from './emailTypo';
import { progressAt } from './sections';
import { stepTitles } from './titles';
import { InsetText } from '../../ui/form/InsetText';
import type { AfterCheckProps, StepProps } from './types';
import { useAnswers } from './useAnswers';

export interface ContactValues {
  email: string;
  phoneNumber: string;
  /** Whether another firm already acts for them on this claim: '' until answered. */
  otherFirmActing: '' | 'yes' | 'no';
}

const fieldOrder = ['email', 'phoneNumber', 'otherFirmActing'] as const;

export function Contact({
  values: initial,
  errors = {},
  onContinue,
  changeNeedsNewCheck = false,
  ...page
}: StepProps<ContactValues> & AfterCheckProps) {
  const { values, set, setValues } = useAnswers(initial);
  // Checked when the claimant leaves the field, not while they type half an address.
  const [suggestion, setSuggestion] = useState(() => suggestEmail(initial.email));
  return (
    <FormPage
      title={stepTitles['start/contact']}
      caption="About you"
      errors={errors}
      fieldOrder={fieldOrder}
      progress={progressAt('start')}
      onSubmit={() => onContinue(values)}
      {...page}
    >
      {changeNeedsNewCheck && (
        <InsetText>
          <p>
            If you change your mobile number, we will text a new security code to the new number and check
            your credit file again. You can change your email address without a new check.
          </p>
        </InsetText>
      )}
      <TextInput
        id="email"
        label="Email address"
        hint="We will send you updates about your claim."
        type="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="none"
        value={values.email}
        onChange={(email) => {
          set('email')(email);
          setSuggestion(null);
        }}
        onBlur={() => setSuggestion(suggestEmail(values.email))}
        error={errors.email}
        after={
          <EmailSuggestion
            suggestion={suggestion}
            onUse={(email) => {
              setValues((current) => ({ ...current, email }));
              setSuggestion(null);
            }}
          />
        }
      />
      <TextInput
        id="phoneNumber"
        label="UK mobile number"
        hint="We need your mobile number to text you a security code before the soft credit check, to confirm it is you. For example, 07700 900982 or +44 7700 900982."
        type="tel"
        autoComplete="tel"
        value={values.phoneNumber}
        onChange={set('phoneNumber')}
        error={errors.phoneNumber}
        width={20}
      />
      <Radios
        id="otherFirmActing"
        legend="Is another law firm or claims company already dealing with a car finance commission claim for you?"
        hint="If one is, we cannot act for you on the same claim."
        inline
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={values.otherFirmActing}
        onChange={(answer) => set('otherFirmActing')(answer as ContactValues['otherFirmActing'])}
        error={errors.otherFirmActing}
      />
    </FormPage>
  );
}
